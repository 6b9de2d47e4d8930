package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * A level's learned deadlock patterns. A pattern is a set S of box squares and a zone Z: the squares the player
 * reaches with only S's boxes on the board, from where it stood when S was proven dead. Any position holding every box
 * of S whose player stands in Z is dead ({@link PatternSearch} states why). Z is kept as a bitset, so a match is a
 * containment test of S's words and one bit for the player; each pattern is filed under every one of its squares,
 * and a position is tested against the patterns filed under one square (the box just moved: a pattern the move did
 * not touch held in the parent already). It also keeps the searches' "not dead" answers as hashes.
 */
final class DeadlockTable {
    static final int DEFAULT_CAPACITY = 1 << 14;
    private static final int ALIVE_SLOTS = 1 << 15;

    private final int w, capacity;
    // pattern p: words [p * w, p * w + w); grown as patterns come (a few dozen a level), not made at capacity: on a
    // huge room (65,536 squares, 1,024 words) that would be 256 MB before the first pattern
    private long[] boxes, zones;
    private final int[][] filed;         // per square, the ids of the patterns holding it
    private final int[] filedLen;
    private int size;
    private final long[] alive = new long[ALIVE_SLOTS];   // "not dead" answers: 64-bit hashes, direct mapped
    long probes, compared, hits;       // counters for measurement

    DeadlockTable(SokobanBoard b) {
        this(b, DEFAULT_CAPACITY);
    }

    DeadlockTable(SokobanBoard b, int capacity) {
        this.w = b.words;
        this.capacity = capacity;
        boxes = new long[Math.min(capacity, 16) * w];
        zones = new long[boxes.length];
        filed = new int[b.n][];
        filedLen = new int[b.n];
    }

    /** Patterns stored. */
    int size() {
        return size;
    }

    /**
     * Stores the pattern (box squares {@code s}, player zone {@code zone}, each {@code w} words); false when the table
     * is full (the pattern is then searched again when met).
     */
    boolean add(long[] s, long[] zone) {
        if (size == capacity) return false;
        int id = size++;
        if (size * w > boxes.length) {
            boxes = Arrays.copyOf(boxes, Math.min(capacity, size * 2) * w);
            zones = Arrays.copyOf(zones, boxes.length);
        }
        System.arraycopy(s, 0, boxes, id * w, w);
        System.arraycopy(zone, 0, zones, id * w, w);
        for (int i = 0; i < w; i++) {
            for (long x = s[i]; x != 0; x &= x - 1) {
                int sq = (i << 6) + Long.numberOfTrailingZeros(x);
                if (filed[sq] == null) filed[sq] = new int[4];
                else if (filedLen[sq] == filed[sq].length) filed[sq] = Arrays.copyOf(filed[sq], filedLen[sq] * 2);
                filed[sq][filedLen[sq]++] = id;
            }
        }
        return true;
    }

    /** {@code key} (never 0) was answered "not dead" (or a colliding key was: that too only costs a missed cut). */
    boolean knownAlive(long key) {
        return alive[(int) (key >>> 40) & (ALIVE_SLOTS - 1)] == key;
    }

    void markAlive(long key) {
        alive[(int) (key >>> 40) & (ALIVE_SLOTS - 1)] = key;
    }

    /** Some pattern holding square {@code square} has all its boxes in {@code position} and {@code player} in its zone. */
    boolean matches(long[] position, int player, int square) {
        probes++;
        int[] ids = filed[square];
        for (int k = 0, n = filedLen[square]; k < n; k++) {
            int at = ids[k] * w;
            compared++;
            if ((zones[at + (player >>> 6)] & 1L << player) == 0) continue;
            if (contained(at, position)) {
                hits++;
                return true;
            }
        }
        return false;
    }

    /** Some pattern, filed under any square, matches (for tests and for positions without a moved box). */
    boolean matchesAny(long[] position, int player) {
        for (int i = 0; i < w; i++)
            for (long x = position[i]; x != 0; x &= x - 1)
                if (matches(position, player, (i << 6) + Long.numberOfTrailingZeros(x))) return true;
        return false;
    }

    private boolean contained(int at, long[] position) {
        for (int i = 0; i < w; i++) if ((boxes[at + i] & ~position[i]) != 0) return false;
        return true;
    }
}
