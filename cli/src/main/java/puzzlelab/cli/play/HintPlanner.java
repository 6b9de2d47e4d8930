package puzzlelab.cli.play;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.concurrent.atomic.AtomicBoolean;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * Plans from any position, for "hint" and "solve" in console play and for the web workbench's hints: run through
 * {@link puzzlelab.puzzles.Plan} (the one execution path) on the caller's thread, within a {@link Budget} (time,
 * threads, memory, and a cancel signal: the web's client gone), and remembered per position (every position along a
 * plan gets the rest of it, so following hints costs one search).
 *
 * <p>The search is the puzzle's default request ({@code auto}: a solution fast, proven optimal when the prover
 * finishes in time; the plan says whether it is). Puzzle-specific members build their search from the puzzle's own
 * initial state, so away from the start they run on {@link Instance#after} (the position restated as an instance,
 * same move codes); when the puzzle cannot restate positions, the generic members run on {@link StartAt} (the prover
 * then is A* with the first admissible heuristic, else BFS or uniform-cost search).
 */
final class HintPlanner implements AutoCloseable {
    /** A search outcome: SOLVED with moves and cost, UNSOLVABLE (a dead end), or LIMIT/CANCELLED. */
    record Hint(Status status, int[] moves, long cost, boolean optimal, String algorithm, String note) {
    }

    /** What one hint search may use: wall time, threads, bytes of search tables, and when to stop early. */
    record Budget(long limitMillis, int threads, long maxBytes, BooleanSupplier cancel) {
        /** Console play: every core and half the heap, until the time limit or Ctrl-C ({@code close}). */
        static Budget console(long limitMillis) {
            return new Budget(limitMillis, SearchOptions.cores(), Runtime.getRuntime().maxMemory() / 2, () -> false);
        }
    }

    private final Instance inst;
    private final String metric;
    private final Problem problem;
    private final Budget budget;
    private final Map<StateKey, Hint> known = new HashMap<>();
    private final AtomicBoolean closed = new AtomicBoolean();

    /** The metric the game is played and planned in. */
    String metric() {
        return metric;
    }

    HintPlanner(Instance inst, String metric, Problem problem, long limitMillis) {
        this(inst, metric, problem, Budget.console(limitMillis));
    }

    HintPlanner(Instance inst, String metric, Problem problem, Budget budget) {
        this.inst = inst;
        this.metric = metric;
        this.problem = problem;
        this.budget = budget;
    }

    long limitMillis() {
        return budget.limitMillis();
    }

    /** The plan from {@code state}, reached from the initial state by {@code path}. */
    Hint plan(long[] state, int[] path) {
        if (problem.isGoal(state)) return new Hint(Status.SOLVED, new int[0], 0, true, null, null);
        Hint p = known.get(new StateKey(state));
        if (p != null) return p;
        String reason = inst.unsolvableReason();
        if (reason != null) return new Hint(Status.UNSOLVABLE, null, 0, true, null, reason);
        p = search(state, path);
        remember(state, p);
        return p;
    }

    /**
     * The request run from a position: the default ({@code auto}), resolved on the position restated as an instance
     * when the puzzle can restate it (its own members then run there), else over {@link StartAt} with the generic
     * members only.
     */
    puzzlelab.puzzles.Plan request(Instance here) {
        Instance on = here != null ? here : inst;
        Limits limits = new Limits(budget.limitMillis(), 0, budget.maxBytes());
        SearchOptions o = SearchOptions.DEFAULT.withThreads(budget.threads());
        return Solver.resolve(on, new Solver.Request(null, null, metric, o, limits, 0));
    }

    private Hint search(long[] state, int[] path) {
        boolean atStart = path.length == 0;
        Instance here = atStart ? inst : inst.after(path);
        puzzlelab.puzzles.Plan request = request(here);
        Problem from = atStart ? problem : new StartAt(problem, state, path);
        String name = request.algorithm().name() + (request.heuristic() == null ? "" : " + " + request.heuristic().name());
        BooleanSupplier cancel = () -> closed.get() || budget.cancel().getAsBoolean();
        Result r;
        try {
            r = here != null ? request.run(Progress.NONE, cancel) : request.run(from, false, Progress.NONE, cancel);
        } catch (RuntimeException e) {
            return new Hint(Status.CANCELLED, null, 0, false, name, "the search failed: " + e.getMessage());
        }
        if (r.solution() != null)
            return new Hint(Status.SOLVED, r.solution().moves(), r.solution().cost(), r.optimal(), name, r.message());
        if (r.status() == Status.UNSOLVABLE) return new Hint(Status.UNSOLVABLE, null, 0, true, name, r.message());
        return new Hint(r.status(), null, 0, false, name, r.message());
    }
    /** Stores the plan for its position and, when it is a solution, the rest of it for every position along it. */
    private void remember(long[] state, Hint p) {
        if (p.status() == Status.UNSOLVABLE) known.put(new StateKey(state), p);
        if (p.status() != Status.SOLVED) return;
        Problem from = new StartAt(problem, state, new int[0]);
        int[] moves = p.moves();
        List<long[]> along = Replay.states(from, moves);
        long cost = p.cost();
        long[] s = state;
        for (int i = 0; i < moves.length; i++) {
            int[] rest = java.util.Arrays.copyOfRange(moves, i, moves.length);
            StateKey k = new StateKey(along.get(i));
            Hint old = known.get(k);
            if (old == null || (!old.optimal() && p.optimal()))
                known.put(k, new Hint(Status.SOLVED, rest, cost, p.optimal(), p.algorithm(), i == 0 ? p.note() : null));
            long[] next = new long[problem.words()];
            cost -= Replay.apply(problem, s, moves[i], next);
            s = next;
        }
    }

    @Override
    public void close() {
        closed.set(true);
    }
}
