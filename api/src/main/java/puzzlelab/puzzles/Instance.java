package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;

/**
 * One parsed puzzle instance: its search problem, heuristics, notation and pictures. Moves are the engine's int
 * codes; {@link #moveText} and {@link #parseMove} translate to and from the puzzle's native notation.
 */
public interface Instance {

    PuzzleType type();

    /** Stable identifier used in result rows: a file name, a built-in name or a one-line ID. */
    String id();

    /** The name its file gives the instance (a Sokoban level's {@code Title:}), or null: lists of a file's instances show it. */
    default String title() {
        return null;
    }

    /** Cost measures this puzzle can minimise; the first is the default. */
    default List<String> metrics() {
        return List.of("moves");
    }

    /**
     * The search problem for the given metric (null = default).
     *
     * @throws IllegalArgumentException for an unknown metric
     */
    Problem problem(String metric);

    /** Heuristics for the metric, each declaring admissibility; the first is the default. */
    List<Heuristic> heuristics(String metric);

    /**
     * Why heuristic {@code name} (lower case), not among {@link #heuristics}, is missing here when the puzzle has it
     * for other instances (e.g. "pdb-555 is for the 4×4 board only"); null when the name is simply unknown.
     */
    default String unavailableHeuristic(String name) {
        return null;
    }

    /**
     * Why this instance offers no heuristic beyond zero where the puzzle has one for other instances (e.g. a
     * PuzzleScript game whose rules allow no admissible bound), or null: {@code solve} prints it as a one-line note
     * when an algorithm that uses a heuristic runs with h = 0.
     */
    default String noHeuristicReason(String metric) {
        return null;
    }

    /**
     * The puzzle's optimal algorithm for this instance and metric (e.g. "idastar", "bfs", "astar"): the prover that
     * {@code auto} runs beside its finders. It is not what {@code solve} runs by default — that is always {@code auto}
     * ({@link Anytime}) — but what {@code -a} would name for a proof alone.
     */
    String defaultAlgorithm(String metric);

    /** Puzzle-specific algorithm variants by name (empty by default). */
    default Map<String, PuzzleAlgorithm> algorithms() {
        return Map.of();
    }

    /**
     * The members of the anytime default ({@link Anytime}) when the puzzle has its own: null (the default) = the
     * generic finders, improvers and prover; a puzzle whose own solvers do better returns its list instead (Rush Hour,
     * ZHED).
     */
    default List<puzzlelab.engine.portfolio.Member> anytimeMembers(String metric, puzzlelab.engine.SearchOptions o) {
        return null;
    }

    /**
     * This puzzle started from the position after {@code moves} (legal moves from the start), with move codes that
     * mean the same there, so the puzzle's own algorithms can plan from a position reached in play. Null (the
     * default) when the puzzle cannot restate a position as an instance; generic algorithms are used then.
     */
    default Instance after(int[] moves) {
        return null;
    }

    /**
     * A reason why the instance cannot be solved that is known before any search (e.g. parity), or null.
     * A non-null answer ends {@code solve} with status UNSOLVABLE at once.
     */
    default String unsolvableReason() {
        return null;
    }

    /**
     * Why this instance can be played but not searched (a PuzzleScript game whose rules draw random numbers, or one
     * that runs in real time), or null (the default). Every search of it is then refused with this reason
     * ({@link NotApplicable}); play, render and replays still work.
     */
    default String searchRefusal() {
        return null;
    }

    /**
     * Why no solution exists from {@code state} (a state of any of the instance's metrics), when the puzzle sees it
     * cheaply, or null: play shows it after each move (Sokoban's deadlocks: "the box at (4,2) can never reach a
     * goal"). It must be sound (never said of a solvable position) and fast (it runs after every move of a game).
     */
    default String deadlock(long[] state) {
        return null;
    }

    /**
     * What the puzzle tells the player when {@code move} is played in {@code state} (a PuzzleScript game's
     * {@code message} command), or null (the default): console and web play show it after the move. It must not
     * change the move's outcome; hosts ask it only in play, never in a search.
     */
    default String message(long[] state, int move) {
        return null;
    }

    /** The move in native notation (e.g. "U", "A S", "X,3", "MOVE from (0, 0) to (1, 0)."). */
    String moveText(int move);

    /**
     * Parses a move typed by a person or read from a solution file, in the position {@code state}; returns the
     * move code.
     *
     * @throws InputException if the text is not a move of this puzzle (legality is checked by the caller)
     */
    int parseMove(long[] state, String text) throws InputException;

    /**
     * The moves of a line that holds several (a line of a solution file, a line typed in play), as texts for {@link
     * #parseMove}; {@code state} is the position before the first. Default: the words, or one character per move
     * when the line has no white space ("UDLR"). A puzzle whose notation runs moves together otherwise says how
     * (Sokoban's pushes metric: a move is a walk ending in a push, so "llUrD" is "llU" then "rD").
     */
    default List<String> splitMoves(long[] state, String line) {
        List<String> out = new java.util.ArrayList<>();
        String text = line.strip();
        if (text.chars().anyMatch(Character::isWhitespace)) {
            for (String t : text.split("\\s+")) if (!t.isEmpty()) out.add(t);
        } else {
            text.codePoints().forEach(cp -> out.add(new String(Character.toChars(cp))));
        }
        return out;
    }

    /** The solution in the community's own format ({@code --format native}); default: one move per line. */
    default String nativeSolution(int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) sb.append(moveText(m)).append('\n');
        return sb.toString();
    }

    /**
     * The solution in the notations its community's programs read, each under its name, for JSON answers beside
     * {@code moves} (Sokoban: {@code "lurd"}); default none.
     */
    default Map<String, String> notations(int[] moves) {
        return Map.of();
    }

    /**
     * The counts of one solution ({@code moves}, solved under {@code metric}) for the result's {@code metrics} object
     * and the text output, e.g. {"moves": 33, "pushes": 8}; default: {"moves": n}. (Not {@link #metrics()}, the cost
     * measures the puzzle can minimise.)
     */
    default Map<String, Object> counts(int[] moves, String metric) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", moves.length);
        return m;
    }

    /**
     * A puzzle-specific tracer for {@code --trace} (printing to {@code out}), or null for the generic one. It may
     * track the position itself by replaying the (depth, move) calls from the initial state.
     */
    default puzzlelab.engine.Trace trace(java.io.PrintStream out, String metric) {
        return null;
    }

    /** Plain-text picture of a state (any terminal). */
    String render(long[] state);

    /** SVG picture of a state, or null when the puzzle has none. */
    default String svg(long[] state) {
        return null;
    }

    /**
     * Mouse play: the moves a click on the picture's element {@code target} makes in {@code state}, or null when the
     * click means nothing there. {@code target} is the {@code data-target} attribute of the clicked SVG element (for
     * pictures drawn with {@link puzzlelab.puzzles.picture.GridSvg}: {@code "ROW,COL"}), or {@code "FROM>TO"} for a
     * drag from one such element to another. Several moves are allowed (e.g. a walk to the clicked square); each is
     * checked for legality by the host. An empty array means "picked, waiting for a second click": the host then
     * sends {@code "FIRST>SECOND"} for the next click. Default: no mouse play.
     */
    default int[] movesForClick(long[] state, String target) {
        return null;
    }

    /**
     * Why the click on {@code target} in {@code state} makes no move, in words for the player ("the box at (3,2)
     * cannot be pushed up: a wall is behind it"), or null (the default) for the host's general "that click makes no
     * move here". Asked only after {@link #movesForClick} answered null.
     */
    default String clickRefusal(long[] state, String target) {
        return null;
    }

    /**
     * The move in plain words for people, in the position {@code state} where it is played (e.g. "red car right 3",
     * "tile 7 down"); default: {@link #moveText}.
     */
    default String moveName(long[] state, int move) {
        return moveText(move);
    }
}
