package puzzlelab.puzzles.rushhour;

import java.util.Arrays;

/**
 * Shortest path between two given positions of the same (sub-)puzzle: bidirectional breadth-first search, one
 * whole layer of the smaller side at a time, keeping the best meeting of that layer. Gives up (null) past a cap on
 * stored states. Used to shorten windows of a long solution.
 */
final class PairBfs {
    private final Packed pk;
    private final int w;
    private final int cap;
    long stored;

    PairBfs(Packed pk, int cap) {
        this.pk = pk;
        this.w = pk.words;
        this.cap = cap;
    }

    private final class Side {
        final KeyTable seen = new KeyTable(w, 1 << 10);
        long[] layer = new long[64];
        int size;
        int depth;

        Side(long[] root) {
            seen.add(root, 0);
            System.arraycopy(root, 0, layer, 0, w);
            size = 1;
        }
    }

    /** Moves from {@code a} to {@code b}, shortest, or null when over the cap (or none exists). */
    int[] path(long[] a, long[] b) {
        if (Arrays.equals(a, b)) return new int[0];
        Side fwd = new Side(a);
        Side bwd = new Side(b);
        Children children = new Children(pk);
        long[] s = new long[w];
        long[] kid = new long[w];
        while (fwd.size > 0 && bwd.size > 0) {
            Side me = fwd.size <= bwd.size ? fwd : bwd;
            Side other = me == fwd ? bwd : fwd;
            long[] next = new long[Math.max(64, me.size * w * 4)];
            int nextSize = 0;
            int bestLen = Integer.MAX_VALUE;
            long[] meet = null;
            for (int i = 0; i < me.size; i++) {
                System.arraycopy(me.layer, i * w, s, 0, w);
                int kids = children.of(s);
                for (int j = 0; j < kids; j++) {
                    children.copy(j, kid);
                    if (!me.seen.add(kid, me.depth + 1)) continue;
                    int od = other.seen.depth(kid);
                    if (od >= 0) {
                        int len = me.depth + 1 + trueDepth(other, od);
                        if (len < bestLen) {
                            bestLen = len;
                            meet = kid.clone();
                        }
                    }
                    if ((nextSize + 1) * w > next.length) next = Arrays.copyOf(next, next.length * 2);
                    System.arraycopy(kid, 0, next, nextSize * w, w);
                    nextSize++;
                }
            }
            me.layer = next;
            me.size = nextSize;
            me.depth++;
            stored = fwd.seen.size() + (long) bwd.seen.size();
            if (meet != null) {
                int[] head = PackedBfs.walkBack(pk, fwd.seen, meet, depthOf(fwd, meet), false);
                int[] tail = PackedBfs.walkBack(pk, bwd.seen, meet, depthOf(bwd, meet), false);
                int[] out = new int[head.length + tail.length];
                // head walks from the meeting point back to a: reverse it and undo each move
                for (int i = 0; i < head.length; i++) {
                    int m = head[head.length - 1 - i];
                    out[i] = Packed.code(Packed.vehicle(m), -Packed.distance(m));
                }
                // tail walks from the meeting point on to b: already forward moves
                System.arraycopy(tail, 0, out, head.length, tail.length);
                return out;
            }
            if (stored > cap) return null;
        }
        return null;
    }

    /** Depths are stored mod 256; the other side's depth is at most its current depth. */
    private static int trueDepth(Side side, int stored) {
        int d = side.depth;
        return d - ((d - stored) & 0xFF);
    }

    private static int depthOf(Side side, long[] key) {
        return trueDepth(side, side.seen.depth(key));
    }
}
