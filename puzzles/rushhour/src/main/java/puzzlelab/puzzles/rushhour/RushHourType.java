package puzzlelab.puzzles.rushhour;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;

/**
 * Rush Hour on any n×n board: cars and trucks slide along their axis; the red car leaves at the right edge of the
 * middle row ((n−1)/2, 0-based). Three input formats, told apart by content; built-in ThinkFun cards and UvA boards.
 */
public final class RushHourType implements PuzzleType {
    /** Optimal moves of the classic cards 1–40 (independent BFS, see the shared notes). */
    static final int[] CARD_OPTIMA = {8, 8, 14, 9, 9, 9, 13, 12, 12, 17, 25, 17, 16, 17, 23, 21, 24, 25, 22, 10,
        21, 26, 29, 25, 27, 28, 28, 30, 31, 32, 37, 37, 40, 43, 43, 44, 47, 48, 50, 51};
    /** Optimal moves of UvA boards 1–6 (board 7: unknown). */
    static final int[] UVA_OPTIMA = {21, 15, 33, 27, 22, 18};
    static final String[] UVA_FILES = {"Rushhour6x6_1.csv", "Rushhour6x6_2.csv", "Rushhour6x6_3.csv",
        "Rushhour9x9_4.csv", "Rushhour9x9_5.csv", "Rushhour9x9_6.csv", "Rushhour12x12_7.csv"};

    @Override public String name() { return "rushhour"; }

    @Override
    public String summary() {
        return "Rush Hour, any n×n: slide cars/trucks to free the red car (moves or steps); ThinkFun cards and UvA "
                + "boards built in (rushhour:card-1..40, rushhour:uva-1..7)";
    }

    @Override
    public List<String> formats() {
        return List.of(
                "UvA CSV: header car,orientation,col,row,length; 1-based col from the left, row from the top of the "
                        + "leftmost/top cell; X = red car; size from the file name (Rushhour9x9_4.csv) or the pieces",
                "Fogleman string: n² cells row by row, o or . empty, x wall, A red car, B-Z vehicles (also n lines "
                        + "of n cells, rows split by /, or database lines 'MOVES BOARD CLUSTER' = a set, file#N)",
                "INF421 card: n, vehicle count, then 'id h|v length x y' (1-based x = column, y = row); id 1 = red",
                "ID: rushhour:<Fogleman string> | rushhour:card-1..40 (ThinkFun) | rushhour:uva-1..7 (UvA case)",
                "moves: NAME,D (UvA checker), D > 0 = right/down; also NAME+D, NAME-D, NAME D. Native output: the "
                        + "checker CSV 'car,move'. Metrics: moves (default), steps (cells slid)");
    }

    @Override
    public int detect(String fileName, String text) {
        if (UvaCsv.looksLike(text)) return 30;
        if (Inf421.looksLike(text)) return 25;
        if (FoglemanText.looksLike(text)) return 20;
        return 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        // a large set is not parsed just to say it is one
        int set = singleFile(text) ? -1 : FoglemanText.setSize(text);
        List<Instance> all = set > 0 ? null : readAll(source, text);
        if (set > 0 || all.size() > 1)
            throw new InputException(source, "holds " + (set > 0 ? set : all.size()) + " boards (one per line): pick one with "
                    + source + "#N, or run compare on the file");
        return all.get(0);
    }

    /** UvA CSV and INF421 files hold one board; both are told by their first lines. */
    private static boolean singleFile(String text) {
        String head = Lines.head(text, InputFiles.DETECT_CHARS);
        return UvaCsv.looksLike(head) || Inf421.looksLike(head);
    }

    @Override
    public Instance readNth(String source, String shown, String text, int n) throws InputException {
        if (singleFile(text) || !FoglemanText.isSet(text)) return PuzzleType.super.readNth(source, shown, text, n);
        FoglemanText.Entry e = FoglemanText.nth(source, shown, text, n);
        return new RushInstance(this, source + "#" + n, e.board(), e.moves());
    }

    @Override
    public int count(String source, String text) throws InputException {
        int set = singleFile(text) ? -1 : FoglemanText.setSize(text);
        return set > 0 ? set : readAll(source, text).size();
    }

    @Override
    public List<Instance> readAll(String source, String text) throws InputException {
        String head = Lines.head(text, InputFiles.DETECT_CHARS);
        if (UvaCsv.looksLike(head)) return List.of(new RushInstance(this, source, UvaCsv.read(source, text), null));
        if (Inf421.looksLike(head)) return List.of(new RushInstance(this, source, Inf421.read(source, text), null));
        List<FoglemanText.Entry> es = FoglemanText.readAll(source, text);
        List<Instance> out = new ArrayList<>();
        for (int i = 0; i < es.size(); i++) {
            String id = es.size() > 1 ? source + "#" + (i + 1) : source;
            out.add(new RushInstance(this, id, es.get(i).board(), es.get(i).moves()));
        }
        return out;
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1).trim();
        if (body.startsWith("card-")) {
            int k = number(id, body.substring(5), 40, "ThinkFun cards are rushhour:card-1 .. rushhour:card-40");
            String file = String.format("GameP%02d.txt", k);
            return new RushInstance(this, id, Inf421.read(file, resource("cards/" + file)), CARD_OPTIMA[k - 1]);
        }
        if (body.startsWith("uva-")) {
            int k = number(id, body.substring(4), 7, "UvA boards are rushhour:uva-1 .. rushhour:uva-7");
            String file = UVA_FILES[k - 1];
            return new RushInstance(this, id, UvaCsv.read(file, resource("uva/" + file)),
                    k <= 6 ? UVA_OPTIMA[k - 1] : null);
        }
        if (body.isEmpty())
            throw new InputException(id, "expected rushhour:<board string>, rushhour:card-N or rushhour:uva-N");
        return new RushInstance(this, id, FoglemanText.parse(id, 0, body), null);
    }

    private static int number(String id, String s, int max, String help) throws InputException {
        Integer k = Numbers.intOrNull(s);
        if (k != null && k >= 1 && k <= max) return k;
        throw new InputException(id, help);
    }

    static String resource(String path) throws InputException {
        try (InputStream in = RushHourType.class.getResourceAsStream(path)) {
            if (in == null) throw new InputException(path, "built-in resource missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(path, "built-in resource unreadable");
        }
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        for (int k = 1; k <= 40; k++) {
            String level = k <= 10 ? "beginner" : k <= 20 ? "intermediate" : k <= 30 ? "advanced" : "expert";
            m.put("rushhour:card-" + k, "ThinkFun card " + k + " (" + level + "), " + CARD_OPTIMA[k - 1] + " moves");
        }
        for (int k = 1; k <= 7; k++) {
            String size = k <= 3 ? "6×6" : k <= 6 ? "9×9" : "12×12";
            m.put("rushhour:uva-" + k, "UvA case board " + k + " (" + size + "), "
                    + (k <= 6 ? UVA_OPTIMA[k - 1] + " moves" : "optimum unknown (at least 14 moves); the UvA paper's best, 97 moves, is far beaten by a minute's search"));
        }
        return m;
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new RushHourGenerate();
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new RushHourBench();
    }
}
