package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import puzzlelab.engine.algo.Algorithms;

/** A trace on breadth-/best-first searches only watches: the same result and counts as untraced, one row per expansion. */
class TraceTest {

    /** Records the best-first callbacks. */
    static final class Recording implements Trace {
        final List<int[]> paths = new ArrayList<>();
        final List<Long> gs = new ArrayList<>();
        final List<Verdict> verdicts = new ArrayList<>();
        final List<Long> firstNextG = new ArrayList<>();   // per expansion: g of the first previewed node, or -1
        long generated;

        @Override public void child(int depth, int move, long g, int h, Verdict verdict) {
            throw new AssertionError("depth-first callback from a best-first search");
        }

        @Override public void expand(int[] path, long g, int h, Verdict verdict) {
            paths.add(path);
            gs.add(g);
            verdicts.add(verdict);
            if (verdict == Verdict.EXPAND) firstNextG.add(-1L);
        }

        @Override public void generated(int move, long g, int h, boolean fresh) {
            generated++;
        }

        @Override public int preview() {
            return 3;
        }

        @Override public void next(int[] path, long g, int h) {
            int last = firstNextG.size() - 1;
            if (firstNextG.get(last) < 0) firstNextG.set(last, g);
        }

        long count(Verdict v) {
            return verdicts.stream().filter(v::equals).count();
        }
    }

    @Property(tries = 150)
    void aTraceChangesNothing(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                              @ForAll @IntRange(min = 2, max = 80) int n,
                              @ForAll @IntRange(min = 1, max = 4) int maxCost,
                              @ForAll boolean undirected) {
        GraphProblem g = GraphProblem.random(seed, n, 3, maxCost, 1 + (int) (seed % 2), undirected);
        for (String a : new String[]{"bfs", "astar", "wastar", "greedy", "ucs"}) {
            Result plain = SearchRunner.run(Algorithms.create(a, g, null, SearchOptions.DEFAULT), Limits.NONE);
            Recording t = new Recording();
            Result traced = SearchRunner.run(Algorithms.create(a, g, null, SearchOptions.DEFAULT.withTrace(t)), Limits.NONE);
            assertThat(traced.status()).as(a).isEqualTo(plain.status());
            assertThat(traced.stats().expanded).as(a).isEqualTo(plain.stats().expanded);
            assertThat(traced.stats().generated).as(a).isEqualTo(plain.stats().generated);
            assertThat(traced.stats().duplicates).as(a).isEqualTo(plain.stats().duplicates);
            assertThat(traced.stats().stored).as(a).isEqualTo(plain.stats().stored);
            if (plain.solution() != null) {
                assertThat(traced.solution().moves()).as(a).isEqualTo(plain.solution().moves());
                assertThat(t.count(Trace.Verdict.GOAL)).as(a).isEqualTo(1);
                assertThat(t.verdicts.get(t.verdicts.size() - 1)).as(a).isEqualTo(Trace.Verdict.GOAL);
                // BFS rebuilds its path by walking back layer by layer (any parent); the trace names the one that found it
                int[] goalPath = t.paths.get(t.paths.size() - 1);
                if (a.equals("bfs")) assertThat(goalPath).as(a).hasSameSizeAs(plain.solution().moves());
                else assertThat(goalPath).as(a).isEqualTo(plain.solution().moves());
                assertThat(Replay.solves(g, goalPath)).as(a).isTrue();
            } else {
                assertThat(t.count(Trace.Verdict.GOAL)).as(a).isZero();
            }
            // a row per expansion, each with the path that reaches it and its cost
            assertThat(t.count(Trace.Verdict.EXPAND)).as(a).isEqualTo(plain.stats().expanded);
            for (int i = 0; i < t.paths.size(); i++)
                assertThat(Replay.cost(g, t.paths.get(i))).as(a + " row " + i).isEqualTo(t.gs.get(i));
            if (!a.equals("bfs")) assertThat(t.generated + 1).as(a).isEqualTo(plain.stats().generated);
            if (a.equals("ucs")) {
                // the preview's first node is the one taken next (least g; ties have the same g)
                List<Long> expandedG = new ArrayList<>();
                for (int i = 0; i < t.verdicts.size(); i++) expandedG.add(t.gs.get(i));
                for (int i = 0; i + 1 < expandedG.size() && i < t.firstNextG.size(); i++)
                    if (t.firstNextG.get(i) >= 0) assertThat(t.firstNextG.get(i)).as("ucs next " + i).isEqualTo(expandedG.get(i + 1));
            }
        }
    }
}
