package puzzlelab.puzzles.coroutine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.PuzzleType;

/**
 * The coroutine maze (D. A. Bailey): two tokens on a 3×3 board of arrow sets take turns; the mover steps along an
 * arrow of the square the other token stands on; a token with no step passes; either token reaching the centre
 * wins. Rules, ambiguities and numbers: the project's notes/coroutine.md.
 */
public final class CoroutineType implements PuzzleType {

    @Override public String name() { return "coroutine"; }

    @Override
    public String summary() {
        return "coroutine maze (Bailey): two tokens move by each other's arrows; metrics turns (passes counted) and moves;"
                + " built in: coroutine:bailey-1..4, coroutine:hard-1..3";
    }

    @Override
    public List<String> formats() {
        return List.of("file (.coroutine): lines 'SQUARE: DIR DIR ...' (N NE E SE S SW W NW or 0..7), '5: goal', optional 'start: 1 9', '#' comments, '---' between boards",
                "ID: coroutine:M1.M2.M3.M4.M6.M7.M8.M9 (arrow masks, bit d = direction d, 0=N clockwise), optional @A,B start squares",
                "moves: 'A S', 'B NE', 'B -' (pass); also 'AS', '0, S', 'P1 PASS', or just 'S' / '-' for the side to move");
    }

    @Override
    public int detect(String fileName, String text) {
        boolean ext = fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith(".coroutine");
        if (CoroutineReader.looksLike(text)) return ext ? 60 : 25;
        return ext || CoroutineReader.shapedLikeABoard(text) ? 3 : 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        List<CoroutineReader.Parsed> all = CoroutineReader.readAll(source, text);
        if (all.size() > 1)
            throw new InputException(source, "holds " + all.size() + " boards: pick one with " + source + "#N");
        return new CoroutineInstance(this, source, all.get(0).board());
    }

    /** Board {@code n} alone, as {@code readAll(...).get(n - 1)} with the same ID. */
    @Override
    public Instance readNth(String source, String shown, String text, int n) throws InputException {
        CoroutineReader.Nth one = CoroutineReader.nth(source, shown, text, n);
        return new CoroutineInstance(this, one.several() ? source + "#" + n : source, one.parsed().board());
    }

    @Override
    public List<Instance> readAll(String source, String text) throws InputException {
        List<CoroutineReader.Parsed> all = CoroutineReader.readAll(source, text);
        List<Instance> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            String id = all.size() > 1 ? source + "#" + (i + 1) : source;
            out.add(new CoroutineInstance(this, id, all.get(i).board()));
        }
        return out;
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1).strip();
        Builtins.Entry e = Builtins.ALL.get(body.toLowerCase(Locale.ROOT));
        if (e != null) return new CoroutineInstance(this, id, CoroutineReader.parseId(id, 0, "coroutine:" + e.masks()));
        if (!body.isEmpty() && Character.isLetter(body.charAt(0)))
            throw new InputException(id, "unknown built-in board: use " + String.join(", ",
                    Builtins.ALL.keySet().stream().map(k -> "coroutine:" + k).toList()) + " or coroutine:M1.M2.M3.M4.M6.M7.M8.M9");
        return new CoroutineInstance(this, id, CoroutineReader.parseId(id, 0, id));
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        Builtins.ALL.forEach((k, v) -> m.put("coroutine:" + k, v.description()));
        return m;
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new CoroutineGenerate();
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new CoroutineBench();
    }
}
