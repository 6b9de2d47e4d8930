package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * Beam search: breadth-first by layers, but each layer keeps only the {@code width} children with the smallest
 * heuristic value (ties broken at random, seeded); states kept in any earlier layer are dropped. It stops at the
 * first free state (the red car then drives out). Fast and often short on big boards; never optimal, and it can
 * miss every solution when the beam is too narrow (it then reports the beam as exhausted).
 */
final class Beam extends Search {
    private final Packed pk;
    private final Heuristic h;
    private final int width;
    private final SplittableRandom rnd;
    private final int w;
    private final KeyTable seen;
    private final List<long[]> layerKeys = new ArrayList<>();
    private final List<int[]> layerParent = new ArrayList<>();
    private final List<int[]> layerMove = new ArrayList<>();
    private final int[] pos;
    private final int[] rows;
    private final int[] cols;

    private final boolean steps;

    Beam(Packed pk, Heuristic h, int width, long seed, boolean steps) {
        this.pk = pk;
        this.steps = steps;
        this.h = h;
        this.width = Math.max(1, width);
        this.rnd = new SplittableRandom(seed);
        this.w = pk.words;
        this.seen = new KeyTable(w, 1 << 16);
        long[] s0 = new long[w];
        pk.initial(s0);
        seen.add(s0, 0);
        layerKeys.add(s0);
        layerParent.add(new int[] {-1});
        layerMove.add(new int[] {-1});
        pos = new int[pk.count];
        rows = new int[pk.n];
        cols = new int[pk.n];
    }

    @Override public String name() { return "beam"; }
    @Override public String heuristic() { return h.name(); }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return seen.bytes() + (long) layerKeys.size() * width * (8L * w + 8); }

    @Override
    public Status step(int budget) {
        if (pk.staticUnsolvable() != null) {
            message = pk.staticUnsolvable();
            return Status.UNSOLVABLE;
        }
        int d = layerKeys.size() - 1;
        long[] keys = layerKeys.get(d);
        int size = keys.length / w;
        long[] s = new long[w];
        long[] kid = new long[w];
        // children: key, parent index, move, score
        long[] ck = new long[Math.max(16, size * 16) * w];
        IntArrayList cp = new IntArrayList();
        IntArrayList cm = new IntArrayList();
        IntArrayList cs = new IntArrayList();
        int count = 0;
        KeyTable fresh = new KeyTable(w, size * 8);
        for (int i = 0; i < size; i++) {
            System.arraycopy(keys, i * w, s, 0, w);
            pk.decode(s, pos);
            pk.occupancy(pos, rows, cols);
            int red = pk.red;
            if (pos[red] == pk.goalPos) return done(d, i, -1);
            if (pk.ahead(red, pos[red], rows, cols) >= pk.goalPos - pos[red])
                return done(d, i, Packed.code(red, pk.goalPos - pos[red]));
            stats.expanded++;
            for (int v : pk.movable) {
                int back = pk.behind(v, pos[v], rows, cols);
                int ahead = pk.ahead(v, pos[v], rows, cols);
                for (int dd = -back; dd <= ahead; dd++) {
                    if (dd == 0) continue;
                    stats.generated++;
                    pk.moveKey(s, v, dd, kid);
                    if (seen.depth(kid) >= 0 || !fresh.add(kid, 0)) {
                        stats.duplicates++;
                        continue;
                    }
                    if ((count + 1) * w > ck.length) ck = Arrays.copyOf(ck, ck.length * 2);
                    System.arraycopy(kid, 0, ck, count * w, w);
                    cp.add(i);
                    cm.add(Packed.code(v, dd));
                    cs.add(h.estimate(kid));
                    count++;
                }
            }
        }
        if (count == 0) {
            message = "the beam of width " + width + " ran dry at depth " + d;
            return Status.LIMIT;
        }
        // keep the best `width` by score, random tie-break
        long[] order = new long[count];
        for (int i = 0; i < count; i++)
            order[i] = ((long) Math.min(cs.getInt(i), 0xFFFF) << 47) | ((rnd.nextLong() & 0x7FFFL) << 32) | i;
        Arrays.sort(order);
        int keep = Math.min(width, count);
        long[] nk = new long[keep * w];
        int[] np = new int[keep];
        int[] nm = new int[keep];
        for (int j = 0; j < keep; j++) {
            int i = (int) (order[j] & 0xFFFFFFFFL);
            System.arraycopy(ck, i * w, nk, j * w, w);
            System.arraycopy(ck, i * w, kid, 0, w);
            seen.add(kid, d + 1);
            np[j] = cp.getInt(i);
            nm[j] = cm.getInt(i);
        }
        layerKeys.add(nk);
        layerParent.add(np);
        layerMove.add(nm);
        stats.frontier(keep);
        stats.stored = seen.size();
        return Status.RUNNING;
    }

    private Status done(int d, int i, int last) {
        int[] moves = new int[d + (last >= 0 ? 1 : 0)];
        if (last >= 0) moves[d] = last;
        for (int k = d; k > 0; k--) {
            moves[k - 1] = layerMove.get(k)[i];
            i = layerParent.get(k)[i];
        }
        best = new Solution(moves, Paths.cost(moves, steps));
        stats.stored = seen.size();
        return Status.SOLVED;
    }
}
