package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * Rush Hour as an engine {@link Problem} over {@link Packed} keys. Move cost is 1 per move under the
 * {@code moves} metric and the number of cells slid under {@code steps}. Successors are generated vehicle by
 * vehicle in input order, backwards (left/up) then forwards (right/down), nearest first.
 */
final class RushProblem implements Problem {
    final Packed pk;
    final boolean stepsCost;
    final MoveRules rules;
    private final int[] pos;
    private final int[] rows;
    private final int[] cols;
    private final int[] rows2;
    private final int[] cols2;

    RushProblem(Packed pk, boolean stepsCost, MoveRules rules) {
        this.pk = pk;
        this.stepsCost = stepsCost;
        this.rules = rules;
        pos = new int[pk.count];
        rows = new int[pk.n];
        cols = new int[pk.n];
        rows2 = new int[pk.n];
        cols2 = new int[pk.n];
    }

    @Override public int words() { return pk.words; }

    @Override public void initial(long[] dst) { pk.initial(dst); }

    @Override public boolean isGoal(long[] state) { return pk.isGoal(state); }

    @Override
    public boolean unitCost() {
        return !stepsCost || rules.distances() == MoveRules.Distances.UNIT;
    }

    @Override
    public boolean reversible() {
        return rules.reversible();
    }

    @Override
    public void expand(long[] state, Successors out) {
        pk.decode(state, pos);
        pk.occupancy(pos, rows, cols);
        int red = pk.red;
        if (rules.finishCheck() && pos[red] != pk.goalPos) {
            int free = pk.ahead(red, pos[red], rows, cols);
            int need = pk.goalPos - pos[red];
            if (free >= need) {
                int d = rules.distances() == MoveRules.Distances.UNIT ? 1 : need;
                pk.moveKey(state, red, d, out.child());
                out.emit(Packed.code(red, d), stepsCost ? d : 1);
                return;
            }
        }
        for (int v : pk.movable) {
            int p = pos[v];
            int back = pk.behind(v, p, rows, cols);
            int ahead = pk.ahead(v, p, rows, cols);
            emitRun(state, v, -1, back, out);
            emitRun(state, v, 1, ahead, out);
        }
    }

    private void emitRun(long[] state, int v, int sign, int free, Successors out) {
        if (free == 0) return;
        int from = 1;
        int to = free;
        switch (rules.distances()) {
            case MAX -> from = free;
            case UNIT -> to = 1;
            default -> { }
        }
        for (int k = from; k <= to; k++) {
            int d = sign * k;
            if (rules.usefulCheck() && !useful(v, d)) continue;
            pk.moveKey(state, v, d, out.child());
            out.emit(Packed.code(v, d), stepsCost ? k : 1);
        }
    }

    /**
     * The report's "useful move" check: after moving v by d, some other vehicle has a move (vehicle, distance)
     * that it did not have before, i.e. its free run ahead or behind grew.
     */
    private boolean useful(int v, int d) {
        System.arraycopy(rows, 0, rows2, 0, pk.n);
        System.arraycopy(cols, 0, cols2, 0, pk.n);
        pk.remove(v, pos[v], rows2, cols2);
        pk.place(v, pos[v] + d, rows2, cols2);
        for (int u : pk.movable) {
            if (u == v) continue;
            int p = pos[u];
            if (pk.ahead(u, p, rows2, cols2) > pk.ahead(u, p, rows, cols)) return true;
            if (pk.behind(u, p, rows2, cols2) > pk.behind(u, p, rows, cols)) return true;
        }
        return false;
    }
}
