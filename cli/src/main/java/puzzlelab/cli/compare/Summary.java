package puzzlelab.cli.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import puzzlelab.puzzles.Instance;

/**
 * The comparison folded per instance × configuration, for the table and the charts. A random configuration's
 * cell aggregates its seeds (best and mean length, mean nodes and time); a deterministic one holds its single
 * (median) row. The best known length of an instance is the shortest solution any run found; it is proven optimal
 * when a run proved optimality.
 */
final class Summary {
    /**
     * One cell. {@code status}: SOLVED, UNSOLVABLE, LIMIT, ERROR (of the row, or for random runs SOLVED when any
     * seed solved), SKIPPED (does not apply). {@code best}/{@code mean}: solution lengths (null without any).
     */
    record Cell(String status, Long best, Double mean, int solved, int runs, boolean optimal, double expanded,
                double wallMs, boolean random) {
    }

    static final String SKIPPED = "SKIPPED";

    final List<Instance> instances;
    final List<AlgoSpec> specs;
    final int repeat;
    final long seed;
    private final Cell[][] cells;

    Summary(List<Instance> instances, List<AlgoSpec> specs, List<RowSink.Measured> rows, Set<Long> skipped,
            int repeat, long seed) {
        this.instances = instances;
        this.specs = specs;
        this.repeat = repeat;
        this.seed = seed;
        cells = new Cell[instances.size()][specs.size()];
        List<List<List<Row>>> groups = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            List<List<Row>> l = new ArrayList<>();
            for (int s = 0; s < specs.size(); s++) l.add(new ArrayList<>());
            groups.add(l);
        }
        for (RowSink.Measured m : rows) groups.get(m.instance()).get(m.spec()).add(m.row());
        for (int i = 0; i < instances.size(); i++) {
            for (int s = 0; s < specs.size(); s++) {
                List<Row> g = groups.get(i).get(s);
                if (!g.isEmpty()) cells[i][s] = fold(g);
                else if (skipped.contains(key(i, s))) cells[i][s] = new Cell(SKIPPED, null, null, 0, 0, false, 0, 0, false);
            }
        }
    }

    static long key(int instance, int spec) {
        return ((long) instance << 32) | spec;
    }

    /** The cell, or null when the pair was not run (cancelled). */
    Cell cell(int instance, int spec) {
        return cells[instance][spec];
    }

    /** Shortest solution any run found for the instance, or null. */
    Long bestKnown(int instance) {
        Long best = null;
        for (Cell c : cells[instance]) if (c != null && c.best != null && (best == null || c.best < best)) best = c.best;
        return best;
    }

    boolean provenOptimal(int instance) {
        Long best = bestKnown(instance);
        for (Cell c : cells[instance]) if (c != null && c.optimal && c.best != null && c.best.equals(best)) return true;
        return false;
    }

    boolean provenUnsolvable(int instance) {
        for (Cell c : cells[instance]) if (c != null && c.status.equals("UNSOLVABLE")) return true;
        return false;
    }

    boolean anyRandom() {
        for (Cell[] row : cells) for (Cell c : row) if (c != null && c.random) return true;
        return false;
    }

    private static Cell fold(List<Row> g) {
        boolean random = g.get(0).seed() != null;
        if (!random) {
            Row r = g.get(0);
            return new Cell(r.status(), r.length(), r.length() == null ? null : r.length().doubleValue(),
                    r.hasSolution() ? 1 : 0, 1, r.optimal(), r.expanded(), r.wallMs(), false);
        }
        Long best = null;
        double sum = 0;
        int solved = 0;
        double expanded = 0;
        double wall = 0;
        for (Row r : g) {
            expanded += r.expanded();
            wall += r.wallMs();
            if (r.hasSolution()) {
                solved++;
                sum += r.length();
                if (best == null || r.length() < best) best = r.length();
            }
        }
        boolean anySolved = g.stream().anyMatch(r -> r.status().equals("SOLVED"));
        String status = anySolved ? "SOLVED" : g.get(0).status();
        Long shortest = best;   // a seed whose run proved its length optimal proves the best (auto is seeded too)
        boolean optimal = shortest != null && g.stream().anyMatch(r -> r.optimal() && shortest.equals(r.length()));
        return new Cell(status, best, solved == 0 ? null : sum / solved, solved, g.size(), optimal,
                expanded / g.size(), wall / g.size(), true);
    }
}
