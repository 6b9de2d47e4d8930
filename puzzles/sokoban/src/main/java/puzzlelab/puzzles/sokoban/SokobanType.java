package puzzlelab.puzzles.sokoban;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputLimits;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * Sokoban (Hiroyuki Imabayashi, Thinking Rabbit, 1982): push every box onto a goal. Built in: the 90 XSokoban levels
 * (Thinking Rabbit) as {@code sokoban:xsokoban-N} and David W. Skinner's 155 Microban levels as
 * {@code sokoban:microban-N}.
 */
public final class SokobanType implements PuzzleType {
    /** Built-in sets: name → resource and size. */
    static final Map<String, Integer> SETS = Map.of("xsokoban", 90, "microban", 155);

    /**
     * A level of at most 128×128 cells and 1,000 boxes: the largest published levels are far smaller (the bundled
     * sets are at most 30 columns wide, 34 boxes), and the solvers' tables grow with cells × goals.
     */
    static final InputLimits LIMITS = InputLimits.DEFAULT.withBoard(128 * 128, 1_000);

    @Override public String name() { return "sokoban"; }

    @Override
    public InputLimits limits() {
        return LIMITS;
    }

    @Override
    public String summary() {
        return "Sokoban: push every box onto a goal; built in: sokoban:xsokoban-1..90 (Thinking Rabbit), "
                + "sokoban:microban-1..155 (David W. Skinner)";
    }

    @Override
    public List<String> formats() {
        return List.of("XSB: # wall, @ player, + player on goal, $ box, * box on goal, . goal, space (or - _) floor; "
                        + "run-length counts (3#) and | row separators; Title:/Author:/Comment: and ; lines; "
                        + "many levels per file (FILE#N, or FILE#Title by a level's title)",
                "ID: sokoban:xsokoban-N (1..90), sokoban:microban-N (1..155), or sokoban:ROWS with rows in RLE "
                        + "separated by | (e.g. sokoban:5#|#@$.#|5#)",
                "moves: LURD (l u r d walk, L U R D push); in the pushes metric one move is a walk and a push (llU)");
    }

    @Override
    public int detect(String fileName, String text) {
        int rows = 0;
        boolean player = false, box = false, goal = false;
        for (String l : Lines.all(text)) {
            if (!LevelReader.isRow(l.stripTrailing())) continue;
            rows += 1 + (int) l.chars().filter(c -> c == '|').count();   // run-length levels: rows split by |
            for (char c : l.toCharArray()) {
                player |= c == '@' || c == '+';
                box |= c == '$' || c == '*';
                goal |= c == '.' || c == '*' || c == '+';
            }
        }
        if (rows >= 3 && player && box && goal) return 30;
        if (rows >= 3 && (box || player)) return 3;   // shaped like a level: the reader says what is wrong
        String lower = fileName.toLowerCase(java.util.Locale.ROOT);
        return rows >= 1 && (lower.endsWith(".xsb") || lower.endsWith(".sok")) ? 3 : 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        // a collection is counted, not built, just to say it is one
        int count = LevelReader.count(source, text);
        if (count > 1)
            throw new InputException(source, "holds " + count + " levels: pick one with " + source + "#N (1.."
                    + count + "), or run compare on the file");
        return readNth(source, source, text, 1);
    }

    @Override
    public List<Instance> readAll(String source, String text) throws InputException {
        List<LevelReader.Level> all = LevelReader.readAll(source, text);
        List<Instance> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) out.add(instance(source, all, i));
        return out;
    }

    /** Level {@code n} alone: the others are delimited, not built (a collection of a million levels reads one). */
    @Override
    public Instance readNth(String source, String shown, String text, int n) throws InputException {
        return instance(source, LevelReader.withNth(source, shown, text, n), n - 1);
    }

    @Override
    public int count(String source, String text) throws InputException {
        return LevelReader.count(source, text);
    }

    /** Level {@code i} of a file, its ID numbered as {@code FILE#N} picks it, whichever way it was picked. */
    private SokobanInstance instance(String source, List<LevelReader.Level> all, int i) {
        LevelReader.Level l = all.get(i);
        return new SokobanInstance(this, all.size() == 1 ? source : source + "#" + (i + 1), l.board(), l.title());
    }

    /** {@code FILE#Title}: the first level whose title is {@code name}, ignoring case and surrounding blanks. */
    @Override
    public Instance readNamed(String source, String shown, String text, String name) throws InputException {
        List<LevelReader.Level> all = LevelReader.readAll(source, text);
        String want = name.strip();
        if (want.isEmpty()) throw new InputException(shown, "'#' must be followed by a level number or title");
        for (int i = 0; i < all.size(); i++)
            if (all.get(i).title() != null && all.get(i).title().strip().equalsIgnoreCase(want)) return instance(source, all, i);
        List<String> titles = all.stream().map(LevelReader.Level::title).filter(t -> t != null && !t.isBlank()).toList();
        String known = titles.isEmpty() ? "its levels have no titles; pick one with #N (1.." + all.size() + ")"
                : "titles: " + Text.quotedFew(titles, 5);
        throw new InputException(source, "no level titled " + Text.quote(want) + " (" + known + ")");
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1);
        int dash = body.lastIndexOf('-');
        if (dash > 0 && SETS.containsKey(body.substring(0, dash))) {
            String set = body.substring(0, dash);
            Integer n = Numbers.intOrNull(body.substring(dash + 1));
            int max = SETS.get(set);
            if (n == null || n < 1 || n > max)
                throw new InputException(id, "the " + set + " levels are numbered 1.." + max);
            LevelReader.Level l = builtin(set).get(n - 1);
            return new SokobanInstance(this, id, l.board(), l.title());
        }
        if (body.isEmpty() || !body.contains("|") && !body.contains("#"))
            throw new InputException(id, "expected sokoban:xsokoban-N, sokoban:microban-N or sokoban:ROWS (RLE rows separated by |)");
        List<String> rows = LevelReader.expand(id, 0, body);
        int[] lines = new int[rows.size()];
        return new SokobanInstance(this, id, LevelReader.board(id, rows, lines), null);
    }

    private static final Map<String, List<LevelReader.Level>> CACHE = new java.util.concurrent.ConcurrentHashMap<>();

    /** The levels of a built-in set ("xsokoban" or "microban"). */
    static List<LevelReader.Level> builtin(String set) throws InputException {
        List<LevelReader.Level> l = CACHE.get(set);
        if (l != null) return l;
        String name = set.equals("xsokoban") ? "xsokoban90.txt" : "microban.txt";
        try (InputStream in = SokobanType.class.getResourceAsStream(name)) {
            if (in == null) throw new InputException(name, "built-in level set missing");
            l = LevelReader.readAll("sokoban:" + set, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputException(name, "built-in level set cannot be read");
        }
        CACHE.put(set, l);
        return l;
    }

    /** Built-in level {@code n} of a set as an instance. */
    public Instance builtinInstance(String set, int n) throws InputException {
        return readId("sokoban:" + set + "-" + n);
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("sokoban:microban-1", "Microban 1 (David W. Skinner): 2 boxes, 8 pushes (also microban-2 .. microban-155)");
        m.put("sokoban:xsokoban-1", "XSokoban 1 (Thinking Rabbit): 6 boxes, 97 pushes (also xsokoban-2 .. xsokoban-90)");
        return m;
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new SokobanGenerate();
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new SokobanBench();
    }

    /** Every step is a move in the moves metric (l u r d walk, L U R D push); a walk alone is no move in pushes. */
    @Override
    public puzzlelab.puzzles.ArrowKeys arrowKeys() {
        return new puzzlelab.puzzles.ArrowKeys("moves", true, "arrow keys or h j k l step the keeper (pushing a box in the way)",
                java.util.List.of("u", "U"), java.util.List.of("d", "D"), java.util.List.of("l", "L"), java.util.List.of("r", "R"));
    }
}
