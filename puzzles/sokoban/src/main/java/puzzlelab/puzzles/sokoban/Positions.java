package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import puzzlelab.engine.Solution;

/**
 * The positions a push search has stored, in flat arrays indexed by id: box set, the player's square and its key square
 * (normalised or exact, as the search chooses) packed in one int, parent and the move that led here (a push
 * {@code box * 4 + dir}, or a macro: {@code -1 - offset} of its pushes in a pool). An open-addressing table finds a
 * position by box set and key square. Searches keep their own per-position arrays beside these and grow them when an
 * id reaches their length. The Zobrist hash of the boxes is stored too (see {@link #hash}'s field). A search whose
 * boxes stand only on some squares (the pulls: live squares) has them stored as bits of those squares when that takes
 * fewer words; a lookup of boxes elsewhere finds nothing.
 *
 * <p>A slot is one int: the id + 1 in its low {@code idBits} bits (enough for every id the table may hold before it
 * doubles) and a fingerprint (the top bits of the mixed key of boxes and keeper) in the bits left, at least 2 (a table
 * of 2^30 slots; 13 at the start). A probe reads the position's key square and boxes only when the fingerprint
 * matches, so a lookup that misses (most of the finders' meeting lookups) touches the slots alone, not a position's
 * arrays per slot probed. The first slot probed depends on the boxes alone (the keeper is in the fingerprint), so a
 * search can read a child's slot before it knows the child's keeper region ({@link #touch}); which slot holds an id
 * does not change what a lookup answers, so the searches run as before.
 *
 * <p>The per-id columns are pages of 16,384 ids added as needed (no room unused beyond the last page, no copy as the
 * table grows); {@link #capacity}, which the searches' own per-id arrays follow, grows by half. A search whose moves
 * are all plain codes (the pulls) keeps them in 16 bits. Bytes per position are measured in docs/sokoban.md (round 8,
 * "Memory per stored position"; round 9, "The pulls' end game, and memory at 10 min").
 */
final class Positions {
    /** The finders' Zobrist seed: with the same keys one finder looks up another's positions without rehashing. */
    static final long FINDERS_SEED = 0xfe55L;
    private static final int START = 1 << 12;
    // the per-id columns are pages of pageSize ids, added one at a time: no unused room beyond the last page, no copy of a
    // column (beside the old one) as the table grows, no array of hundreds of MB to place in the heap
    // 16,384 ids a page, fewer on a board of hundreds of box words (a test's huge room): a page's boxes stay under 1 MB
    private final int pageBits, pageSize, inPage;
    private final SokobanBoard b;
    private final int w;
    // the boxes as stored: a bit per square a box may stand on (the pulls' live squares), in cw words, when that saves a
    // word (XSokoban 39, 50, 69, 89: 3 words to 2); else the board's bitset as it is (cw = w, rank null)
    private final int cw;
    private final int[] rank, squareOf;   // square -> stored bit (-1: no box there), stored bit -> square
    private final long[] query;           // a looked-up box set as stored, made at its first fingerprint match
    private final long[] zob, zobPlayer;
    private long[][] boxes = new long[16][];   // a page: pageSize positions' boxes, cw words each
    // (player << 16) | key square: a level read from a file has at most 128 * 128 cells; a board of more squares (a test's
    // huge room) keeps the key squares in a column of their own (wide)
    private int[][] players = new int[16][], keys;
    private final boolean wide;
    private int[][] parent = new int[16][], move = new int[16][];
    // a search whose moves are plain pushes or pulls of a small board (no macros; the pulls) keeps them in 16 bits, move
    // + 1 (the roots' -1 as 0): 2 bytes a position less (docs/sokoban.md round 9); else in move
    private final boolean moves16;
    private char[][] move16;
    // the boxes' Zobrist hash: summed again from the boxes instead (8 bytes a position less), the table's rebuilds and
    // the expansions cost the pulls 5-8 % more CPU per unit of work (XSokoban 89, docs/sokoban.md round 8)
    private long[][] hash = new long[16][];
    private int pages;
    private int capacity = START;   // grown by half when reached, for the searches' own per-id arrays (capacity())
    private int size;
    private int[] slots;     // (fingerprint << idBits) | (id + 1), 0 empty
    private int mask, idBits;
    private int[] pool = new int[256];   // macros: length, then the pushes
    private static final int REHASH_RUN = 16;   // ids whose home slots rehash reads ahead together
    private long touched;   // the slots rehash read ahead, folded in so the reads are not compiled away
    private int poolSize;

    Positions(SokobanBoard b, long seed) {
        this(b, seed, null);
    }

    /** @param boxAt the squares a box of a stored position may stand on (null: any); a box elsewhere is refused */
    Positions(SokobanBoard b, long seed, boolean[] boxAt) {
        this(b, seed, boxAt, false);
    }

    /**
     * @param boxAt the squares a box of a stored position may stand on (null: any); a box elsewhere is refused
     * @param plainMoves every move is a push or pull code {@code square * 4 + dir} (or -1 at a root), never a macro:
     *     kept in 16 bits when the board's codes fit (fewer than 16,384 squares)
     */
    Positions(SokobanBoard b, long seed, boolean[] boxAt, boolean plainMoves) {
        wide = b.n > 1 << 16;
        moves16 = plainMoves && b.n * 4 < 0xffff;
        if (moves16) {
            move = null;
            move16 = new char[16][];
        }
        if (wide) keys = new int[16][];
        this.b = b;
        w = b.words;
        int allowed = 0;
        if (boxAt != null) for (int s = 0; s < b.n; s++) if (boxAt[s]) allowed++;
        if (boxAt != null && (allowed + 63) >>> 6 < w) {
            cw = (allowed + 63) >>> 6;
            rank = new int[b.n];
            squareOf = new int[allowed];
            for (int s = 0, k = 0; s < b.n; s++) {
                rank[s] = boxAt[s] ? k : -1;
                if (boxAt[s]) squareOf[k++] = s;
            }
        } else {
            cw = w;
            rank = squareOf = null;
        }
        query = new long[cw];
        pageBits = Math.max(0, 14 - Math.max(0, 32 - Integer.numberOfLeadingZeros(cw - 1) - 3));
        pageSize = 1 << pageBits;
        inPage = pageSize - 1;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        zob = new long[b.n];
        zobPlayer = new long[b.n];
        for (int i = 0; i < b.n; i++) { zob[i] = rnd.nextLong(); zobPlayer[i] = rnd.nextLong(); }
        table(START * 2);
    }

    int size() { return size; }

    /** Ids below this fit the arrays; a search grows its own arrays to it. */
    int capacity() { return capacity; }

    /** The Zobrist hash of position {@code id}'s boxes. */
    long hash(int id) {
        return hash[id >>> pageBits][id & inPage];
    }

    /** The Zobrist hash summed from position {@code id}'s stored boxes (for tests: it must equal {@link #hash}). */
    long hashFromBoxes(int id) {
        long h = 0;
        long[] page = boxes[id >>> pageBits];
        for (int i = 0, at = (id & inPage) * cw; i < cw; i++)
            for (long bits = page[at + i]; bits != 0; bits &= bits - 1) {
                int k = (i << 6) + Long.numberOfTrailingZeros(bits);
                h ^= zob[rank == null ? k : squareOf[k]];
            }
        return h;
    }

    long hashOf(long[] bx) {
        long h = 0;
        for (int i = 0; i < w; i++)
            for (long bits = bx[i]; bits != 0; bits &= bits - 1) h ^= zob[(i << 6) + Long.numberOfTrailingZeros(bits)];
        return h;
    }

    /** The hash after a box moved from {@code from} to {@code to}. */
    long moved(long h, int from, int to) {
        return h ^ zob[from] ^ zob[to];
    }

    /** The player's square in position {@code id}. */
    int player(int id) {
        int v = players[id >>> pageBits][id & inPage];
        return wide ? v : v >>> 16;
    }

    /** The key square (normalised or exact player) of position {@code id}. */
    int keyPlayer(int id) {
        return wide ? keys[id >>> pageBits][id & inPage] : players[id >>> pageBits][id & inPage] & 0xffff;
    }

    int parent(int id) {
        return parent[id >>> pageBits][id & inPage];
    }

    int move(int id) {
        return moves16 ? move16[id >>> pageBits][id & inPage] - 1 : move[id >>> pageBits][id & inPage];
    }

    private void setMove(int p, int i, int mv) {
        if (!moves16) move[p][i] = mv;
        else if (mv < -1 || mv + 1 > 0xffff) throw new IllegalArgumentException("move " + mv + " in a table of plain moves");
        else move16[p][i] = (char) (mv + 1);
    }

    /** Position {@code id} reached again by a better line (same boxes and key square): its parent, move and player. */
    void reach(int id, int par, int mv, int pl) {
        int p = id >>> pageBits, i = id & inPage;
        parent[p][i] = par;
        setMove(p, i, mv);
        players[p][i] = wide ? pl : pl << 16 | keyPlayer(id);
    }

    /** Forgets every position (the arrays are kept for reuse). */
    void clear() {
        Arrays.fill(slots, 0);
        size = 0;
        poolSize = 0;
    }

    void copyBoxes(int id, long[] out) {
        if (rank == null) {
            System.arraycopy(boxes[id >>> pageBits], (id & inPage) * w, out, 0, w);
            return;
        }
        Arrays.fill(out, 0, w, 0);
        long[] page = boxes[id >>> pageBits];
        for (int i = 0, at = (id & inPage) * cw; i < cw; i++)
            for (long bits = page[at + i]; bits != 0; bits &= bits - 1) {
                int s = squareOf[(i << 6) + Long.numberOfTrailingZeros(bits)];
                out[s >>> 6] |= 1L << s;
            }
    }

    /**
     * Writes box set {@code bx} as stored ({@link #cw} words) into {@code out} from {@code at}; false when a box stands
     * where this table stores none (a forward finder's position looked up in the pulls' table: not stored here).
     */
    private boolean store(long[] bx, long[] out, int at) {
        if (rank == null) {
            System.arraycopy(bx, 0, out, at, w);
            return true;
        }
        Arrays.fill(out, at, at + cw, 0);
        for (int i = 0; i < w; i++)
            for (long bits = bx[i]; bits != 0; bits &= bits - 1) {
                int k = rank[(i << 6) + Long.numberOfTrailingZeros(bits)];
                if (k < 0) return false;
                out[at + (k >>> 6)] |= 1L << k;
            }
        return true;
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
        int fp = fingerprint(hc, kp), idMask = (1 << idBits) - 1;
        int i = home(hc);
        long[] q = rank == null ? bx : null;   // bx as stored: made at the first fingerprint match (most lookups miss)
        while (true) {
            int e = slots[i];
            if (e == 0) return -1;
            if ((e & ~idMask) == fp) {
                int id = (e & idMask) - 1;
                if (keyPlayer(id) == kp) {
                    if (q == null && !store(bx, q = query, 0)) return -1;
                    int at = (id & inPage) * cw;
                    if (Arrays.equals(boxes[id >>> pageBits], at, at + cw, q, 0, cw)) return id;
                }
            }
            i = (i + 1) & mask;
        }
    }

    int add(long[] bx, long hc, int pl, int kp, int par, int mv) {
        int id = size++;
        if (id == capacity) capacity = (int) Math.min(Integer.MAX_VALUE - 8, capacity + (capacity >> 1));
        int p = id >>> pageBits, i = id & inPage;
        if (p == pages) addPage();
        if (!store(bx, boxes[p], i * cw)) throw new IllegalStateException("a box on a square this table stores no box on");
        players[p][i] = wide ? pl : pl << 16 | kp;
        if (wide) keys[p][i] = kp;
        parent[p][i] = par;
        setMove(p, i, mv);
        hash[p][i] = hc;
        insert(id, hc);
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
        int m = move(id);
        if (parent(id) < 0) return -1;
        if (m >= 0) return m;
        int at = -1 - m;
        return pool[at + pool[at]];
    }

    /** The pushes from the start to {@code id}, macros expanded. */
    int[] pushes(int id) {
        int n = 0;
        for (int i = id; parent(i) >= 0; i = parent(i)) n += move(i) >= 0 ? 1 : pool[-1 - move(i)];
        int[] out = new int[n];
        for (int i = id; parent(i) >= 0; i = parent(i)) {
            if (move(i) >= 0) out[--n] = move(i);
            else {
                int at = -1 - move(i), len = pool[at];
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

    /** The arrays' lengths in bytes (room not yet used included: it is allocated). */
    long bytes() {
        return (long) pages * pageSize * (cw * 8 + 8 + (wide ? 3 : 2) * 4 + (moves16 ? 2 : 4)) + (long) slots.length * 4
                + (long) pool.length * 4;
    }

    private void insert(int id, long hc) {
        int i = home(hc);
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = fingerprint(hc, keyPlayer(id)) | (id + 1);
    }

    /** The first slot probed: by the boxes alone, so it is known before the keeper's square (see {@link #touch}). */
    private int home(long hc) {
        return (int) mix(hc) & mask;
    }

    /** The top {@code 32 - idBits} bits of the mixed key of boxes and keeper: a slot whose bits differ holds another position. */
    private int fingerprint(long hc, int kp) {
        return (int) (mix(hc ^ zobPlayer[kp]) >>> 32) & ~((1 << idBits) - 1);
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        return x ^ (x >>> 33);
    }

    /** An empty table of {@code length} slots (a power of two): ids + 1 up to half of it fit in log2(length) bits. */
    private void table(int length) {
        slots = new int[length];
        mask = length - 1;
        idBits = Integer.numberOfTrailingZeros(length);
    }

    private void addPage() {
        if (pages == players.length) {
            boxes = Arrays.copyOf(boxes, pages * 2);
            players = Arrays.copyOf(players, pages * 2);
            if (wide) keys = Arrays.copyOf(keys, pages * 2);
            parent = Arrays.copyOf(parent, pages * 2);
            if (moves16) move16 = Arrays.copyOf(move16, pages * 2);
            else move = Arrays.copyOf(move, pages * 2);
            hash = Arrays.copyOf(hash, pages * 2);
        }
        boxes[pages] = new long[pageSize * cw];
        players[pages] = new int[pageSize];
        if (wide) keys[pages] = new int[pageSize];
        parent[pages] = new int[pageSize];
        if (moves16) move16[pages] = new char[pageSize];
        else move[pages] = new int[pageSize];
        hash[pages] = new long[pageSize];
        pages++;
    }

    /**
     * The table doubled, every id inserted again in id order (the slot an id lands in does not change any lookup's
     * answer). The ids go in runs of {@link #REHASH_RUN}, whose home slots are read first, all at once: a table of
     * millions of slots misses the cache at nearly every insert, and the reads of one run overlap instead of each
     * insert waiting for its own (as {@link #touch} does for the pulls' children).
     */
    private void rehash() {
        table(slots.length * 2);
        long t = 0;
        for (int from = 0; from < size; from += REHASH_RUN) {
            int to = Math.min(size, from + REHASH_RUN);
            for (int id = from; id < to; id++) t ^= slots[home(hash(id))];
            for (int id = from; id < to; id++) insert(id, hash(id));
        }
        touched ^= t;
    }
}
