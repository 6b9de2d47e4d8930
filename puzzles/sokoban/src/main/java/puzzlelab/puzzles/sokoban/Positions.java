package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import puzzlelab.engine.Solution;

/**
 * The positions a push search has stored, in flat arrays indexed by id: box set, Zobrist hash of the boxes, the
 * player's square and its key square (normalised or exact, as the search chooses), parent and the move that led here
 * (a push {@code box * 4 + dir}, or a macro: {@code -1 - offset} of its pushes in a pool). An open-addressing table
 * finds a position by box set and key square. Searches keep their own per-position arrays beside these and grow them
 * when an id reaches their length.
 *
 * <p>A slot holds the id + 1 in its low 32 bits and a fingerprint (the high 32 bits of the mixed key) in its high
 * bits: a probe reads the position's hash, key square and boxes only when the fingerprint matches, so a lookup that
 * misses (most of the finders' meeting lookups) touches the slots alone, not a position's arrays per slot probed.
 * The first slot probed depends on the boxes alone (the keeper is in the fingerprint), so a search can read a
 * child's slot before it knows the child's keeper region ({@link #touch}); which slot holds an id does not change
 * what a lookup answers, so the searches run as before.
 */
final class Positions {
    /** The finders' Zobrist seed: with the same keys one finder looks up another's positions without rehashing. */
    static final long FINDERS_SEED = 0xfe55L;
    private final SokobanBoard b;
    private final int w;
    private final long[] zob, zobPlayer;
    private long[] boxes;
    private long[] hash;
    int[] player, keyPlayer, parent, move;
    private int size;
    private long[] slots;   // (fingerprint << 32) | (id + 1), 0 empty
    private int mask;
    private int[] pool = new int[256];   // macros: length, then the pushes
    private int poolSize;

    Positions(SokobanBoard b, long seed) {
        this.b = b;
        w = b.words;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        zob = new long[b.n];
        zobPlayer = new long[b.n];
        for (int i = 0; i < b.n; i++) { zob[i] = rnd.nextLong(); zobPlayer[i] = rnd.nextLong(); }
        int cap = 1 << 12;
        boxes = new long[cap * w];
        hash = new long[cap];
        player = new int[cap];
        keyPlayer = new int[cap];
        parent = new int[cap];
        move = new int[cap];
        slots = new long[cap * 2];
        mask = slots.length - 1;
    }

    int size() { return size; }

    /** Ids below this fit the arrays; a search grows its own arrays to it. */
    int capacity() { return hash.length; }

    long hash(int id) { return hash[id]; }

    long hashOf(long[] bx) {
        long h = 0;
        for (int s : Bits.list(bx, b.n)) h ^= zob[s];
        return h;
    }

    /** The hash after a box moved from {@code from} to {@code to}. */
    long moved(long h, int from, int to) {
        return h ^ zob[from] ^ zob[to];
    }

    /** Forgets every position (the arrays are kept for reuse). */
    void clear() {
        Arrays.fill(slots, 0);
        size = 0;
        poolSize = 0;
    }

    void copyBoxes(int id, long[] out) {
        System.arraycopy(boxes, id * w, out, 0, w);
    }

    /**
     * The slot a lookup of boxes hashed {@code hc} starts at, read now so that the lookup later finds it in the cache:
     * a search that knows its children's boxes before their keeper's region (the pulls walk each child first) reads
     * all their slots at once, the cache misses overlapping instead of one after another. Returns the slot's bits, for
     * the caller to fold into a value it keeps (a read whose result is dropped may be compiled away).
     */
    long touch(long hc) {
        return slots[home(hc)];
    }

    /** The id of the position, or -1. */
    int find(long[] bx, long hc, int kp) {
        long fp = fingerprint(hc, kp);
        int i = home(hc);
        while (true) {
            long e = slots[i];
            if (e == 0) return -1;
            if ((e & 0xffffffff00000000L) == fp) {
                int id = (int) e - 1;
                if (hash[id] == hc && keyPlayer[id] == kp && Arrays.equals(boxes, id * w, id * w + w, bx, 0, w)) return id;
            }
            i = (i + 1) & mask;
        }
    }

    int add(long[] bx, long hc, int pl, int kp, int par, int mv) {
        int id = size++;
        if (id == hash.length) grow();
        System.arraycopy(bx, 0, boxes, id * w, w);
        hash[id] = hc;
        player[id] = pl;
        keyPlayer[id] = kp;
        parent[id] = par;
        move[id] = mv;
        insert(id);
        if (size * 2L > slots.length) rehash();
        return id;
    }

    /** The move code of a macro (several pushes in a row). */
    int macro(int[] pushes) {
        if (poolSize + pushes.length + 1 > pool.length)
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + pushes.length + 1));
        int at = poolSize;
        pool[poolSize++] = pushes.length;
        System.arraycopy(pushes, 0, pool, poolSize, pushes.length);
        poolSize += pushes.length;
        return -1 - at;
    }

    /** The last push of the move that led to {@code id} (-1 at the start). */
    int lastPush(int id) {
        int m = move[id];
        if (parent[id] < 0) return -1;
        if (m >= 0) return m;
        int at = -1 - m;
        return pool[at + pool[at]];
    }

    /** The pushes from the start to {@code id}, macros expanded. */
    int[] pushes(int id) {
        int n = 0;
        for (int i = id; parent[i] >= 0; i = parent[i]) n += move[i] >= 0 ? 1 : pool[-1 - move[i]];
        int[] out = new int[n];
        for (int i = id; parent[i] >= 0; i = parent[i]) {
            if (move[i] >= 0) out[--n] = move[i];
            else {
                int at = -1 - move[i], len = pool[at];
                n -= len;
                System.arraycopy(pool, at + 1, out, n, len);
            }
        }
        return out;
    }

    /** The solution reaching {@code id}: one code per push (the pushes problem) or the steps (the moves problem). */
    Solution solution(int id, boolean pushCodes) {
        return solution(b, pushes(id), pushCodes);
    }

    /** The solution of pushes from the start: one code per push (the pushes problem) or the steps (the moves problem). */
    static Solution solution(SokobanBoard b, int[] pushes, boolean pushCodes) {
        if (pushCodes) {
            int[] codes = new int[pushes.length];
            for (int i = 0; i < codes.length; i++) codes[i] = Codes.MACRO + pushes[i];
            return new Solution(codes, codes.length);
        }
        int[] steps = Codes.steps(b, pushes);
        return new Solution(steps, steps.length);
    }

    long bytes() {
        return (long) boxes.length * 8 + (long) hash.length * (8 + 5 * 4) + (long) slots.length * 8 + (long) pool.length * 4;
    }

    private void insert(int id) {
        int i = home(hash[id]);
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = fingerprint(hash[id], keyPlayer[id]) | (id + 1);
    }

    /** The first slot probed: by the boxes alone, so it is known before the keeper's square (see {@link #touch}). */
    private int home(long hc) {
        return (int) mix(hc) & mask;
    }

    /** The high 32 bits of the mixed key of boxes and keeper: a slot whose bits differ holds another position. */
    private long fingerprint(long hc, int kp) {
        return mix(hc ^ zobPlayer[kp]) & 0xffffffff00000000L;
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        return x ^ (x >>> 33);
    }

    private void grow() {
        int cap = hash.length * 2;
        boxes = Arrays.copyOf(boxes, cap * w);
        hash = Arrays.copyOf(hash, cap);
        player = Arrays.copyOf(player, cap);
        keyPlayer = Arrays.copyOf(keyPlayer, cap);
        parent = Arrays.copyOf(parent, cap);
        move = Arrays.copyOf(move, cap);
    }

    private void rehash() {
        slots = new long[slots.length * 2];
        mask = slots.length - 1;
        for (int id = 0; id < size; id++) insert(id);
    }
}
