package puzzlelab.puzzles;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.input.InputException;

/**
 * The checklist of a puzzle, for its author's own tests: give it the puzzle and a few small instance IDs, and it
 * reports the mistakes hosts would otherwise find later, in words. JUnit-free, so any test framework runs it:
 * <pre>{@code
 * @Test
 * void keepsThePuzzleContract() {
 *     PuzzleTypeContract.verify(new LightsOutType(), "lightsout:3:0.1.0.1.1.1.0.1.0", "lightsout:4:...");
 * }
 * }</pre>
 * What it checks, for each instance (small ones: each is solved by uniform-cost search within
 * {@link #MAX_NODES} expansions, every state sampled too):
 * <ul>
 *   <li>IDs: the ID reads, names this puzzle, and the instance's own {@code id()} reads back to the same start;</li>
 *   <li>moves: every legal move's text parses back, in its position, to a move that leads to the same state, and
 *       the optimal solution's moves do so all along it (what {@code play}, solution files and the web rely on);</li>
 *   <li>heuristics: one declared admissible never estimates more than the optimum, checked at states sampled
 *       breadth-first from the start (each solved exactly); one declared consistent never drops by more than a move's
 *       cost along a move;</li>
 *   <li>files: a generated board (when the puzzle has a generator) is detected as this puzzle, reads, and its ID, if
 *       any, reads to the same start.</li>
 * </ul>
 * Searches run through {@link Plan}, as in every host.
 */
public final class PuzzleTypeContract {
    /** The most expansions of one exact solve; instances given to the contract must be solvable within it. */
    public static final long MAX_NODES = 200_000;
    /** States sampled per instance and metric for the heuristic checks. */
    public static final int SAMPLED_STATES = 40;

    private final PuzzleType type;
    private final List<String> problems = new ArrayList<>();

    private PuzzleTypeContract(PuzzleType type) {
        this.type = type;
    }

    /** Runs the checklist; throws an {@link AssertionError} listing every problem found (one line each). */
    public static void verify(PuzzleType type, String... ids) {
        List<String> p = problems(type, List.of(ids));
        if (!p.isEmpty())
            throw new AssertionError(type.name() + " breaks the puzzle contract:\n  " + String.join("\n  ", p));
    }

    /** The problems found (empty when the puzzle keeps the contract); {@code ids} empty = its built-in instances. */
    public static List<String> problems(PuzzleType type, List<String> ids) {
        PuzzleTypeContract c = new PuzzleTypeContract(type);
        c.names();
        List<String> all = ids.isEmpty() ? List.copyOf(type.builtins().keySet()) : ids;
        if (all.isEmpty()) c.problem("no instance to check: give the contract a few small instance IDs");
        for (String id : all) c.instance(id);
        c.generated(java.util.Map.of(), 1, true);
        return c.problems;
    }

    /**
     * The file checks on boards generated with {@code options} (a generator whose defaults make nothing, one that
     * needs {@code --tiles N}, is checked this way); empty when the boards read back.
     */
    public static List<String> generatedProblems(PuzzleType type, java.util.Map<String, String> options, long seed) {
        PuzzleTypeContract c = new PuzzleTypeContract(type);
        if (type.generator() == null) c.problem("no generator");
        else c.generated(options, seed, false);
        return c.problems;
    }

    private void problem(String what) {
        problems.add(what);
    }

    private void names() {
        if (type.name() == null || !type.name().matches("[a-z][a-z0-9-]{0,31}"))
            problem("name " + type.name() + ": use lower-case letters, digits and '-' (at most 32)");
        if (type.summary() == null || type.summary().isBlank()) problem("summary: give one line for 'puzzlelab list'");
    }

    /** One instance's checks; a puzzle's exception is a problem found (named with its first frame), not the end. */
    private void instance(String id) {
        try {
            checkInstance(id);
        } catch (RuntimeException | StackOverflowError e) {   // the checklist reports; it is not a host's error channel
            StackTraceElement[] at = e.getStackTrace();
            problem(id + ": " + e + (at.length == 0 ? "" : " at " + at[0]));
        }
    }

    private void checkInstance(String id) {
        Instance inst;
        try {
            inst = type.readId(id);
        } catch (InputException e) {
            problem(id + ": the ID does not read: " + e.getMessage());
            return;
        }
        if (inst.type() == null || !type.name().equals(inst.type().name()))
            problem(id + ": the instance's type() is not this puzzle (hosts name the puzzle by it)");
        String own = inst.id();
        if (own != null && own.startsWith(type.name() + ":") && !own.equals(id)) {
            try {
                if (!sameStart(inst, type.readId(own))) problem(id + ": its id() " + own + " reads to another start");
            } catch (InputException e) {
                problem(id + ": its id() " + own + " does not read: " + e.getMessage());
            }
        }
        if (inst.metrics().isEmpty()) {
            problem(id + ": metrics() is empty (the first metric is the default)");
            return;
        }
        for (String metric : inst.metrics()) metric(id, inst, metric);
    }

    private void metric(String id, Instance inst, String metric) {
        String where = id + " (" + metric + ")";
        Problem p = inst.problem(metric);
        long[] start = new long[p.words()];
        p.initial(start);
        movesParseBack(where, inst, p, start);
        Result r = exact(inst, metric, p, start);
        if (r.status() == Status.LIMIT || r.status() == Status.CANCELLED) {
            problem(where + ": not solved within " + MAX_NODES + " expansions; give the contract smaller instances");
            return;
        }
        if (r.solution() != null) {
            long[] s = start.clone();
            for (int m : r.solution().moves()) {
                if (!movesParseBack(where, inst, p, s)) break;
                s = child(p, s, m);
            }
        }
        for (Heuristic h : inst.heuristics(metric)) heuristic(where, inst, metric, p, start, h);
    }

    /** Every legal move from {@code s} prints and parses back to a move leading to the same state. */
    private boolean movesParseBack(String where, Instance inst, Problem p, long[] s) {
        for (long[][] kid : children(p, s)) {
            int move = (int) kid[0][0];
            String text = inst.moveText(move);
            int parsed;
            try {
                parsed = inst.parseMove(s.clone(), text);
            } catch (InputException e) {
                problem(where + ": move " + move + " prints as '" + text + "', which does not parse back: " + e.getMessage());
                return false;
            }
            long[] again = child(p, s, parsed);
            if (again == null || !Arrays.equals(again, kid[1])) {
                problem(where + ": move " + move + " prints as '" + text + "', which parses back to another move (" + parsed + ")");
                return false;
            }
        }
        return true;
    }

    private void heuristic(String where, Instance inst, String metric, Problem p, long[] start, Heuristic h) {
        if (!h.admissible() && !h.consistent()) return;
        for (long[] s : sample(p, start)) {
            int est = h.estimate(s.clone());
            if (h.consistent() && est < Heuristic.DEAD) {
                for (long[][] kid : children(p, s)) {
                    int next = h.estimate(kid[1].clone());
                    if (next < Heuristic.DEAD && est > kid[0][1] + next)
                        problem(where + ": heuristic " + h.name() + " is declared consistent but drops from " + est + " to "
                                + next + " along move '" + inst.moveText((int) kid[0][0]) + "' of cost " + kid[0][1]);
                }
            }
            if (!h.admissible()) continue;
            Result r = exact(inst, metric, p, s);
            if (r.status() == Status.SOLVED && r.optimal() && est > r.solution().cost())
                problem(where + ": heuristic " + h.name() + " is declared admissible but estimates " + Heuristic.text(est)
                        + " where the optimum is " + r.solution().cost() + " (position: " + inst.render(s).strip().replace("\n", " / ") + ")");
        }
    }

    /** The optimum from {@code s} by uniform-cost search through a plan, within {@link #MAX_NODES} expansions. */
    private static Result exact(Instance inst, String metric, Problem p, long[] s) {
        Plan plan = Solver.resolve(inst, Solver.Request.of("ucs", null).withMetric(metric)
                .withLimits(new Limits(0, MAX_NODES, 0)));
        BooleanSupplier never = () -> false;
        return plan.run(startingAt(p, s), false, Progress.NONE, never);
    }

    /** Up to {@link #SAMPLED_STATES} states breadth-first from the start (the start first). */
    private static List<long[]> sample(Problem p, long[] start) {
        List<long[]> out = new ArrayList<>();
        Set<List<Long>> seen = new HashSet<>();
        Deque<long[]> queue = new ArrayDeque<>(List.of(start));
        seen.add(key(start));
        while (!queue.isEmpty() && out.size() < SAMPLED_STATES) {
            long[] s = queue.poll();
            out.add(s);
            if (p.isGoal(s)) continue;
            for (long[][] kid : children(p, s)) if (seen.add(key(kid[1]))) queue.add(kid[1]);
        }
        return out;
    }

    /** The children of {@code s}: each {{move, cost}, state}. */
    private static List<long[][]> children(Problem p, long[] s) {
        List<long[][]> out = new ArrayList<>();
        long[] buf = new long[p.words()];
        p.expand(s, new Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) { out.add(new long[][] {{move, cost}, buf.clone()}); }
        });
        return out;
    }

    private static long[] child(Problem p, long[] s, int move) {
        for (long[][] kid : children(p, s)) if (kid[0][0] == move) return kid[1];
        return null;
    }

    private static List<Long> key(long[] s) {
        List<Long> k = new ArrayList<>(s.length);
        for (long w : s) k.add(w);
        return k;
    }

    /** The problem started at {@code s}: the host's way to plan from a position (play hints do the same). */
    private static Problem startingAt(Problem p, long[] s) {
        return new Problem() {
            public int words() { return p.words(); }
            public void initial(long[] dst) { System.arraycopy(s, 0, dst, 0, s.length); }
            public boolean isGoal(long[] state) { return p.isGoal(state); }
            public void expand(long[] state, Successors out) { p.expand(state, out); }
            public boolean unitCost() { return p.unitCost(); }
        };
    }

    private static boolean sameStart(Instance a, Instance b) {
        String m = a.metrics().get(0);
        Problem pa = a.problem(m), pb = b.problem(m);
        long[] sa = new long[pa.words()], sb = new long[pb.words()];
        pa.initial(sa);
        pb.initial(sb);
        return Arrays.equals(sa, sb);
    }

    /**
     * A generated board is detected as this puzzle, reads, and its ID (if any) reads to the same start. With the
     * default options ({@code lenient}) a generator that asks for options is left to {@link #generatedProblems}.
     */
    private void generated(java.util.Map<String, String> options, long seed, boolean lenient) {
        Generator g = type.generator();
        if (g == null) return;
        Generator.Generated made;
        try {
            made = g.generate(Params.of(g.params(), options), seed, () -> false);
        } catch (InputException e) {
            if (!lenient) problem("generate " + options + " (seed " + seed + "): " + e.getMessage());
            return;
        }
        for (Generator.Board b : made.boards()) {
            String file = b.fileName();
            if (type.detect(file, b.text()) <= 0) problem("generated " + file + ": detect() does not recognise it");
            Instance read;
            try {
                read = type.read(file, b.text());
            } catch (InputException e) {
                problem("generated " + file + ": it does not read back: " + e.getMessage());
                continue;
            }
            if (b.id() == null) continue;
            try {
                if (!sameStart(read, type.readId(b.id()))) problem("generated " + file + ": its ID " + b.id() + " reads to another start");
            } catch (InputException e) {
                problem("generated " + file + ": its ID " + b.id() + " does not read: " + e.getMessage());
            }
        }
    }
}
