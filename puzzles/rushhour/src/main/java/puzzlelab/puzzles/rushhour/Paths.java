package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Helpers on move lists: replaying into keys and cutting loops (a state visited twice). */
final class Paths {
    private Paths() {
    }

    record Key(long[] k) {
        @Override public boolean equals(Object o) { return o instanceof Key x && Arrays.equals(x.k, k); }
        @Override public int hashCode() { return Arrays.hashCode(k); }
    }

    /** Keys of all states along the moves, the initial state first (moves must be legal). */
    static List<long[]> keys(Packed pk, int[] start, int[] moves) {
        int[] pos = start.clone();
        List<long[]> out = new ArrayList<>(moves.length + 1);
        long[] k = new long[pk.words];
        pk.encode(pos, k);
        out.add(k.clone());
        for (int m : moves) {
            long[] c = new long[pk.words];
            pk.moveKey(k, Packed.vehicle(m), Packed.distance(m), c);
            out.add(c);
            k = c;
        }
        return out;
    }

    /** Removes every loop: from each state jump to its last visit. */
    static int[] cutLoops(Packed pk, int[] start, int[] moves) {
        List<long[]> ks = keys(pk, start, moves);
        Map<Key, Integer> last = new HashMap<>();
        for (int i = 0; i < ks.size(); i++) last.put(new Key(ks.get(i)), i);
        IntArrayList out = new IntArrayList();
        int i = 0;
        while (i < moves.length) {
            int j = last.get(new Key(ks.get(i)));
            if (j > i) {
                i = j;
                continue;
            }
            out.add(moves[i]);
            i++;
        }
        return PackedBfs.merge(out.toIntArray());
    }

    /** Positions of all vehicles before each move and after the last (moves must be legal). */
    static int[][] positions(int[] start, int[] moves) {
        int[][] out = new int[moves.length + 1][];
        int[] pos = start.clone();
        out[0] = pos.clone();
        for (int i = 0; i < moves.length; i++) {
            pos[Packed.vehicle(moves[i])] += Packed.distance(moves[i]);
            out[i + 1] = pos.clone();
        }
        return out;
    }

    /**
     * Merges moves of one vehicle that are separated only by moves they commute with: move i of vehicle v is
     * delayed to the next move j of v when every move in between sweeps no cell that move i sweeps (so it stays
     * legal and nothing in between notices), then the two become one move (or none, when they cancel). Repeated
     * until nothing merges; then loops are cut. Random walks shrink by a large factor.
     */
    static int[] sink(Packed pk, int[] start, int[] moves) {
        boolean changed = true;
        while (changed) {
            changed = false;
            int[][] pos = positions(start, moves);
            int n = moves.length;
            int[] nextSame = new int[n];
            int[] lastAt = new int[pk.count];
            java.util.Arrays.fill(lastAt, -1);
            for (int i = n - 1; i >= 0; i--) {
                int v = Packed.vehicle(moves[i]);
                nextSame[i] = lastAt[v];
                lastAt[v] = i;
            }
            boolean[] dead = new boolean[n];
            int[] out = moves.clone();
            int i = 0;
            while (i < n) {
                int j = nextSame[i];
                if (dead[i] || j < 0) {
                    i++;
                    continue;
                }
                int v = Packed.vehicle(moves[i]);
                int p = pos[i][v];
                int d = Packed.distance(moves[i]);
                int from = Math.min(p, p + d);
                int to = Math.max(p, p + d) + pk.length[v] - 1;
                boolean ok = true;
                for (int k = i + 1; k < j && ok; k++) {
                    if (dead[k] || out[k] != moves[k]) {
                        ok = false;   // touched by an earlier merge in this pass
                        break;
                    }
                    int u = Packed.vehicle(moves[k]);
                    int q = pos[k][u];
                    int e = Packed.distance(moves[k]);
                    ok = disjoint(pk, v, from, to, u, Math.min(q, q + e), Math.max(q, q + e) + pk.length[u] - 1);
                }
                if (ok && !dead[j] && out[j] == moves[j]) {
                    int total = d + Packed.distance(moves[j]);
                    dead[i] = true;
                    if (total == 0) dead[j] = true;
                    else out[j] = Packed.code(v, total);
                    changed = true;
                    i = j + 1;
                } else {
                    i++;
                }
            }
            IntArrayList kept = new IntArrayList();
            for (int k = 0; k < n; k++) if (!dead[k]) kept.add(out[k]);
            moves = kept.toIntArray();
        }
        return cutLoops(pk, start, moves);
    }

    /** Whether two lane intervals (vehicle v over [a1, b1], vehicle u over [a2, b2]) share no cell. */
    static boolean disjoint(Packed pk, int v, int a1, int b1, int u, int a2, int b2) {
        if (pk.horizontal[u] == pk.horizontal[v]) return pk.lane[u] != pk.lane[v] || b2 < a1 || a2 > b1;
        return pk.lane[v] < a2 || pk.lane[v] > b2 || pk.lane[u] < a1 || pk.lane[u] > b1;
    }

    static long cost(int[] moves, boolean steps) {
        long c = 0;
        for (int m : moves) c += steps ? Math.abs(Packed.distance(m)) : 1;
        return c;
    }
}
