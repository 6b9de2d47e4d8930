package puzzlelab.puzzles.sokoban;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Solution;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Role;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.Text;

/**
 * One Sokoban level. Metrics: {@code pushes} (fewest pushes, then fewest moves) and {@code moves} (fewest moves,
 * then fewest pushes). Moves are LURD letters; in the pushes problem one move is a whole push ({@link Codes}).
 */
public final class SokobanInstance implements Instance {
    private final PuzzleType type;
    private final String id;
    final SokobanBoard board;
    private final String title;
    /** The solution {@code sokoban-shorten} starts from instead of finding one (null: it finds one). */
    private final Solution shortenFrom;

    SokobanInstance(PuzzleType type, String id, SokobanBoard board, String title) {
        this(type, id, board, title, null);
    }

    private SokobanInstance(PuzzleType type, String id, SokobanBoard board, String title, Solution shortenFrom) {
        this.type = type;
        this.id = id;
        this.board = board;
        this.title = title;
        this.shortenFrom = shortenFrom;
    }

    /** The same level, where {@code sokoban-shorten} shortens {@code s} rather than a solution of its own finder. */
    SokobanInstance shortening(Solution s) {
        return new SokobanInstance(type, id, board, title, s);
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    /** The level's title from the file, or null. */
    @Override public String title() { return title; }

    @Override
    public List<String> metrics() {
        return List.of("pushes", "moves");
    }

    private static boolean pushes(String metric) {
        if (metric == null || metric.equals("pushes")) return true;
        if (metric.equals("moves")) return false;
        throw new IllegalArgumentException("unknown metric " + Text.quote(metric) + " for sokoban (known: pushes, moves)");
    }

    @Override
    public Problem problem(String metric) {
        return new SokobanProblem(board, pushes(metric));
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        pushes(metric);
        // a push is also a move, so bounds on pushes are bounds on moves too
        ThreadLocal<Matching> m = ThreadLocal.withInitial(() -> new Matching(board));
        return List.of(
                Heuristic.of("matching", true, true, s -> capped(m.get().bound(s))),
                Heuristic.of("simple", true, true, s -> capped(m.get().simple(s))));
    }

    private static int capped(int h) {
        return h >= Matching.DEAD ? Heuristic.DEAD : h;
    }

    @Override
    public String defaultAlgorithm(String metric) {
        pushes(metric);
        return "sokoban";
    }

    @Override
    public Map<String, PuzzleAlgorithm> algorithms() {
        Map<String, PuzzleAlgorithm> m = new LinkedHashMap<>();
        m.put("sokoban", algorithm("A* over pushes with the matching bound, dead squares, freeze deadlocks and "
                        + "transpositions; pushes metric: fewest pushes then moves; moves metric: fewest moves then pushes",
                "optimal (with the metric's tie-break)", true,
                (metric, o) -> search("sokoban", pushes(metric) ? PushSearch.Order.PUSHES_MOVES : PushSearch.Order.MOVES_PUSHES,
                        1, metric, true)));
        m.put("sokoban-pushes", algorithm("A* over pushes as 'sokoban', the player's square normalised (fewer states): "
                        + "fewest pushes, moves not minimised",
                "optimal on pushes (moves not tie-broken); never on moves", true,
                (metric, o) -> search("sokoban-pushes", PushSearch.Order.PUSHES, 1, metric, pushes(metric))));
        m.put("sokoban-wastar", algorithm("weighted A* over pushes (weight from --weight), same pruning",
                "never", false,
                (metric, o) -> search("sokoban-wastar", PushSearch.Order.PUSHES, Math.max(1.01, o.weight()), metric, false)));
        m.put("sokoban-greedy", algorithm("greedy best-first over pushes on the matching bound: fast, long solutions",
                "never", false,
                (metric, o) -> search("sokoban-greedy", PushSearch.Order.PUSHES, 0, metric, false)));
        m.put("sokoban-pack", algorithm("greedy best-first over pushes on the matching cost plus a penalty for boxes "
                        + "packed out of the goals' packing order (found backwards from the solved position), pushes "
                        + "of the last pushed box first", "never", false,
                (metric, o) -> packSearch("sokoban-pack", metric, 0, PACK_WEIGHT, false)));
        m.put("sokoban-pack-wastar", algorithm("weighted A* over pushes (weight from --weight, default 1.5) on the "
                        + "evaluation of sokoban-pack, with its goal macros and PI-corrals", "never", false,
                (metric, o) -> packSearch("sokoban-pack-wastar", metric, o.weight() > 1 ? o.weight() : 1.5, PACK_WEIGHT, true)));
        m.put("sokoban-fess", algorithm("feature space search after FESS (Festival): sokoban-fess-box and "
                        + "sokoban-fess-push taking turns (each solves levels the other does not)", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-fess", true, up -> FinderTurns.fess(board, "sokoban-fess", pushes(metric), up))));
        m.put("sokoban-find", algorithm("the finders in turns, the finder of auto: sokoban-fess-box, sokoban-fess-push, "
                        + "sokoban-pull, sokoban-pull-cells and the box moves with Festival's opener sharing the turns "
                        + "6:1:5:1:4, 6:1:9:4:4 after 3 * 10^9 units of work (four of the pulls' nine then going to a forward search "
                        + "aimed at the pulls' best one-region position once they store one), and meeting (each solves levels the others do not); "
                        + "and, in turns of its own until its limits, sokoban-unpack's goals unpacked by pulls and the search aimed there", "never", false,
                (metric, o) -> finders(pushes(metric))));
        m.put("sokoban-unpack", algorithm("the goals unpacked by pulls (boxes on goals where no box starts, free regions, "
                        + "boxes far from the goals first; best first), then a forward search aimed at the unpacked position (Festival's HF "
                        + "search)", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-unpack", false, up -> new UnpackThenAim(board, "sokoban-unpack", pushes(metric)))));
        m.put("sokoban-hf", algorithm("Festival's HF search: the goals unpacked by box moves, then box moves on the level "
                        + "with cells by free regions and boxes on the unpacked position's squares, meeting the unpacking's "
                        + "positions", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-hf", false, up -> new HfSearch(board, "sokoban-hf", pushes(metric)))));
        m.put("sokoban-shorten", algorithm("auto's improver alone: sokoban-find's solution shortened by A* over pushes "
                        + "in windows along it, until a whole sweep gains nothing", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-shorten", shortenFrom == null,
                        up -> new FindThenShorten(board, "sokoban-shorten", pushes(metric), shortenFrom, up))));
        m.put("sokoban-pull", algorithm("backward search: boxes pulled from the goals to the start, best first on pulls "
                        + "+ " + PullSearch.WEIGHT + " x the matching to the start squares; the pulls reversed are the solution", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-pull", false, up -> new PullSearch(board, "sokoban-pull", pushes(metric), PullSearch.WEIGHT, false, up))));
        m.put("sokoban-pull-cells", algorithm("sokoban-pull with positions in cells by the boxes on start squares and on goals, "
                        + "the cells popped in turn (FESS's cycle)", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-pull-cells", false, up -> new PullSearch(board, "sokoban-pull-cells", pushes(metric), PullSearch.WEIGHT, true, up))));
        m.put("sokoban-fess-box", algorithm("feature space search after FESS (Festival): cells by boxes packed in "
                        + "order, free regions and boxes packed out of order, visited in turn; advisors (packing route, "
                        + "region-joining push) cost 0, other moves (one box taken anywhere it reaches) 1", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-fess-box", false, up -> new Fess(board, "sokoban-fess-box", pushes(metric), true, up))));
        m.put("sokoban-fess-push", algorithm("sokoban-fess-box with single pushes as its moves and the goals' packing "
                        + "order in layers", "never", false,
                (metric, o) -> new SetUpInStep("sokoban-fess-push", false, up -> new Fess(board, "sokoban-fess-push", pushes(metric), false, up))));
        return m;
    }

    /** sokoban-pack's price of a box packed out of order, in pushes of the matching bound. */
    static final int PACK_WEIGHT = 4;

    /** Levels with at most this many boxes run A* on pushes beside the feature space finder in {@code auto}. */
    static final int SMALL_LEVEL_BOXES = 8;

    private Search packSearch(String name, String metric, double weight, int pack, boolean corrals) {
        PushSearch.Options o = PushSearch.Options.astar(PushSearch.Order.PUSHES).weighted(weight)
                .inPushCodes(pushes(metric)).packing(pack).withCorrals(corrals);
        return new SetUpInStep(name, false, up -> new PushSearch(board, name, o, up));
    }

    private Search search(String name, PushSearch.Order order, double weight, String metric, boolean proves) {
        PushSearch.Options o = PushSearch.Options.astar(order).weighted(weight).inPushCodes(pushes(metric)).proving(proves);
        return new SetUpInStep(name, false, up -> new PushSearch(board, name, o, up));
    }

    /** sokoban-find, built in its first step so its set-up (four finders' tables) stops with the run. */
    private Search finders(boolean pushCodes) {
        return new SetUpInStep("sokoban-find", true, up -> FinderTurns.all(board, "sokoban-find", pushCodes, up));
    }

    private interface Factory {
        Search create(String metric, SearchOptions o);
    }

    private static PuzzleAlgorithm algorithm(String description, String optimality, boolean optimal, Factory f) {
        return new PuzzleAlgorithm() {
            public String description() { return description; }
            public String optimality() { return optimality; }
            public boolean usesHeuristic() { return false; }
            public Search create(String metric, Heuristic h, SearchOptions options) { return f.create(metric, options); }
        };
    }

    /**
     * The anytime default: Sokoban's own searches only (the generic ones drown in walks and deadlocks). The finders
     * in turns ({@link FinderTurns}: box moves, single pushes, pulls) and, on small levels, A* on pushes alone and
     * weighted A* find a first solution; on big levels {@link PushShortener} then shortens it; the optimal A* proves
     * (pruned by the incumbent) and raises the bound. The members are {@link Role#ANYTIME}, not
     * finders: the engine gives finders a sixteenth of the prover's steps (right for IDA* provers), but here every
     * member is a best-first search whose step costs about the same, and each member ends on its own anyway (at its
     * first solution, or, for A* on pushes, at its proof).
     */
    @Override
    public List<Member> anytimeMembers(String metric, SearchOptions o) {
        boolean p = pushes(metric);
        Member fess = new Member(Role.ANYTIME, "sokoban-find", () -> finders(p));
        Member prover = new Member(Role.PROVE, "sokoban", () -> search("sokoban",
                p ? PushSearch.Order.PUSHES_MOVES : PushSearch.Order.MOVES_PUSHES, 1, metric, true));
        // weighted A* on pushes: within 10 s where A* drowns in equal-cost positions (Microban 139: 1.8 s, A* 10 s)
        Member wastar = new Member(Role.ANYTIME, "sokoban-wastar(" + (p ? 2 : 3) + ")",
                () -> search("sokoban-wastar", PushSearch.Order.PUSHES, p ? 2 : 3, metric, false));
        // big levels: the improver (shortcuts along the incumbent) instead of the best-first searches, which drown. Not on
        // small ones: A* on pushes and the prover find the optimum there, and the prover breaks ties by moves (with
        // the improver's walkier solution first, the bound meets it and the run ends: Microban 36, 59 pushes, 224 moves
        // instead of 198)
        if (board.boxCount() > SMALL_LEVEL_BOXES) {
            // the finder alone until its first solution: as strong as it is alone, on one thread or two (FinderFirst)
            FinderFirst gate = new FinderFirst();
            return List.of(
                    new Member(Role.ANYTIME, "sokoban-find", () -> gate.finder(finders(p))),
                    new Member(Role.ANYTIME, "sokoban-shorten", () -> gate.after("sokoban-shorten", () -> new SetUpInStep("sokoban-shorten", true, up -> new PushShortener(board, p, up)))),
                    new Member(Role.PROVE, "sokoban", () -> gate.after("sokoban", prover.factory())));
        }
        if (!p) return List.of(fess, wastar, prover);
        // pushes: A* on pushes alone (normalised player, PI-corrals) finds small levels' optima at once, which then
        // bounds the prover's search for the fewest moves among them
        Member astar = new Member(Role.ANYTIME, "sokoban-pushes", () -> search("sokoban-pushes", PushSearch.Order.PUSHES, 1, metric, false));
        return List.of(fess, astar, wastar, prover);
    }

    /** Play's deadlock warnings, made on first use; one at a time (its buffers are shared). */
    private DeadlockNames deadlockNames;

    @Override
    public synchronized String deadlock(long[] state) {
        if (state.length <= board.words) return null;   // not a state of this level
        if (deadlockNames == null) deadlockNames = new DeadlockNames(board);
        return board.solved(state) ? null : deadlockNames.of(state);
    }

    @Override
    public String unsolvableReason() {
        if (new Matching(board).bound(board.boxes0) >= Matching.DEAD)
            return "some box can never reach a goal (no assignment of boxes to goals they can be pushed to)";
        return null;
    }

    /** The position after the moves as a level of its own (same squares, so the same move codes); null once solved. */
    @Override
    public Instance after(int[] moves) {
        long[] s = Codes.after(board, moves);
        if (board.solved(s)) return null;
        return new SokobanInstance(type, id + " after " + moves.length + " moves",
                board.with(java.util.Arrays.copyOf(s, board.words), board.player(s)), title);
    }

    @Override
    public String moveText(int move) {
        if (move < 4) return String.valueOf(SokobanBoard.WALK.charAt(move));
        if (move < Codes.MACRO) return String.valueOf(SokobanBoard.PUSH.charAt(move & 3));
        int bx = (move - Codes.MACRO) >>> 2;
        return SokobanBoard.PUSH.charAt((move - Codes.MACRO) & 3) + "(" + (board.row(bx) + 1) + "," + (board.col(bx) + 1) + ")";
    }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        return MoveText.parse(board, state, text);
    }

    /**
     * A LURD line, run-length encoded or not ("2l3u2R" is "lluuuRR", as YSokoban writes it), in single moves: in the
     * pushes metric it splits after each push ("llUrD": "llU", "rD"), so whole solutions read; in the moves metric
     * one letter a move.
     */
    @Override
    public List<String> splitMoves(long[] state, String line) {
        String t = MoveText.expandRuns(line.strip());
        if (state == null || !board.isPushState(state) || t.chars().anyMatch(c -> Character.isWhitespace(c) || c == '('))
            return Instance.super.splitMoves(state, t);
        List<String> out = new java.util.ArrayList<>();
        int from = 0;
        for (int i = 0; i < t.length(); i++)
            if (Character.isUpperCase(t.charAt(i))) {
                out.add(t.substring(from, i + 1));
                from = i + 1;
            }
        if (from < t.length()) out.add(t.substring(from));   // a walk with no push after it: parseMove says so
        return out;
    }

    // the last solution's steps: an answer asks for them up to three times (LURD, notations, metrics), and each
    // walks the room once per push (seconds for a long solution in a 300×300 room)
    private int[] lastMoves, lastSteps;

    private synchronized int[] steps(int[] moves) {
        if (!java.util.Arrays.equals(moves, lastMoves)) {
            lastSteps = Codes.toSteps(board, moves);
            lastMoves = moves.clone();
        }
        return lastSteps;
    }

    @Override
    public String nativeSolution(int[] moves) {
        return Codes.lurd(steps(moves)) + "\n";
    }

    /** LURD, what every Sokoban program reads: one letter a step, upper case for a push. */
    @Override
    public Map<String, String> notations(int[] moves) {
        return Map.of("lurd", Codes.lurd(steps(moves)));
    }

    @Override
    public Map<String, Object> counts(int[] moves, String metric) {
        int[] steps = steps(moves);
        int pushes = 0;
        for (int s : steps) if (s >= 4) pushes++;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", steps.length);
        m.put("pushes", pushes);
        return m;
    }

    @Override
    public int[] movesForClick(long[] state, String target) {
        return Clicks.moves(board, state, target);
    }

    @Override
    public String render(long[] state) {
        return Pictures.text(board, state);
    }

    @Override
    public String svg(long[] state) {
        return Pictures.svg(board, state);
    }
}
