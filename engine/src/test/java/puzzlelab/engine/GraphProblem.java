package puzzlelab.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * An explicit directed graph as a search problem, for testing the engine against textbook answers. States are
 * node numbers packed into {@code words} longs (the extra words repeat the node scrambled, to exercise multi-word
 * keys). Moves are edge indices into the node's adjacency list.
 */
final class GraphProblem implements Problem {
    final int n;
    final int start;
    final int goal;
    final int words;
    final List<int[]>[] edges;  // edges[u] = list of {v, cost}
    boolean reversible;

    @SuppressWarnings("unchecked")
    GraphProblem(int n, int start, int goal, int words) {
        this.n = n;
        this.start = start;
        this.goal = goal;
        this.words = words;
        edges = new List[n];
        for (int i = 0; i < n; i++) edges[i] = new ArrayList<>();
    }

    GraphProblem edge(int u, int v, int cost) {
        edges[u].add(new int[]{v, cost});
        return this;
    }

    /** A random graph with out-degree up to {@code degree}; costs 1 or 1..maxCost. */
    static GraphProblem random(long seed, int n, int degree, int maxCost, int words, boolean undirected) {
        Random r = new Random(seed);
        GraphProblem g = new GraphProblem(n, 0, n - 1, words);
        g.reversible = undirected;
        for (int u = 0; u < n; u++) {
            int d = r.nextInt(degree + 1);
            for (int k = 0; k < d; k++) {
                int v = r.nextInt(n);
                int c = 1 + r.nextInt(maxCost);
                g.edge(u, v, c);
                if (undirected) g.edge(v, u, c);
            }
        }
        return g;
    }

    static long scramble(long x) {
        return Keys.mix(x + 12345);
    }

    @Override public int words() { return words; }

    @Override
    public void initial(long[] dst) {
        pack(start, dst);
    }

    void pack(int node, long[] dst) {
        dst[0] = node;
        for (int i = 1; i < words; i++) dst[i] = scramble(node + i);
    }

    @Override public boolean isGoal(long[] s) { return s[0] == goal; }

    @Override
    public void expand(long[] s, Successors out) {
        List<int[]> es = edges[(int) s[0]];
        for (int i = 0; i < es.size(); i++) {
            pack(es.get(i)[0], out.child());
            out.emit(i, es.get(i)[1]);
        }
    }

    @Override
    public boolean unitCost() {
        for (List<int[]> es : edges) for (int[] e : es) if (e[1] != 1) return false;
        return true;
    }

    @Override public boolean reversible() { return reversible; }

    @Override
    public List<long[]> goalStates() {
        long[] g = new long[words];
        pack(goal, g);
        return List.of(g);
    }

    /** Reference shortest distances by Bellman-Ford style relaxation (small graphs): -1 if unreachable. */
    long distance(boolean unit) {
        long[] d = new long[n];
        java.util.Arrays.fill(d, Long.MAX_VALUE);
        d[start] = 0;
        for (int round = 0; round < n; round++) {
            for (int u = 0; u < n; u++) {
                if (d[u] == Long.MAX_VALUE) continue;
                for (int[] e : edges[u]) {
                    long c = unit ? 1 : e[1];
                    if (d[u] + c < d[e[0]]) d[e[0]] = d[u] + c;
                }
            }
        }
        return d[goal] == Long.MAX_VALUE ? -1 : d[goal];
    }
}
