package puzzlelab.puzzles.rushhour;

import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.input.OptionChecks;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code puzzlelab generate rushhour}: hard boards by annealing, each in its cluster's farthest position. */
@Command(name = "rushhour", mixinStandardHelpOptions = true,
        description = {"Generates Rush Hour boards whose optimal solution has at least --min-moves moves.",
            "Simulated annealing over boards scored by the hardest position of their cluster; each board is printed "
                    + "in that position, so its optimal move count is exact.",
            "Text output: one line per board, 'MOVES BOARD CLUSTER' (Fogleman's database format, readable by solve)."})
public final class RushHourGenerate implements Callable<Integer> {
    @Option(names = "--size", defaultValue = "6", description = "board size n (default ${DEFAULT-VALUE})")
    int size;

    @Option(names = "--min-moves", defaultValue = "30", description = "least optimal moves (default ${DEFAULT-VALUE}; on 6×6 at most 51 without walls, 60 with)")
    int minMoves;

    @Option(names = "--count", defaultValue = "1", description = "boards to make (default ${DEFAULT-VALUE})")
    int count;

    @Option(names = "--seed", description = "random seed (default: from the clock; printed)")
    Long seed;

    @Option(names = "--walls", defaultValue = "0", description = "fixed 1×1 walls per board, at most a quarter of the cells (default ${DEFAULT-VALUE})")
    int walls;

    @Option(names = "--format", defaultValue = "text", description = "text (Fogleman line) or csv (UvA board file)")
    String format;

    @Option(names = "--max-seconds", defaultValue = "600", description = "give up after this long (default ${DEFAULT-VALUE})")
    int maxSeconds;

    @Option(names = "--out", description = "write each board to a file in this folder (which must exist) instead of printing it")
    Path out;

    PrintStream stdout = System.out;
    PrintStream stderr = System.err;

    /** Fogleman's exhaustive 6×6 database: the hardest board needs 51 moves without walls, 60 with (up to two). */
    static final int MAX_6X6_NO_WALLS = 51;
    static final int MAX_6X6 = 60;
    /** Other sizes have no known maximum; this generator's own cap. */
    static final int MAX_MOVES = 200;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        OptionChecks.range(spec, "--size", size, 4, BoardBuilder.MAX_SIZE);
        if (!format.equals("text") && !format.equals("csv")) throw OptionChecks.usage(spec, "--format must be text or csv");
        OptionChecks.range(spec, "--walls", walls, 0, size * size / 4, "at most a quarter of the cells");
        OptionChecks.range(spec, "--count", count, 1, 10_000);
        OptionChecks.range(spec, "--max-seconds", maxSeconds, 1, 86_400);
        if (size == 6) {
            int max = walls == 0 ? MAX_6X6_NO_WALLS : MAX_6X6;
            OptionChecks.range(spec, "--min-moves", minMoves, 1, max, "no 6×6 board" + (walls == 0 ? " without walls" : "")
                    + " needs more, by Fogleman's exhaustive database");
        } else {
            OptionChecks.range(spec, "--min-moves", minMoves, 1, MAX_MOVES, "this generator's cap; no larger optimum is known");
        }
        if (out != null && !java.nio.file.Files.isDirectory(out))
            throw OptionChecks.usage(spec, "--out " + puzzlelab.puzzles.input.Text.quote(out.toString()) + " is not an existing folder");
        if (size > 8) {
            stderr.println("warning: boards above 8×8 have clusters too large to score exhaustively; generation will "
                    + "rarely succeed (it is tuned for 6×6, and works on 4×4 to 8×8)");
        }
        long s = seed != null ? seed : System.nanoTime();
        stderr.println("seed " + s);
        if (format.equals("text") && out == null) stdout.println("# rushhour generate --size " + size + " --min-moves "
                + minMoves + " --walls " + walls + " --seed " + s);
        Generator g = new Generator(size, walls, s);
        long t0 = System.currentTimeMillis();
        int[] k = {0};
        int found = g.run(minMoves, count, maxSeconds * 1000L, p -> {
            k[0]++;
            String text = render(p);
            if (out != null) {
                try {
                    Path f = out.resolve(String.format("rushhour_%dx%d_%03d_%dmoves.%s", size, size, k[0], p.moves(),
                            format.equals("csv") ? "csv" : "txt"));
                    Files.writeString(f, text);
                    stderr.println("wrote " + f + " (" + p.moves() + " moves)");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else {
                stdout.print(text);
                if (format.equals("csv") && count > 1) stdout.println();
            }
            stdout.flush();
        });
        stderr.printf("%d of %d board(s) with at least %d moves in %.1f s (%d boards scored, hardest seen %d moves)%n",
                found, count, minMoves, (System.currentTimeMillis() - t0) / 1000.0, g.evaluations, g.bestReached);
        return found == count ? 0 : 3;
    }

    private String render(Generator.Puzzle p) {
        if (format.equals("csv")) return UvaCsv.write(forUva(p.board()), p.board().start);
        String f = FoglemanText.write(p.board(), p.board().start);
        if (f == null) return UvaCsv.write(forUva(p.board()), p.board().start);
        return String.format("%02d %s %d%n", p.moves(), f, p.cluster());
    }

    /** The same board with UvA names: X for the red car, A, B, … (skipping X), then AA, AB, … */
    static Board forUva(Board b) {
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
        return new Board(b.n, vs, b.wall, b.red, b.start);
    }

    static String uvaName(int i) {
        if (i < 26) return String.valueOf((char) ('A' + i));
        i -= 26;
        return String.valueOf((char) ('A' + i / 26)) + (char) ('A' + i % 26);
    }
}
