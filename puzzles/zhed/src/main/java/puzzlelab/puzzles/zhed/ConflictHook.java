package puzzlelab.puzzles.zhed;

import java.lang.reflect.Field;
import java.util.function.BooleanSupplier;
import org.sat4j.minisat.core.Solver;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.Lbool;
import org.sat4j.specs.SearchListener;

/**
 * A sat4j search listener that asks a question at every conflict and ends the solver's run when the answer is
 * true: how another thread stops a long {@code isSatisfiable} call at once (it then ends with a TimeoutException).
 * It clears the solver's "under time-out" flag, which its search loop checks; {@code expireTimeout()} cannot be
 * used: in sat4j 2.3.1 it drops the timer (or conflict counter) that the run uses again before it returns.
 */
final class ConflictHook implements SearchListener {
    private static final long serialVersionUID = 1L;
    private static final Field UNDER_TIMEOUT;

    static {
        try {
            UNDER_TIMEOUT = Solver.class.getDeclaredField("undertimeout");
            UNDER_TIMEOUT.setAccessible(true);
        } catch (NoSuchFieldException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final transient Solver solver;
    private final transient BooleanSupplier stopNow;

    ConflictHook(ISolver solver, BooleanSupplier stopNow) {
        this.solver = (Solver) solver;
        this.stopNow = stopNow;
    }

    @Override
    public void conflictFound(IConstr confl, int dlevel, int trailLevel) {
        if (!stopNow.getAsBoolean()) return;
        try {
            UNDER_TIMEOUT.setBoolean(solver, false);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override public void conflictFound(int p) { }
    @Override public void assuming(int p) { }
    @Override public void propagating(int p, IConstr reason) { }
    @Override public void backtracking(int p) { }
    @Override public void adding(int p) { }
    @Override public void learn(IConstr c) { }
    @Override public void delete(int[] clause) { }
    @Override public void solutionFound() { }
    @Override public void beginLoop() { }
    @Override public void start() { }
    @Override public void end(Lbool result) { }
    @Override public void restarting() { }
    @Override public void backjump(int backjumpLevel) { }
}
