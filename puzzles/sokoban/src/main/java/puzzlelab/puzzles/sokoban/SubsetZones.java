package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The keeper's zone among a few boxes, remembered per box set: {@link PatternSearch#searched} walks the keeper with
 * only a cluster's boxes on the board, to learn the zone's smallest square (the key of its table) and its size (the
 * walk's count, on the clock). The clusters recur: on XSokoban 39 at 60 s, 3.66 M such walks (485 M squares) were
 * of 2,455 box sets. So each set's free squares are labelled once (every region, its smallest square and size), and
 * a walk from any keeper square is read off the labels: the same answer and the same count, charged as walked.
 *
 * <p>A direct-mapped table of {@link #SLOTS} sets by their hash (labels made as slots are first used); a set is checked word by word, so a hash collision
 * only costs a new labelling. The labelling's own squares are not on the clock (the walks it stands in for are).
 */
final class SubsetZones {
    static final int SLOTS = 1 << 11;
    /** The largest board it is made for: the table's labels take up to SLOTS ints a square (8 MB at this bound). */
    static final int MOST_SQUARES = 1024;
    private final SokobanBoard b;
    private final long[][] boxes = new long[SLOTS][];
    private final int[][] label = new int[SLOTS][];   // per square: its region 1.., 0 on a box
    private final int[][] minSquare = new int[SLOTS][], size = new int[SLOTS][];   // per region
    private final int[] queue;
    int topLeft, count;   // the latest answer, as Walk's
    private int slot, region;   // where the latest answer came from
    long labelled;   // squares labelled (not on the clock)

    SubsetZones(SokobanBoard b) {
        this.b = b;
        queue = new int[b.n];
    }

    /** The keeper on {@code player} among {@code subset} (its hash {@code hash}): sets {@link #topLeft} and {@link #count}. */
    void of(long[] subset, long hash, int player) {
        slot = (int) (hash ^ hash >>> 29) & (SLOTS - 1);
        if (boxes[slot] == null || !Arrays.equals(boxes[slot], subset)) labelSlot(subset);
        region = label[slot][player];
        topLeft = minSquare[slot][region];
        count = size[slot][region];
    }

    /** Sets the squares of the latest answer's zone in {@code zone} (cleared first): the walk's queue as a set. */
    void zone(long[] zone) {
        Arrays.fill(zone, 0);
        int[] lab = label[slot];
        for (int s = 0; s < b.n; s++) if (lab[s] == region) Bits.set(zone, s);
    }

    private void labelSlot(long[] subset) {
        if (boxes[slot] == null) {
            boxes[slot] = new long[b.words];
            label[slot] = new int[b.n];
        }
        System.arraycopy(subset, 0, boxes[slot], 0, b.words);
        int[] lab = label[slot];
        Arrays.fill(lab, 0);
        int regions = 0;
        int[] min = new int[8], sz = new int[8];
        for (int s = 0; s < b.n; s++) {
            if (lab[s] != 0 || Bits.get(subset, s)) continue;
            if (++regions == min.length) { min = Arrays.copyOf(min, regions * 2); sz = Arrays.copyOf(sz, regions * 2); }
            int head = 0, tail = 0;
            queue[tail++] = s;
            lab[s] = regions;
            while (head < tail) {
                int x = queue[head++];
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[x * 4 + d];
                    if (t < 0 || lab[t] != 0 || Bits.get(subset, t)) continue;
                    lab[t] = regions;
                    queue[tail++] = t;
                }
            }
            min[regions] = s;   // the first square met of a region is its smallest
            sz[regions] = tail;
            labelled += tail;
        }
        minSquare[slot] = min;
        size[slot] = sz;
    }
}
