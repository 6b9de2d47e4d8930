package puzzlelab.puzzles.fifteen;

import java.util.Arrays;

/**
 * An additive pattern database for the 4×4 puzzle (Korf &amp; Felner): for a group of up to 5 tiles, the fewest
 * moves <em>of those tiles</em> needed to bring them home, whatever the other tiles do. Counting only the group's
 * own moves makes the values of disjoint groups add up to an admissible, consistent heuristic.
 *
 * <p>Built once by a 0-1 breadth-first search backwards from the goal over (cells of the group's tiles, blank
 * cell): the blank swapping with a group tile costs 1, with any other tile 0. A state is indexed directly by its
 * cells, 4 bits each, so no ranking is needed: 16^5 bytes per group, 16^6 during the build.
 */
final class PatternDatabase {
    static final int[][] PARTITION_555 = {{1, 2, 3, 6, 7}, {4, 5, 8, 9, 12}, {10, 11, 13, 14, 15}};
    private static volatile PatternDatabase[] cached555;

    final int[] tiles;
    final byte[] table;   // index = cells of tiles[0..k) in 4-bit digits, tiles[0] most significant

    PatternDatabase(int[] tiles) {
        this.tiles = tiles;
        this.table = build(tiles);
    }

    /** The three 5-tile databases of the 5-5-5 partition (about 3 MB), built on first use. */
    static PatternDatabase[] partition555() {
        PatternDatabase[] p = cached555;
        if (p == null) {
            synchronized (PatternDatabase.class) {
                p = cached555;
                if (p == null) {
                    p = new PatternDatabase[PARTITION_555.length];
                    for (int i = 0; i < p.length; i++) p[i] = new PatternDatabase(PARTITION_555[i]);
                    cached555 = p;
                }
            }
        }
        return p;
    }

    /** Shift of the 4-bit digit of the j-th tile of the group in an index. */
    int shift(int j) {
        return 4 * (tiles.length - 1 - j);
    }

    int index(int[] cellOfTile) {
        int idx = 0;
        for (int t : tiles) idx = (idx << 4) | cellOfTile[t];
        return idx;
    }

    private static byte[] build(int[] tiles) {
        int k = tiles.length;
        int size = 1 << (4 * k + 4);          // group cells + blank cell
        byte[] dist = new byte[size];
        Arrays.fill(dist, (byte) -1);
        int goal = 0;
        for (int t : tiles) goal = (goal << 4) | t;
        goal = goal << 4;                      // blank on cell 0
        int[] cur = new int[1 << 16];
        int curN = 0;
        int[] next = new int[1 << 16];
        int nextN = 0;
        dist[goal] = 0;
        cur[curN++] = goal;
        int[] cells = new int[k];
        for (int d = 0; curN > 0; d++) {
            for (int i = 0; i < curN; i++) {       // cur grows while zero-cost moves append to it
                int s = cur[i];
                if ((dist[s] & 0xFF) != d) continue;
                int blank = s & 15;
                for (int j = 0; j < k; j++) cells[j] = (s >>> (4 * (k - j))) & 15;
                int r = blank >> 2;
                int c = blank & 3;
                for (int m = 0; m < 4; m++) {
                    int nb;
                    if (m == 0) { if (r == 0) continue; nb = blank - 4; }
                    else if (m == 1) { if (c == 0) continue; nb = blank - 1; }
                    else if (m == 2) { if (c == 3) continue; nb = blank + 1; }
                    else { if (r == 3) continue; nb = blank + 4; }
                    int moved = -1;
                    for (int j = 0; j < k; j++) if (cells[j] == nb) moved = j;
                    int t = (s & ~15) | nb;
                    int cost = 0;
                    if (moved >= 0) {
                        int sh = 4 * (k - moved);
                        t = (t & ~(15 << sh)) | (blank << sh);
                        cost = 1;
                    }
                    int nd = d + cost;
                    int old = dist[t] & 0xFF;
                    if (dist[t] != -1 && old <= nd) continue;
                    dist[t] = (byte) nd;
                    if (cost == 0) {
                        if (curN == cur.length) cur = Arrays.copyOf(cur, curN * 2);
                        cur[curN++] = t;
                    } else {
                        if (nextN == next.length) next = Arrays.copyOf(next, nextN * 2);
                        next[nextN++] = t;
                    }
                }
            }
            int[] tmp = cur;
            cur = next;
            curN = nextN;
            next = tmp;
            nextN = 0;
        }
        byte[] table = new byte[1 << (4 * k)];
        Arrays.fill(table, Byte.MAX_VALUE);
        for (int s = 0; s < size; s++) {
            if (dist[s] == -1) continue;
            int idx = s >>> 4;
            if (dist[s] < table[idx]) table[idx] = dist[s];
        }
        return table;
    }
}
