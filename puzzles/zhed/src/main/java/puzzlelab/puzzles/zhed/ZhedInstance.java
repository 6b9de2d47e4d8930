package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;

/** One ZHED level. Moves: {@code X Y DIR} (the tile's column and row in the file's coordinates, DIR in U D L R). */
public final class ZhedInstance implements Instance {
    /** Nodes the default solver may spend on proving minimality once it has a solution. */
    public static final long PROOF_NODES = 1_500_000;

    private final PuzzleType type;
    private final String id;
    private final Level level;
    /** For a restated position ({@link #after}): move codes in the original level's numbering; null otherwise. */
    private final Renumbered renumbered;
    /** The proof budget of zhed and zhed-prove, for experiments ({@code bench zhed --proof-nodes}); null = their own. */
    private final Long proofNodes;

    public ZhedInstance(PuzzleType type, String id, Level level) {
        this(type, id, level, null, null);
    }

    private ZhedInstance(PuzzleType type, String id, Level level, Renumbered renumbered, Long proofNodes) {
        this.type = type;
        this.id = id;
        this.level = level;
        this.renumbered = renumbered;
        this.proofNodes = proofNodes;
    }

    /** This level with another proof budget for zhed and zhed-prove (0 = until the time limit), run through a plan. */
    public ZhedInstance withProofNodes(long nodes) {
        return new ZhedInstance(type, id, level, renumbered, nodes);
    }

    /**
     * The position after the moves as a level of its own: the unused tiles stay tiles, every other filled cell
     * is pre-filled. Its level numbers only the unused tiles, but its problem, algorithms and notation speak this
     * level's move codes ({@link Renumbered}). Null once the level is won (there is nothing left to plan).
     */
    @Override
    public Instance after(int[] moves) {
        if (renumbered != null) throw new IllegalStateException("after() of a restated position");
        List<long[]> states = Replay.states(problem(null), moves);
        long[] s = states.get(states.size() - 1);
        if (ZhedRules.won(level, s)) return null;
        IntArrayList cells = new IntArrayList();
        IntArrayList values = new IntArrayList();
        IntArrayList tiles = new IntArrayList();
        for (int t = 0; t < level.tiles(); t++) {   // row-major, so the restated level numbers them in this order
            if (ZhedRules.used(s, t)) continue;
            cells.add(level.tileCell(t));
            values.add(level.tileValue(t));
            tiles.add(t);
        }
        IntArrayList prefilled = new IntArrayList();
        for (int c = 0; c < level.cells; c++)
            if (ZhedRules.filled(s, c) && level.tileAt(c) < 0 || level.tileAt(c) >= 0 && ZhedRules.used(s, level.tileAt(c)))
                prefilled.add(c);
        Level here = new Level(level.width, level.height, cells.toIntArray(), values.toIntArray(), level.goals(),
                prefilled.toIntArray());
        return new ZhedInstance(type, id + " after " + moves.length + " moves", here,
                new Renumbered(tiles.toIntArray(), level.tiles()), proofNodes);
    }

    public Level level() {
        return level;
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    private static void checkMetric(String metric) {
        if (metric != null && !metric.equals("moves"))
            throw new IllegalArgumentException("unknown metric " + Text.quote(metric) + " for zhed (known: moves)");
    }

    @Override
    public Problem problem(String metric) {
        checkMetric(metric);
        Problem p = ZhedProblem.solving(level);
        return renumbered == null ? p : renumbered.problem(p);
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        checkMetric(metric);
        return ReportHeuristics.all(level);
    }

    @Override
    public String defaultAlgorithm(String metric) {
        return "zhed";
    }

    @Override
    public Map<String, PuzzleAlgorithm> algorithms() {
        Map<String, PuzzleAlgorithm> m = new LinkedHashMap<>();
        m.put("zhed", algorithm("the SAT prover (zhed-sat) beside goal-directed finders (plan search and DAG weaver; a "
                        + "second team with other seeds on a second thread) + iterative deepening with gap bounds, "
                        + "justification and commutation cuts and a transposition table (its proof of minimality "
                        + "within " + String.format(Locale.ROOT, "%,d", PROOF_NODES) + " nodes)",
                "optimal when the result says so (proven)",
                (o) -> portfolio(level, "zhed", proofNodes != null ? proofNodes : PROOF_NODES, o.seed(), o.threads()), true, true));
        m.put("zhed-prove", algorithm("as zhed, but the deepening's proof of minimality runs until it finishes (or the time limit)",
                "optimal when the result says so (proven)",
                (o) -> portfolio(level, "zhed-prove", proofNodes != null ? proofNodes : 0, o.seed(), o.threads()), true, true));
        m.put("zhed-solo", algorithm("zhed's finders and deepening on one thread without the SAT prover (seed S; the "
                        + "proof of minimality within the same node budget as zhed): what generate runs to check a level",
                "optimal when the result says so (proven)",
                (o) -> new ZhedSearch(level, "zhed-solo", true, proofNodes != null ? proofNodes : PROOF_NODES, o.seed()), true, true));
        m.put("zhed-ids", algorithm("iterative deepening of zhed alone, without the finder: shortest solutions, slow on big levels",
                "optimal", (o) -> new ZhedSearch(level, "zhed-ids", false, 0, o.seed()), false, true));
        m.put("zhed-sat", algorithm("the SAT prover alone (sat4j on its own thread): \"a plan of at most k moves?\" "
                        + "from the gap bound upward, then \"fewer than the best plan?\"; expanded = conflicts",
                "optimal", (o) -> new SatProver(level, "zhed-sat"), false, true));
        m.put("dfs-all", PuzzleAlgorithm.traced(algorithm("plain DFS over every (unused tile, direction) sequence, goals ignored, no duplicate "
                        + "detection: counts N(n) = sum 4^i n!/(n-i)! nodes below the root (a node-counter check)",
                "never (it does not solve)",
                (o) -> Algorithms.create("dfs", ZhedProblem.enumeration(level), null, o.withPathOnly(true)), false, false),
                Trace.Reports.MOVES_TRIED));   // the engine's dfs, which reports every move tried
        return m;
    }

    /**
     * The anytime default: ZHED's own solvers are the whole portfolio (the generic finders know nothing of ZHED's
     * structure). The SAT prover proves (it also finds plans: the shortest when nothing else is known); seed S's
     * finders and deepening run beside it, and with a second thread also seed S + 1: the finders are
     * heavy-tailed (a seed that finds a level in a second is followed by one that needs minutes), so two seeds side by
     * side finish more levels than one, and each solution of either bounds the other's proof.
     */
    @Override
    public List<Member> anytimeMembers(String metric, SearchOptions o) {
        checkMetric(metric);
        return members(level, "zhed", PROOF_NODES, o.seed(), o.threads()).stream()
                .map(m -> new Member(m.role(), m.label(), () -> wrap(m.factory().get()))).toList();
    }

    private Search wrap(Search s) {
        return renumbered == null ? s : renumbered.search(s);
    }

    /**
     * The SAT prover ({@link SatProver}, on a thread of its own) and the solver of seed S, with more than one thread
     * also seed S + 1, on the engine's portfolio.
     */
    static Search portfolio(Level lv, String name, long proofNodes, long seed, int threads) {
        return new Portfolio(name, null, members(lv, name, proofNodes, seed, threads), threads, -1, 0);
    }

    private static List<Member> members(Level lv, String name, long proofNodes, long seed, int threads) {
        Member sat = new Member(Role.PROVE, name + " sat", () -> new SatProver(lv, name));
        // beside the prover on the runner's thread, whose steps only collect what the SAT thread has settled
        Member main = new Member(Role.ANYTIME, name + " seed " + seed, () -> {
            ZhedSearch s = new ZhedSearch(lv, name, true, proofNodes, seed);
            s.improveWhileProving = threads < 2;   // else the second seed's finders look for shorter solutions
            return s;
        }, true);
        if (threads < 2) return List.of(sat, main);
        return List.of(sat, main, new Member(Role.ANYTIME, name + " seed " + (seed + 1),
                () -> new ZhedSearch(lv, name, true, proofNodes, seed + 1)));
    }

    private interface Factory {
        Search create(SearchOptions o);
    }

    private PuzzleAlgorithm algorithm(String description, String optimality, Factory f, boolean randomised,
                                      boolean solves) {
        return new PuzzleAlgorithm() {
            public String description() { return description; }
            public String optimality() { return optimality; }
            public boolean usesHeuristic() { return false; }
            public boolean randomised() { return randomised; }
            public boolean solves() { return solves; }
            public Search create(String metric, Heuristic h, SearchOptions options) {
                checkMetric(metric);
                return wrap(f.create(options));
            }
        };
    }

    @Override
    public String unsolvableReason() {
        if (level.tiles() == 0) return "the level has no number tiles";
        long[] s = new long[ZhedRules.words(level)];
        ZhedRules.initial(level, s);
        if (GapBound.of(level, s) >= GapBound.DEAD) return "no tile lies on a goal's row or column where it could ever reach it";
        return null;
    }

    @Override
    public String moveText(int move) {
        if (renumbered != null) move = renumbered.toHere(move);
        if (move < 0) throw new IllegalArgumentException("a move of a tile that is used up in this position");
        int c = level.tileCell(Level.tileOf(move));
        return level.x(c) + " " + level.y(c) + " " + Level.DIRS.charAt(Level.dirOf(move));
    }

    /**
     * Accepts {@code X Y DIR}, also with commas or brackets ({@code 3,3 R}, {@code (3, 3) right}); DIR is U D L R or
     * UP DOWN LEFT RIGHT, in any case.
     */
    @Override
    public int parseMove(long[] state, String text) throws InputException {
        String[] t = text.trim().replaceAll("[(),]", " ").trim().split("\\s+");
        if (t.length != 3)
            throw new InputException(null, Text.quote(text) + " is not a move: use X Y DIR, e.g. '3 3 R' (column, row, U/D/L/R)");
        Integer x = Numbers.intOrNull(t[0]);
        Integer y = Numbers.intOrNull(t[1]);
        if (x == null || y == null)
            throw new InputException(null, Text.quote(text) + " is not a move: X and Y must be numbers, e.g. '3 3 R'");
        int dir = switch (t[2].toUpperCase(Locale.ROOT)) {
            case "U", "UP" -> Level.UP;
            case "D", "DOWN" -> Level.DOWN;
            case "L", "LEFT" -> Level.LEFT;
            case "R", "RIGHT" -> Level.RIGHT;
            default -> -1;
        };
        if (dir < 0) throw new InputException(null, Text.quote(t[2]) + " is not a direction: use U, D, L or R");
        if (!level.onBoard(x, y)) throw new InputException(null, "(" + x + ", " + y + ") is off the " + level.width + "x" + level.height + " board");
        int tile = level.tileAt(level.cell(x, y));
        if (tile < 0) throw new InputException(null, "there is no number tile at (" + x + ", " + y + ")");
        if (state != null && ZhedRules.used(state, tile)) throw new InputException(null, "the tile at (" + x + ", " + y + ") is already used");
        int m = Level.move(tile, dir);
        if (state != null && ZhedRules.won(level, state)) throw new InputException(null, "the level is already won");
        if (state != null && ZhedRules.fills(level, state, m).length == 0)
            throw new InputException(null, Text.quote(text) + " would fill nothing (legal in the game, but it only wastes the tile)");
        return renumbered == null ? m : renumbered.toOriginal(m);
    }

    @Override
    public Map<String, Object> counts(int[] moves, String metric) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", moves.length);
        m.put("unusedTiles", level.tiles() - moves.length);
        return m;
    }

    @Override
    public String render(long[] state) {
        return ZhedPictures.text(level, state);
    }

    /** The solved board with the expansions drawn (direction marks) and the numbered moves. */
    public String renderSolution(int[] moves) {
        if (renumbered != null) {
            moves = moves.clone();
            for (int i = 0; i < moves.length; i++) moves[i] = renumbered.toHere(moves[i]);
        }
        return ZhedPictures.solution(level, moves);
    }

    /**
     * Mouse play on "ROW,COL" cells: an unused tile alone is picked; "TILE>CELL" plays the tile towards the cell
     * (same row or column).
     */
    @Override
    public int[] movesForClick(long[] state, String target) {
        int[][] cells = puzzlelab.puzzles.picture.GridSvg.cells(target);
        if (cells == null || renumbered != null) return null;
        for (int[] rc : cells) if (!level.onBoard(rc[1], rc[0])) return null;
        int tile = level.tileAt(level.cell(cells[0][1], cells[0][0]));
        if (tile < 0 || ZhedRules.used(state, tile)) return null;
        if (cells.length == 1) return new int[0];
        int dr = cells[1][0] - cells[0][0], dc = cells[1][1] - cells[0][1];
        if ((dr != 0) == (dc != 0)) return null;
        int dir = dr < 0 ? Level.UP : dr > 0 ? Level.DOWN : dc < 0 ? Level.LEFT : Level.RIGHT;
        return new int[] {Level.move(tile, dir)};
    }

    /** "3 at (3, 3) left". */
    @Override
    public String moveName(long[] state, int move) {
        int m = renumbered == null ? move : renumbered.toHere(move);
        if (m < 0) return moveText(move);
        int c = level.tileCell(Level.tileOf(m));
        String[] words = {"up", "down", "left", "right"};
        return level.tileValue(Level.tileOf(m)) + " at (" + level.x(c) + ", " + level.y(c) + ") " + words[Level.dirOf(m)];
    }

    @Override
    public String svg(long[] state) {
        return ZhedPictures.svg(level, state);
    }
}
