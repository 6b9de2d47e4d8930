package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The keeper's zone among a few boxes, remembered per box set: {@link PatternSearch#searched} walks the keeper with
 * only a cluster's boxes on the board, to learn the zone's smallest square (the key of its table) and its size (the
 * walk's count, on the clock). The clusters recur: on XSokoban 39 at 60 s, 3.66 M such walks (485 M squares) were
 * of 2,455 box sets (round 12, sokfwd12). So a set's regions are labelled as the keeper is first met in them (each
 * region's smallest square and size kept), and a later walk from any square of a labelled region is read off the
 * labels: the same answer and the same count, charged as walked by the caller.
 *
 * <p>A direct-mapped table of {@link #SLOTS} sets by their hash; a set is checked word by word, so a hash collision
 * only costs a new labelling. A region is labelled by one walk from the keeper, as the walk it stands in for (round
 * 12's version labelled every region of a new set at once, a whole board's squares where one region was asked for).
 * The labels are shorts (a region number per square, up to {@link #MOST_SQUARES} squares): 2 bytes a square a slot.
 */
final class SubsetZones {
    static final int SLOTS = 1 << 11;
    /** The largest board it is made for: the table's labels take up to SLOTS shorts a square (4 MB at this bound). */
    static final int MOST_SQUARES = 1024;
    private final SokobanBoard b;
    private final long[][] boxes = new long[SLOTS][];
    private final short[][] label = new short[SLOTS][];   // per square: its region 1.., 0 not labelled (or a box)
    private final int[][] minSquare = new int[SLOTS][], size = new int[SLOTS][];   // per region
    private final int[] regions = new int[SLOTS];   // regions labelled per slot
    private final int[] queue;
    int topLeft, count;   // the latest answer, as Walk's
    private int slot, region;   // where the latest answer came from
    long labelled, answered;   // squares labelled by walks here; answers read off labels made before (not on the clock)

    SubsetZones(SokobanBoard b) {
        if (b.n > MOST_SQUARES) throw new IllegalArgumentException(b.n + " squares");
        this.b = b;
        queue = new int[b.n];
    }

    /** The keeper on {@code player} among {@code subset} (its hash {@code hash}): sets {@link #topLeft} and {@link #count}. */
    void of(long[] subset, long hash, int player) {
        slot = (int) (hash ^ hash >>> 29) & (SLOTS - 1);
        long[] had = boxes[slot];
        if (had == null) {
            boxes[slot] = had = new long[b.words];
            label[slot] = new short[b.n];
            minSquare[slot] = new int[8];
            size[slot] = new int[8];
            System.arraycopy(subset, 0, had, 0, b.words);
        } else if (!Arrays.equals(had, 0, b.words, subset, 0, b.words)) {
            System.arraycopy(subset, 0, had, 0, b.words);
            Arrays.fill(label[slot], (short) 0);
            regions[slot] = 0;
        }
        region = label[slot][player];
        if (region == 0) labelRegion(subset, player);
        else answered++;
        topLeft = minSquare[slot][region];
        count = size[slot][region];
    }

    /** Sets the squares of the latest answer's zone in {@code zone} (cleared first): the walk's queue as a set. */
    void zone(long[] zone) {
        Arrays.fill(zone, 0);
        short[] lab = label[slot];
        for (int s = 0; s < b.n; s++) if (lab[s] == region) Bits.set(zone, s);
    }

    /** Labels the region of {@code player} among {@code subset} in the current slot, by a walk from it. */
    private void labelRegion(long[] subset, int player) {
        short[] lab = label[slot];
        region = ++regions[slot];
        if (region == minSquare[slot].length) {
            minSquare[slot] = Arrays.copyOf(minSquare[slot], region * 2);
            size[slot] = Arrays.copyOf(size[slot], region * 2);
        }
        short r = (short) region;
        int head = 0, tail = 0, min = player;
        queue[tail++] = player;
        lab[player] = r;
        while (head < tail) {
            int x = queue[head++];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[x * 4 + d];
                if (t < 0 || lab[t] != 0 || Bits.get(subset, t)) continue;
                lab[t] = r;
                queue[tail++] = t;
                if (t < min) min = t;
            }
        }
        minSquare[slot][region] = min;
        size[slot][region] = tail;
        labelled += tail;
    }
}
