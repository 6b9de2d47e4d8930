package puzzlelab.puzzles.rushhour.db;

import java.util.ArrayList;
import java.util.List;

/**
 * The text of one finished partition: one line per puzzle, {@code MOVES BOARD CLUSTER PIECES WALLS HISTOGRAM
 * STEPS} (the first three are Fogleman's database line; the histogram is the number of states at distance 0, 1, ...
 * joined by commas; steps = fewest one-cell slides to the goal), then {@code # counts} and the partition's totals.
 * The same bytes whichever engine ran it.
 */
public final class PartitionText {
    private PartitionText() {
    }

    public static String write(Enumeration.Result r) {
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

    /** Parses the text of a partition; throws IllegalArgumentException when it is not one (e.g. truncated). */
    public static Enumeration.Result read(String text) {
        List<Sweep.Puzzle> rows = new ArrayList<>();
        Sweep.Counts counts = null;
        for (String l : text.split("\n")) {
            if (l.isEmpty()) continue;
            if (l.startsWith("# counts ")) {
                String[] f = l.substring(9).split(" ");
                long[] a = new long[f.length];
                for (int i = 0; i < f.length; i++) a[i] = Long.parseLong(f[i]);
                counts = Sweep.Counts.of(a);
                continue;
            }
            String[] f = l.split(" ");
            if (f.length != 7) throw new IllegalArgumentException("bad partition line: " + l);
            String[] hs = f[5].split(",");
            long[] h = new long[hs.length];
            for (int i = 0; i < hs.length; i++) h[i] = Long.parseLong(hs[i]);
            rows.add(new Sweep.Puzzle(f[1], Integer.parseInt(f[0]), Integer.parseInt(f[6]), Long.parseLong(f[2]),
                    Integer.parseInt(f[3]), Integer.parseInt(f[4]), h));
        }
        if (counts == null) throw new IllegalArgumentException("partition has no '# counts' line");
        return new Enumeration.Result(rows, counts);
    }
}
