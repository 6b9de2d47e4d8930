package puzzlelab.puzzles.zhed;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;

/**
 * ZHED (Ground Control Studio, 2017): expand number tiles in straight lines until one reaches a goal. The 100
 * game levels are built in as {@code zhed:level-1} .. {@code zhed:level-100}.
 */
public final class ZhedType implements PuzzleType {
    public static final int LEVELS = 100;

    @Override public String name() { return "zhed"; }

    @Override
    public String summary() {
        return "ZHED: expand number tiles until one reaches a goal; the 100 game levels built in as zhed:level-1..100";
    }

    @Override
    public List<String> formats() {
        return List.of("IART (the student report): 'W H', then 'X Y value' lines (X column, Y row, from 0; value > 0 "
                        + "a tile, <= 0 a goal)",
                "grid: one row per line, . or - empty, 1-9 tiles, X x @ goals, o pre-filled (spaces optional)",
                "ID: zhed:level-N (N = 1..100, the game's levels)",
                "moves: X Y DIR (the tile's column and row, DIR in U D L R), one per line in native solutions");
    }

    @Override
    public int detect(String fileName, String text) {
        if (ZhedLevelReader.looksLikeIart(text)) return 25;
        if (ZhedLevelReader.looksLikeGrid(text)) return 15;
        return ZhedLevelReader.shapedLikeALevel(text);  // a broken level: the reader says what is wrong
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        return new ZhedInstance(this, source, ZhedLevelReader.read(source, text));
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1);
        if (!body.startsWith("level-"))
            throw new InputException(id, "expected zhed:level-N with N in 1.." + LEVELS);
        Integer n = Numbers.intOrNull(body.substring(6));
        if (n == null) throw new InputException(id, "expected zhed:level-N with N in 1.." + LEVELS);
        if (n < 1 || n > LEVELS) throw new InputException(id, "the game's levels are numbered 1.." + LEVELS);
        return new ZhedInstance(this, id, builtin(n));
    }

    /** Built-in level n (1..100). */
    public static Level builtin(int n) throws InputException {
        String name = "levels/level" + n + ".txt";
        try (InputStream in = ZhedType.class.getResourceAsStream(name)) {
            if (in == null) throw new InputException(name, "built-in level missing");
            return ZhedLevelReader.read("zhed:level-" + n, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputException(name, "built-in level cannot be read");
        }
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("zhed:level-1", "game level 1: one tile next to the goal (also level-2 .. level-100)");
        m.put("zhed:level-5", "game level 5: four tiles, the worked example of the notes (4 moves)");
        m.put("zhed:level-41", "game level 41: the student report's example file");
        m.put("zhed:level-100", "game level 100: 41 tiles, every one of them needed");
        return m;
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new ZhedGenerate();
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new ZhedBench();
    }
}
