package puzzlelab.puzzles.fifteen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/** The n×m sliding-tile puzzle (15-puzzle), the engine's benchmark with Korf's 100 instances built in. */
public final class FifteenType implements PuzzleType {
    private static List<FifteenReader.Position> korf;
    private static List<FifteenReader.Position> korf24;

    @Override public String name() { return "fifteen"; }

    @Override
    public String summary() {
        return "n×m sliding tiles (15-puzzle); goal blank top-left; Korf's 100 built in as fifteen:korf-1..100";
    }

    @Override
    public List<String> formats() {
        return List.of("Korf line: 16 tile numbers, 0 = blank, optional leading index (a file of such lines, with or without the index, is a set)",
                "grid: R rows of C numbers (any n×m), 0 / _ / . = blank, # comments",
                "ID: fifteen:korf-N | fifteen:korf24-N (5×5) | fifteen:T.T.T... (k² tiles) | fifteen:RxC:T.T.T...",
                "moves: the direction the blank moves, U D L R (native solution: one line of letters)");
    }

    @Override
    public int detect(String fileName, String text) {
        if (FifteenReader.looksLike(text)) return 10;
        return FifteenReader.allNumbers(text) ? 1 : 0;  // numbers only: a broken board, the reader says where
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        // a set is told by its first lines: a large one is not parsed whole just to say so
        String head = Lines.head(text, InputFiles.DETECT_CHARS);
        List<FifteenReader.Position> all = FifteenReader.readAll(source, setInHead(source, head, text) ? head : text);
        if (all.size() > 1)
            throw new InputException(source, "holds " + Lines.withoutComments(text).size() + " instances (one per line): "
                    + "pick one with " + source + "#N, or run compare on the file");
        FifteenReader.Position p = all.get(0);
        return new FifteenInstance(this, source, p.rows(), p.cols(), p.tiles());
    }

    /**
     * True when the first whole lines of a longer text already make a set. A head cut inside one long line is no
     * set (and its count of numbers is not the line's): the whole text answers then.
     */
    private static boolean setInHead(String source, String head, String text) {
        if (head.length() >= text.length() || !(head.endsWith("\n") || head.endsWith("\r"))) return false;
        try {
            return FifteenReader.readAll(source, head).size() > 1;
        } catch (InputException e) {
            return false;
        }
    }

    /** Line {@code n} of a set alone (Korf's lists; a file of a million lines parses one); other files as a whole. */
    @Override
    public Instance readNth(String source, String shown, String text, int n) throws InputException {
        if (!setInHead(source, Lines.head(text, InputFiles.DETECT_CHARS), text)) return PuzzleType.super.readNth(source, shown, text, n);
        Lines.Line l = Lines.nth(text, true, n);
        if (l != null) {
            // the line alone, at its own line number for messages
            FifteenReader.Position p = FifteenReader.readAll(source, "\n".repeat(l.number() - 1) + l.text()).get(0);
            String[] tokens = l.text().split("[\\s,]+");
            String label = tokens.length == p.rows() * p.cols() + 1 ? "#" + tokens[0] : "#" + n;   // Korf's own index
            return new FifteenInstance(this, source + label, p.rows(), p.cols(), p.tiles());
        }
        throw new InputException(shown, "instance number must be 1.." + Lines.count(text, true));
    }

    @Override
    public int count(String source, String text) throws InputException {
        if (!setInHead(source, Lines.head(text, InputFiles.DETECT_CHARS), text)) return readAll(source, text).size();
        return Lines.count(text, true);
    }

    @Override
    public List<Instance> readAll(String source, String text) throws InputException {
        List<Instance> out = new ArrayList<>();
        List<FifteenReader.Position> all = FifteenReader.readAll(source, text);
        for (FifteenReader.Position p : all) {
            String id = all.size() > 1 ? source + p.label() : source;
            out.add(new FifteenInstance(this, id, p.rows(), p.cols(), p.tiles()));
        }
        return out;
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1);
        if (body.startsWith("korf-")) {
            Integer n = Numbers.intOrNull(body.substring(5));
            List<FifteenReader.Position> k = korf();
            if (n == null || n < 1 || n > k.size()) throw new InputException(id, "Korf's instances are fifteen:korf-1 .. fifteen:korf-100");
            return new FifteenInstance(this, id, 4, 4, k.get(n - 1).tiles());
        }
        if (body.startsWith("korf24-")) {
            Integer n = Numbers.intOrNull(body.substring(7));
            List<FifteenReader.Position> k = korf24();
            if (n == null || n < 1 || n > k.size())
                throw new InputException(id, "Korf & Taylor's 24-puzzle instances are fifteen:korf24-1 .. fifteen:korf24-10");
            return new FifteenInstance(this, id, 5, 5, k.get(n - 1).tiles());
        }
        String dims = null;
        int colon = body.indexOf(':');
        if (colon >= 0) {
            dims = body.substring(0, colon);
            body = body.substring(colon + 1);
        }
        String text = body.replace('.', ' ');
        if (dims != null) {
            String[] rc = dims.toLowerCase(Locale.ROOT).split("x", -1);
            Integer rows = rc.length == 2 ? Numbers.intOrNull(rc[0]) : null;
            Integer cols = rc.length == 2 ? Numbers.intOrNull(rc[1]) : null;
            if (rows == null || cols == null) throw new InputException(id, "dimensions must look like 3x4");
            if (rows < 2 || cols < 2 || (long) rows * cols > 256)
                throw new InputException(id, "a board needs at least 2 rows and 2 columns and at most 256 cells, not " + Text.shown(dims));
            String[] toks = text.trim().split("\\s+");
            if (toks.length != rows * cols) throw new InputException(id, "expected " + rows * cols + " tiles for " + dims + ", found " + toks.length);
            StringBuilder grid = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) grid.append(toks[r * cols + c]).append(' ');
                grid.append('\n');
            }
            text = grid.toString();
        }
        return read(id, text);
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("fifteen:korf-1", "Korf (1985) #1, 57 moves (also korf-2 .. korf-100)");
        m.put("fifteen:korf-88", "Korf #88, the hardest for IDA*+Manhattan (6.3 G nodes)");
        m.put("fifteen:korf24-2", "Korf & Taylor (1996) 24-puzzle #2, 95 moves (also korf24-1 .. korf24-10; -H pdb-6666)");
        return m;
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new FifteenBench();
    }

    static synchronized List<FifteenReader.Position> korf() throws InputException {
        if (korf == null) korf = resource("korf100.txt");
        return korf;
    }

    /** Korf &amp; Taylor's ten 24-puzzle instances, each checked solvable for our goal (blank top-left). */
    static synchronized List<FifteenReader.Position> korf24() throws InputException {
        if (korf24 == null) {
            List<FifteenReader.Position> all = resource("korf24.txt");
            for (FifteenReader.Position p : all) {
                String why = new SlidingBoard(p.rows(), p.cols()).unsolvableReason(p.tiles());
                if (why != null) throw new InputException("korf24.txt", "instance " + p.label() + " is " + why);
            }
            korf24 = all;
        }
        return korf24;
    }

    private static List<FifteenReader.Position> resource(String name) throws InputException {
        try (InputStream in = FifteenType.class.getResourceAsStream(name)) {
            if (in == null) throw new IOException("missing");
            return FifteenReader.readAll(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputException(name, "built-in resource missing");
        }
    }

    /** The notation names where the gap goes: the arrow that slides a tile left plays R. */
    @Override
    public puzzlelab.puzzles.ArrowKeys arrowKeys() {
        return new puzzlelab.puzzles.ArrowKeys(null, false, "arrow keys slide the tile beside the gap that way",
                List.of("D"), List.of("U"), List.of("R"), List.of("L"));
    }
}
