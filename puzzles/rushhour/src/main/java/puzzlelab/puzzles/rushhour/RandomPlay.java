package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The report's four random baselines, as seeded random walks from the start until the red car is out:
 * <ul>
 *   <li>UNIFORM: a move drawn uniformly from all legal moves (any vehicle, any distance);</li>
 *   <li>VEHICLE_FIRST: a vehicle drawn uniformly among those that can move, then one of its moves;</li>
 *   <li>FINISH: as UNIFORM, but when the red car's path is free it drives out (the "finish check");</li>
 *   <li>MAX_FINISH: only maximum-distance moves, never the vehicle moved last (unless nothing else can move),
 *       with the finish check.</li>
 * </ul>
 * {@code walks} walks are made (the CLI's --restarts) and the shortest is kept; a walk longer than the cap is
 * abandoned. Never optimal.
 */
final class RandomPlay extends Search {
    enum Kind { UNIFORM, VEHICLE_FIRST, FINISH, MAX_FINISH }

    private final Packed pk;
    private final Kind kind;
    private final boolean steps;
    private final int walks;
    private final int cap;
    private final SplittableRandom rnd;
    private final int[] pos;
    private final int[] rows;
    private final int[] cols;
    private final int[] moveBuf;
    private final int[] vehBuf;
    private final IntArrayList walk = new IntArrayList();
    private int walk_no;
    private int last = -1;
    private final String name;

    RandomPlay(String name, Packed pk, Kind kind, boolean steps, long seed, int walks, int cap) {
        this.name = name;
        this.pk = pk;
        this.kind = kind;
        this.steps = steps;
        this.walks = Math.max(1, walks);
        this.cap = cap;
        this.rnd = new SplittableRandom(seed);
        pos = new int[pk.count];
        rows = new int[pk.n];
        cols = new int[pk.n];
        moveBuf = new int[pk.count * 2 * pk.n];
        vehBuf = new int[pk.count];
        restart();
    }

    private void restart() {
        walk_no++;
        stats.iterations = walk_no;
        walk.clear();
        last = -1;
        System.arraycopy(pk.board.start, 0, pos, 0, pk.count);
        pk.occupancy(pos, rows, cols);
    }

    @Override public String name() { return name; }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return walk.elements().length * 4L; }

    @Override
    public Status step(int budget) {
        if (pk.staticUnsolvable() != null) {
            message = pk.staticUnsolvable();
            return Status.UNSOLVABLE;
        }
        for (int n = 0; n < budget; n++) {
            if (pos[pk.red] == pk.goalPos) {
                if (best == null || walk.size() < best.length()) best = new Solution(walk.toIntArray(), cost(walk));
                if (walk_no >= walks) return Status.SOLVED;
                restart();
                continue;
            }
            if (walk.size() >= cap || (best != null && walk.size() >= best.length())) {
                if (walk_no >= walks) {
                    if (best != null) return Status.SOLVED;
                    message = walks + " random walk(s) of at most " + cap + " moves did not get the red car out";
                    return Status.LIMIT;
                }
                restart();
                continue;
            }
            int m = choose();
            if (m < 0) {
                message = "no vehicle can move";
                return Status.UNSOLVABLE;
            }
            play(m);
        }
        return Status.RUNNING;
    }

    private long cost(IntArrayList moves) {
        long c = 0;
        for (int i = 0; i < moves.size(); i++) c += steps ? Math.abs(Packed.distance(moves.getInt(i))) : 1;
        return c;
    }

    private void play(int m) {
        int v = Packed.vehicle(m);
        int d = Packed.distance(m);
        pk.remove(v, pos[v], rows, cols);
        pos[v] += d;
        pk.place(v, pos[v], rows, cols);
        walk.add(m);
        last = v;
        stats.expanded++;
        stats.frontier(walk.size());
    }

    private int choose() {
        int red = pk.red;
        if (kind == Kind.FINISH || kind == Kind.MAX_FINISH) {
            int need = pk.goalPos - pos[red];
            if (pk.ahead(red, pos[red], rows, cols) >= need) return Packed.code(red, need);
        }
        int k = 0;
        switch (kind) {
            case UNIFORM, FINISH -> {
                for (int v : pk.movable) k = addRuns(v, k, false);
                return k == 0 ? -1 : moveBuf[rnd.nextInt(k)];
            }
            case VEHICLE_FIRST -> {
                int nv = 0;
                for (int v : pk.movable)
                    if (pk.ahead(v, pos[v], rows, cols) + pk.behind(v, pos[v], rows, cols) > 0) vehBuf[nv++] = v;
                if (nv == 0) return -1;
                k = addRuns(vehBuf[rnd.nextInt(nv)], 0, false);
                return moveBuf[rnd.nextInt(k)];
            }
            default -> {
                for (int v : pk.movable) if (v != last) k = addRuns(v, k, true);
                if (k == 0 && last >= 0) k = addRuns(last, 0, true);
                return k == 0 ? -1 : moveBuf[rnd.nextInt(k)];
            }
        }
    }

    private int addRuns(int v, int k, boolean maxOnly) {
        int back = pk.behind(v, pos[v], rows, cols);
        int ahead = pk.ahead(v, pos[v], rows, cols);
        stats.generated += maxOnly ? (back > 0 ? 1 : 0) + (ahead > 0 ? 1 : 0) : back + ahead;
        if (maxOnly) {
            if (back > 0) moveBuf[k++] = Packed.code(v, -back);
            if (ahead > 0) moveBuf[k++] = Packed.code(v, ahead);
            return k;
        }
        for (int d = 1; d <= back; d++) moveBuf[k++] = Packed.code(v, -d);
        for (int d = 1; d <= ahead; d++) moveBuf[k++] = Packed.code(v, d);
        return k;
    }
}
