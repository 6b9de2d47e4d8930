package puzzlelab.rushdb.core;

import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.Text;

/**
 * The text of one finished partition: one line per puzzle, {@code MOVES BOARD CLUSTER PIECES WALLS HISTOGRAM
 * STEPS} (the first three are Fogleman's database line; the histogram is the number of states at distance 0, 1, ...
 * joined by commas; steps = fewest one-cell slides to the goal), then {@code # counts} and the partition's totals.
 * The same bytes whichever engine ran it.
 */
public final class PartitionText {
    private PartitionText() {
    }

    public static String write(Enumeration.Rows r) {
        StringBuilder sb = new StringBuilder();
        for (Sweep.Puzzle p : r.puzzles()) sb.append(line(p)).append('\n');
        sb.append("# counts");
        for (long v : r.counts().toArray()) sb.append(' ').append(v);
        return sb.append('\n').toString();
    }

    public static String line(Sweep.Puzzle p) {
        StringBuilder sb = new StringBuilder();
        sb.append(p.moves()).append(' ').append(p.board()).append(' ').append(p.clusterSize()).append(' ')
                .append(p.pieces()).append(' ').append(p.walls()).append(' ').append(histogram(p.histogram()))
                .append(' ').append(p.steps());
        return sb.toString();
    }

    /** The number of states at distance 0, 1, ... joined by commas. */
    public static String histogram(long[] h) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < h.length; i++) sb.append(i == 0 ? "" : ",").append(h[i]);
        return sb.toString();
    }

    /**
     * Text that is not a partition (a damaged part file): {@code line} is its 1-based line (0 for the text as a
     * whole). A user error, not a bug: the reader names the file and says how to redo it.
     */
    public static final class BadText extends puzzlelab.puzzles.input.InputException {
        BadText(int line, String problem) {
            super(null, line, problem);
        }
    }

    /** Parses the text of a partition; throws {@link BadText} when it is not one (e.g. truncated). */
    public static Enumeration.Rows read(String text) {
        List<Sweep.Puzzle> rows = new ArrayList<>();
        Sweep.Counts counts = null;
        int no = 0;
        for (String l : text.split("\n")) {
            no++;
            if (l.isEmpty()) continue;
            try {
                if (l.startsWith("# counts ")) {
                    String[] f = l.substring(9).split(" ");
                    if (f.length < 6) throw new BadText(no, "a '# counts' line needs 6 numbers: " + Text.quote(l));
                    long[] a = new long[f.length];
                    for (int i = 0; i < f.length; i++) a[i] = Long.parseLong(f[i]);
                    counts = Sweep.Counts.of(a);
                    continue;
                }
                String[] f = l.split(" ");
                if (f.length != 7) throw new BadText(no, "not a partition row: " + Text.quote(l));
                String[] hs = f[5].split(",");
                long[] h = new long[hs.length];
                for (int i = 0; i < hs.length; i++) h[i] = Long.parseLong(hs[i]);
                rows.add(new Sweep.Puzzle(f[1], Integer.parseInt(f[0]), Integer.parseInt(f[6]), Long.parseLong(f[2]),
                        Integer.parseInt(f[3]), Integer.parseInt(f[4]), h));
            } catch (NumberFormatException e) {   // a number that is not one
                throw new BadText(no, "not a partition row: " + Text.quote(l));
            }
        }
        if (counts == null) throw new BadText(0, "no '# counts' line (a partition file ends with one)");
        return new Enumeration.Rows(rows, counts);
    }
}
