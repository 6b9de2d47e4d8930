package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * FESS's opener with box moves, for when no box can be packed now: the box nearest the next goals of the
 * {@link Packing} order (by walking, other boxes ignored) is taken away from them, as far as it goes (the walking
 * distance from the goals grows most), by a box move that packs no fewer boxes in order and adds no free region. It
 * clears the way into the next goal's area. When the nearest box has no such move, the next nearest is tried.
 * <pre>
 * targets = empty goals whose rank is the lowest empty rank of their cluster; d(s) = walk from the nearest target
 * for each box (not on a goal packed in order), nearest first by d:
 *   for each place t the box reaches (BoxMoves), farthest first by d(t), d(t) >= d(box):
 *     if the result packs as many in order, has no more regions and is not frozen: return its pushes
 * </pre>
 * Own buffers ({@link BoxMoves}, {@link Regions}): the caller's stay as they were.
 */
final class Opener {
    private final SokobanBoard b;
    private final Packing packing;
    private final Deadlocks deadlocks;
    private final BoxMoves boxMoves;
    private final Regions regions;
    private final int[][] walkFrom;   // goal index -> square -> steps from the goal, boxes ignored (lazily filled)
    private final int[] goalIndex, minRank, d, boxes, order, places;
    private final long[] tmp;
    long work;

    Opener(SokobanBoard b, Packing packing, Deadlocks deadlocks) {
        this.b = b;
        this.packing = packing;
        this.deadlocks = deadlocks;
        boxMoves = new BoxMoves(b);
        regions = new Regions(b);
        walkFrom = new int[b.goalList.length][];
        goalIndex = new int[b.n];
        Arrays.fill(goalIndex, -1);
        for (int i = 0; i < b.goalList.length; i++) goalIndex[b.goalList[i]] = i;
        minRank = new int[b.n];
        d = new int[b.n];
        boxes = new int[b.boxCount()];
        order = new int[b.boxCount()];
        places = new int[b.n * 4];
        tmp = new long[b.words];
    }

    /** Squares walked and labelled so far (a deterministic clock, as {@link Walk#work}). */
    long work() {
        return work + boxMoves.work() + regions.work;
    }

    /** The pushes (square * 4 + dir) of the opener's box move in the position, or null when there is none. */
    int[] move(long[] position, int player) {
        if (!distances(position)) return null;
        int packed = packed(position);
        int base = regions.label(position);
        int c = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = position[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x);
                boolean inOrder = packing.rank[s] >= 0 && packing.rank[s] < minRank[packing.cluster[s]];
                if (d[s] < SokobanBoard.INF && !inOrder) boxes[c++] = s;
            }
        // nearest first (insertion sort: a few dozen boxes)
        for (int i = 0; i < c; i++) {
            int s = boxes[i], j = i;
            while (j > 0 && d[order[j - 1]] > d[s]) { order[j] = order[j - 1]; j--; }
            order[j] = s;
        }
        int[] best = null;
        int bestDist = -1, bestFrom = -1;
        for (int i = 0; i < c; i++) {
            int box = order[i];
            if (bestFrom >= 0 && d[box] > bestFrom) break;   // a nearer box already has a move
            int n = boxMoves.from(position, box, player), k = 0;
            for (int j = 0; j < n; j++) {
                int t = boxMoves.state(j) >>> 2;
                if (d[t] >= d[box] && d[t] < SokobanBoard.INF && d[t] > bestDist) places[k++] = j;
            }
            // farthest first; among equals the fewest pushes (states come in order of pushes)
            for (int p = 1; p < k; p++) {
                int j = places[p], q = p;
                int dj = d[boxMoves.state(j) >>> 2];
                while (q > 0 && d[boxMoves.state(places[q - 1]) >>> 2] < dj) { places[q] = places[q - 1]; q--; }
                places[q] = j;
            }
            for (int p = 0; p < k; p++) {
                int st = boxMoves.state(places[p]), t = st >>> 2;
                System.arraycopy(position, 0, tmp, 0, b.words);
                Bits.clear(tmp, box);
                Bits.set(tmp, t);
                if (deadlocks.frozen(tmp, t) || packed(tmp) < packed || regions.label(tmp) > base) continue;
                best = boxMoves.pushes(st);
                bestDist = d[t];
                bestFrom = d[box];
                break;
            }
        }
        return best;
    }

    /** Boxes packed in the order: on goals, less those packed out of order. */
    private int packed(long[] position) {
        int on = 0;
        for (int w = 0; w < b.words; w++) on += Long.bitCount(position[w] & b.goals[w]);
        return on - packing.outOfOrder(position);
    }

    /** Fills {@link #d} with the walk from the nearest next goal; false when every goal is filled. */
    private boolean distances(long[] position) {
        Arrays.fill(minRank, Integer.MAX_VALUE);
        boolean any = false;
        for (int g : b.goalList) {
            if (Bits.get(position, g)) continue;
            int cl = packing.cluster[g];
            minRank[cl] = Math.min(minRank[cl], packing.rank[g]);
            any = true;
        }
        if (!any) return false;
        Arrays.fill(d, SokobanBoard.INF);
        for (int g : b.goalList) {
            if (Bits.get(position, g) || packing.rank[g] != minRank[packing.cluster[g]]) continue;
            int[] from = walkFrom(goalIndex[g]);
            for (int s = 0; s < b.n; s++) d[s] = Math.min(d[s], from[s]);
            work += b.n;
        }
        return true;
    }

    private int[] walkFrom(int gi) {
        if (walkFrom[gi] != null) return walkFrom[gi];
        int[] dist = new int[b.n], queue = new int[b.n];
        Arrays.fill(dist, SokobanBoard.INF);
        int head = 0, tail = 0;
        dist[b.goalList[gi]] = 0;
        queue[tail++] = b.goalList[gi];
        while (head < tail) {
            int s = queue[head++];
            for (int e = 0; e < 4; e++) {
                int t = b.nb[s * 4 + e];
                if (t < 0 || dist[t] < SokobanBoard.INF) continue;
                dist[t] = dist[s] + 1;
                queue[tail++] = t;
            }
        }
        return walkFrom[gi] = dist;
    }
}
