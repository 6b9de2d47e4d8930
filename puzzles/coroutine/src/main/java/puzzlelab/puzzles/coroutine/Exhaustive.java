package puzzlelab.puzzles.coroutine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact length of every board at once: the minimum turns (or moves) of all 255^8 boards with default starts (256^8
 * with empty squares allowed), by a search over the solver's BFS in which arrows are decided only when the BFS
 * first looks at them.
 * <pre>
 *   enumerate(decided bits, BFS queue):
 *     pop the next state (p, o) of the BFS (0-1 BFS for moves); none left → every completion is unsolvable
 *     for each assignment of the still-undecided arrows of square o that a mover on p could use:
 *       (a square with all 8 arrows decided absent is dropped unless empty squares are allowed)
 *       a step onto the centre → every completion has length dist(p, o) + 1: a leaf
 *       otherwise push the successors (a pass when there are none) and recurse
 * </pre>
 * A leaf stands for every board that agrees with its decided arrows: the BFS of each such board takes exactly the
 * leaf's path, because it never reads an undecided arrow. Leaves are disjoint and cover the class, so counting the
 * completions of each leaf (2^u per square with u undecided arrows, minus the empty square when it is excluded) gives
 * the exact histogram, and the sum over all leaves and unsolvable ends must be 255^8 (256^8): a check of coverage
 * that {@link Tally#total()} exposes.
 *
 * <p>Symmetry: the diagonal mirror fixes squares 1, 5, 9 and maps a board to one of the same length. At the start
 * state (A on 1, B on 9) the arrows E and S of square 9 are mirror images; the branch E without S is searched with
 * weight 2 and the branch S without E is skipped. The same holds after a first forced pass (state B on 9, A on 1:
 * W and N of square 1). The partial board must itself be mirror-symmetric there (always true for the whole class;
 * checked for a sub-class). About half the search nodes; every count stays exact.
 *
 * <p>Cost for the whole class: 1.55e9 search nodes for turns, 1.15e9 for moves (about 1.6e9 and 1.2e9 with empty
 * squares), 1-2 minutes each on one core. Not thread-safe.
 */
final class Exhaustive {
    private static final int INF = 1 << 20;
    private static final int MAX_LENGTH = 60;
    /** ID-order index of each square (centre -1): byte {@code IDX[sq]} of a packed board is square sq's mask. */
    private static final int[] IDX = {0, 1, 2, 3, -1, 4, 5, 6, 7};
    /** REL[p &lt;&lt; 4 | o] = arrows of square o that a mover on p can use (on the board, not onto o). */
    private static final int[] REL = new int[144];
    /** DEST[p &lt;&lt; 8 | m]: the squares reached from p with arrows m (bit 4 = the centre). */
    private static final short[] DEST = Rules.DEST;
    /** Mirror of each arrow mask. */
    private static final int[] MIRROR_MASK = new int[256];

    static {
        for (int m = 0; m < 256; m++) MIRROR_MASK[m] = Rules.mirrorMask(m);
        for (int p = 0; p < 9; p++)
            for (int o = 0; o < 9; o++) {
                int r = 0;
                for (int d = 0; d < 8; d++) {
                    int q = Rules.STEP[p][d];
                    if (q >= 0 && q != o) r |= 1 << d;
                }
                REL[p << 4 | o] = r;
            }
    }

    /**
     * A class of boards of one length: every board whose arrows agree with {@code value} on the bits of
     * {@code decided} (and, unless empty squares are allowed, has no empty square). When {@code mirrored}, the
     * class also stands for the mirror images of those boards, which were not searched.
     */
    record Leaf(long value, long decided, int length, boolean mirrored, long boards) {
        /** The board of the class with every undecided arrow absent, except one per square that would be empty. */
        long representative(boolean allowEmpty) {
            long p = value;
            if (!allowEmpty) {
                for (int i = 0; i < 8; i++) {
                    if ((p >>> (8 * i) & 0xFF) != 0) continue;
                    long free = ~decided >>> (8 * i) & 0xFF;
                    p |= Long.lowestOneBit(free) << (8 * i);
                }
            }
            return p;
        }
    }

    /** What an enumeration found. Counts are exact (unsigned 128-bit sums). */
    static final class Tally {
        final int metric;
        final boolean allowEmpty;
        final BigInteger[] boards = new BigInteger[MAX_LENGTH];
        BigInteger unsolvable;
        long nodes;
        long nanos;
        /** Leaves of length ≥ listFrom (more than {@link #listed} holds when the cap was reached). */
        long leavesFrom;
        final List<Leaf> listed = new ArrayList<>();

        Tally(int metric, boolean allowEmpty) {
            this.metric = metric;
            this.allowEmpty = allowEmpty;
        }

        /** The longest length with at least one board, or -1. */
        int max() {
            for (int n = MAX_LENGTH - 1; n >= 0; n--) if (boards[n].signum() > 0) return n;
            return -1;
        }

        /** Number of boards of this length (0 for lengths no board has). */
        BigInteger boards(int length) {
            return length >= 0 && length < MAX_LENGTH ? boards[length] : BigInteger.ZERO;
        }

        /** Boards covered: the solvable ones of every length plus the unsolvable ones. */
        BigInteger total() {
            BigInteger t = unsolvable;
            for (BigInteger b : boards) t = t.add(b);
            return t;
        }
    }

    private final int metric;
    private final boolean allowEmpty;
    private final int listFrom;
    private final int listCap;

    private long value;
    private long decided;
    private final int[] dist = new int[144];
    private final boolean[] expanded = new boolean[144];
    private final int[] deque = new int[4 * 144];
    private final int[] undoIndex = new int[1 << 16];
    private final int[] undoOld = new int[1 << 16];
    private int undoTop;
    private final long[] lo = new long[MAX_LENGTH];
    private final long[] hi = new long[MAX_LENGTH];
    private long unsolvedLo;
    private long unsolvedHi;
    private long nodes;
    private long leavesFrom;
    private int longest = -1;
    private final List<Leaf> listed = new ArrayList<>();
    private java.util.function.BooleanSupplier cancel;

    /** Unwinds the recursion when the caller cancels. */
    private static final class Cancelled extends RuntimeException {
        Cancelled() {
            super(null, null, false, false);
        }
    }

    private Exhaustive(int metric, boolean allowEmpty, int listFrom, int listCap, long fixedValue, long fixedDecided) {
        this.metric = metric;
        this.allowEmpty = allowEmpty;
        this.listFrom = listFrom;
        this.value = fixedValue & fixedDecided;
        this.decided = fixedDecided;
        this.listCap = listCap;
    }

    /**
     * Every board of the class; leaves of length ≥ listFrom (listFrom &lt; 0: of the maximum length) are kept in
     * {@link Tally#listed}, at most listCap of them.
     */
    static Tally all(int metric, boolean allowEmpty, int listFrom, int listCap) {
        return run(metric, allowEmpty, listFrom, listCap, 0, 0);
    }

    /**
     * The sub-class of boards that agree with {@code fixedValue} on the bits of {@code fixedDecided}: small
     * sub-classes can be checked board by board against a plain solver.
     */
    static Tally run(int metric, boolean allowEmpty, int listFrom, int listCap, long fixedValue, long fixedDecided) {
        return run(metric, allowEmpty, listFrom, listCap, fixedValue, fixedDecided, () -> false);
    }

    /** The same; null when {@code cancel} turned true before the enumeration ended. */
    static Tally run(int metric, boolean allowEmpty, int listFrom, int listCap, long fixedValue, long fixedDecided,
                      java.util.function.BooleanSupplier cancel) {
        Exhaustive e = new Exhaustive(metric, allowEmpty, listFrom, listCap, fixedValue, fixedDecided);
        e.cancel = cancel;
        long t0 = System.nanoTime();
        Tally r = new Tally(metric, allowEmpty);
        java.util.Arrays.fill(e.dist, INF);
        if (e.anyEmptyForced()) {
            r.unsolvable = BigInteger.ZERO;
        } else {
            int start = CoroutineBoard.DEFAULT_A << 4 | CoroutineBoard.DEFAULT_B;
            int head = 2 * 144;
            e.dist[start] = 0;
            e.deque[head] = start;
            try {
                e.expand(head, head + 1, 1);
            } catch (Cancelled c) {
                return null;
            }
            r.unsolvable = u128(e.unsolvedHi, e.unsolvedLo);
        }
        for (int n = 0; n < MAX_LENGTH; n++) r.boards[n] = u128(e.hi[n], e.lo[n]);
        r.nodes = e.nodes;
        r.nanos = System.nanoTime() - t0;
        r.listed.addAll(e.listed);
        r.leavesFrom = e.leavesFrom;
        return r;
    }

    private static BigInteger u128(long hi, long lo) {
        return new BigInteger(Long.toUnsignedString(hi)).shiftLeft(64).add(new BigInteger(Long.toUnsignedString(lo)));
    }

    private boolean anyEmptyForced() {
        if (allowEmpty) return false;
        for (int i = 0; i < 8; i++) if ((decided >>> (8 * i) & 0xFF) == 0xFF && (value >>> (8 * i) & 0xFF) == 0) return true;
        return false;
    }

    /** Completions of the current partial board, times the symmetry weight. */
    private long weight(int mult) {
        long w = mult;
        for (int i = 0; i < 8; i++) {
            int free = 8 - Long.bitCount(decided >>> (8 * i) & 0xFF);
            boolean none = (value >>> (8 * i) & 0xFF) == 0;
            w *= (1L << free) - (none && !allowEmpty ? 1 : 0);
        }
        return w;
    }

    private void setDist(int s, int v) {
        undoIndex[undoTop] = s;
        undoOld[undoTop++] = dist[s];
        dist[s] = v;
    }

    private void setDeque(int i, int v) {
        undoIndex[undoTop] = 1000 + i;
        undoOld[undoTop++] = deque[i];
        deque[i] = v;
    }

    private void undo(int mark) {
        while (undoTop > mark) {
            int i = undoIndex[--undoTop];
            if (i >= 1000) deque[i - 1000] = undoOld[undoTop];
            else dist[i] = undoOld[undoTop];
        }
    }

    /**
     * Pops the next state of the deque [head, tail) and branches on its undecided arrows. Turns: a plain BFS
     * (passes cost 1, go to the back). Moves: 0-1 BFS (passes cost 0, go to the front; a state is expanded once,
     * stale copies are skipped).
     */
    private void expand(int head, int tail, int mult) {
        if ((++nodes & 0xFFFF) == 0 && cancel.getAsBoolean()) throw new Cancelled();
        while (head < tail && expanded[deque[head]]) head++;
        if (head == tail) {
            long w = weight(mult);
            unsolvedLo += w;
            if (Long.compareUnsigned(unsolvedLo, w) < 0) unsolvedHi++;
            return;
        }
        int s = deque[head++];
        int p = s >>> 4;
        int o = s & 15;
        int d = dist[s];
        expanded[s] = true;
        int shift = 8 * IDX[o];
        int rel = REL[s];
        int open = rel & ~(int) (decided >>> shift) & 0xFF;
        int known = (int) (value >>> shift) & rel & ~open;
        long oldValue = value;
        long oldDecided = decided;
        decided = oldDecided | (long) open << shift;
        boolean squareDone = (decided >>> shift & 0xFF) == 0xFF && !allowEmpty;
        // a mirror-fixed state (A on 1, B on 9 or B on 9, A on 1) with a mirror-symmetric partial board
        boolean mirrorFixed = ((p == 0 && o == 8) || (p == 8 && o == 0))
                && mirror(oldValue) == oldValue && mirror(oldDecided) == oldDecided;
        int sub = 0;
        while (true) {
            int m = known | sub;
            int childMult = mult;
            boolean skip = false;
            if (mirrorFixed) {
                int mm = MIRROR_MASK[sub];
                if (mm != sub) {
                    if (Integer.compareUnsigned(sub, mm) > 0) skip = true;    // searched as the mirror of mm
                    else childMult = 2 * mult;
                }
            }
            value = oldValue | (long) sub << shift;
            if (!skip && !(squareDone && (value >>> shift & 0xFF) == 0)) {
                int dests = DEST[p << 8 | m];
                if ((dests & 1 << Rules.GOAL) != 0) {
                    leaf(d + 1, childMult);
                } else {
                    int mark = undoTop;
                    int h = head;
                    int t = tail;
                    if (dests == 0) {
                        int ns = o << 4 | p;
                        int nd = metric == Analysis.TURNS ? d + 1 : d;
                        if (dist[ns] > nd) {
                            setDist(ns, nd);
                            if (metric == Analysis.TURNS) setDeque(t++, ns);
                            else setDeque(--h, ns);
                        }
                    } else {
                        while (dests != 0) {
                            int q = Integer.numberOfTrailingZeros(dests);
                            dests &= dests - 1;
                            int ns = o << 4 | q;
                            if (dist[ns] > d + 1) {
                                setDist(ns, d + 1);
                                setDeque(t++, ns);
                            }
                        }
                    }
                    expand(h, t, childMult);
                    undo(mark);
                }
            }
            if (sub == open) break;
            sub = (sub - open) & open;
        }
        expanded[s] = false;
        value = oldValue;
        decided = oldDecided;
    }

    /** The diagonal mirror of a packed board (or of a packed bit set over the same squares). */
    static long mirror(long packed) {
        long out = 0;
        for (int i = 0; i < 8; i++) {
            int sq = Rules.OUTER[i];
            out |= (long) MIRROR_MASK[(int) (packed >>> (8 * i)) & 0xFF] << (8 * IDX[Rules.MIRROR_SQUARE[sq]]);
        }
        return out;
    }

    private void leaf(int length, int mult) {
        long w = weight(mult);
        lo[length] += w;
        if (Long.compareUnsigned(lo[length], w) < 0) hi[length]++;
        if (listFrom < 0) {                                   // list the longest so far
            if (length < longest) return;
            if (length > longest) {
                longest = length;
                listed.clear();
                leavesFrom = 0;
            }
        } else if (length < listFrom) {
            return;
        }
        if (leavesFrom++ < listCap) listed.add(new Leaf(value, decided, length, mult > 1, w));
    }
}
