package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.OptionRange;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;

/**
 * {@code puzzlelab generate rushhour}: hard boards by simulated annealing over boards scored by the hardest position
 * of their cluster; each board is returned in that position, so its optimal move count is exact. Text: one line per
 * board, 'MOVES BOARD CLUSTER' (Fogleman's database format, readable by solve); csv: a UvA board file.
 */
public final class RushHourGenerate implements puzzlelab.puzzles.Generator {
    /** Fogleman's exhaustive 6×6 database: the hardest board needs 51 moves without walls, 60 with (up to two). */
    static final int MAX_6X6_NO_WALLS = 51;
    static final int MAX_6X6 = 60;
    /** Other sizes have no known maximum; this generator's own cap. */
    static final int MAX_MOVES = 200;

    private static final List<Param> PARAMS = List.of(
            Param.integer("size", "board size n", 6, 4, BoardBuilder.MAX_SIZE),
            Param.integer("min-moves", "least optimal moves (on 6×6 at most 51 without walls, 60 with)", 30, 1, MAX_MOVES),
            Param.integer("count", "boards to make", 1, 1, 10_000),
            Param.integer("walls", "fixed 1×1 walls per board, at most a quarter of the cells", 0, 0,
                    BoardBuilder.MAX_SIZE * BoardBuilder.MAX_SIZE / 4),
            Param.choice("format", "text (Fogleman line) or csv (UvA board file)", "text", List.of("text", "csv")),
            Param.integer("max-seconds", "give up after this long", 600, 1, 86_400));

    @Override
    public String description() {
        return "Rush Hour boards whose optimal solution has at least --min-moves moves (simulated annealing; "
                + "each board in its cluster's hardest position, so its move count is exact)";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) {
        int size = v.intValue("size");
        int walls = v.intValue("walls");
        int minMoves = v.intValue("min-moves");
        int count = v.intValue("count");
        String format = v.choice("format");
        OptionRange.check("--walls", walls, 0, size * size / 4, "at most a quarter of the cells");
        if (size == 6) {
            int max = walls == 0 ? MAX_6X6_NO_WALLS : MAX_6X6;
            OptionRange.check("--min-moves", minMoves, 1, max, "no 6×6 board" + (walls == 0 ? " without walls" : "")
                    + " needs more, by Fogleman's exhaustive database");
        }
        List<String> notes = new ArrayList<>();
        if (size > 8) notes.add("warning: boards above 8×8 have clusters too large to score exhaustively; generation will "
                + "rarely succeed (it is tuned for 6×6, and works on 4×4 to 8×8)");
        RushAnnealer g = new RushAnnealer(size, walls, seed);
        long t0 = System.currentTimeMillis();
        List<Board> boards = new ArrayList<>();
        int found = g.run(minMoves, count, v.integer("max-seconds") * 1000L, cancel, p -> {
            String f = FoglemanText.write(p.board(), p.board().start);
            boolean csv = format.equals("csv") || f == null;
            String name = String.format("rushhour_%dx%d_%03d_%dmoves.%s", size, size, boards.size() + 1, p.moves(), csv ? "csv" : "txt");
            boards.add(new Board(f == null ? null : "rushhour:" + f, render(p, csv), name,
                    p.moves() + " moves (optimal; the hardest of a cluster of " + p.cluster() + " positions)"));
        });
        notes.add(String.format("%d of %d board(s) with at least %d moves in %.1f s (%d boards scored, hardest seen %d moves)%s",
                found, count, minMoves, (System.currentTimeMillis() - t0) / 1000.0, g.evaluations, g.bestReached,
                cancel.getAsBoolean() ? "; cancelled" : ""));
        return new Generated(boards, notes);
    }

    private static String render(RushAnnealer.Puzzle p, boolean csv) {
        if (csv) return UvaCsv.write(forUva(p.board()), p.board().start);
        return String.format("%02d %s %d%n", p.moves(), FoglemanText.write(p.board(), p.board().start), p.cluster());
    }

    /** The same board with UvA names: X for the red car, A, B, … (skipping X), then AA, AB, … */
    static RushBoard forUva(RushBoard b) {
        java.util.List<Vehicle> vs = new java.util.ArrayList<>();
        int next = 0;
        for (int v = 0; v < b.size(); v++) {
            Vehicle x = b.vehicles[v];
            String name;
            if (v == b.red) {
                name = UvaCsv.RED;
            } else {
                do {
                    name = uvaName(next++);
                } while (name.equals(UvaCsv.RED));
            }
            vs.add(new Vehicle(name, x.horizontal(), x.length(), x.lane()));
        }
        return new RushBoard(b.n, vs, b.wall, b.red, b.start);
    }

    static String uvaName(int i) {
        if (i < 26) return String.valueOf((char) ('A' + i));
        i -= 26;
        return String.valueOf((char) ('A' + i / 26)) + (char) ('A' + i % 26);
    }
}
