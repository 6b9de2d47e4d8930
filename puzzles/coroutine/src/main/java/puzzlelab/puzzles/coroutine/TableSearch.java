package puzzlelab.puzzles.coroutine;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * Solves in one step over the whole array-indexed state table ({@link Analysis}): a lexicographic Dijkstra
 * (minimised metric first, the other metric as tie-break). Counts: expanded = stored = reachable states.
 */
final class TableSearch extends Search {
    private final CoroutineBoard board;
    private final int metric;

    TableSearch(CoroutineBoard board, String metric) {
        this.board = board;
        this.metric = Analysis.metricIndex(metric);
    }

    @Override public String name() { return "table"; }

    @Override
    public Status step(int budget) {
        Analysis a = Analysis.of(board);
        stats.expanded = a.reachable;
        stats.stored = a.reachable;
        stats.generated = a.reachable + 1;
        stats.iterations = 1;
        int[] line = a.line(metric);
        if (line == null) {
            message = a.dead > 0 ? "every line ends in a dead position or loops" : "no line reaches the centre";
            return Status.UNSOLVABLE;
        }
        best = new Solution(line, metric == Analysis.TURNS ? a.turns() : a.moves());
        return Status.SOLVED;
    }

    @Override public boolean provesOptimal() { return true; }
    @Override public long bytes() { return 145L * 40; }
}
