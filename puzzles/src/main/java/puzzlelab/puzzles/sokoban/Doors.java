package puzzlelab.puzzles.sokoban;

/**
 * The squares that cut the empty level in two (articulation points of its floor graph, Tarjan's low-link): corridors
 * and doorways between rooms. A box standing on one blocks the way between rooms; their number is a rough room
 * connectivity feature.
 */
final class Doors {
    private Doors() {
    }

    static boolean[] of(Board b) {
        boolean[] cut = new boolean[b.n];
        int[] order = new int[b.n], low = new int[b.n], parent = new int[b.n], next = new int[b.n];
        int[] stack = new int[b.n];
        java.util.Arrays.fill(order, -1);
        int counter = 0;
        // iterative DFS from square 0 (every square is reachable: the squares are the player's region)
        int top = 0;
        stack[top++] = 0;
        order[0] = low[0] = counter++;
        parent[0] = -1;
        int rootChildren = 0;
        while (top > 0) {
            int s = stack[top - 1];
            if (next[s] < 4) {
                int t = b.nb[s * 4 + next[s]++];
                if (t < 0 || t == parent[s]) continue;
                if (order[t] < 0) {
                    order[t] = low[t] = counter++;
                    parent[t] = s;
                    if (s == 0) rootChildren++;
                    stack[top++] = t;
                } else low[s] = Math.min(low[s], order[t]);
            } else {
                top--;
                int p = parent[s];
                if (p >= 0) {
                    low[p] = Math.min(low[p], low[s]);
                    if (p != 0 && low[s] >= order[p]) cut[p] = true;
                }
            }
        }
        cut[0] = rootChildren > 1;
        return cut;
    }
}
