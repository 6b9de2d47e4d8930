package puzzlelab.puzzles.rushhour;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Role;
import puzzlelab.puzzles.PuzzleType;

/**
 * One Rush Hour board. Move codes are (vehicle index, signed distance), written in the UvA checker's notation
 * {@code NAME,D}: positive = right for horizontal and down for vertical vehicles. Vehicle names are the input's.
 */
final class RushInstance implements Instance {
    private static final Pattern WITH_SEPARATOR = Pattern.compile("^(.+?)\\s*[,;:\\s]\\s*([+-]?\\d+)$");
    private static final Pattern WITH_SIGN = Pattern.compile("^(.+?)([+-]\\d+)$");
    private static final Pattern LETTERS_DIGITS = Pattern.compile("^([A-Za-z]+)(\\d+)$");

    private final PuzzleType type;
    private final String id;
    final RushBoard board;
    final Packed packed;
    /** Optimal move count stated by the source (Fogleman database lines), or null. */
    final Integer statedMoves;
    private Map<String, PuzzleAlgorithm> algorithms;

    RushInstance(PuzzleType type, String id, RushBoard board, Integer statedMoves) {
        this.type = type;
        this.id = id;
        this.board = board;
        this.packed = new Packed(board);
        this.statedMoves = statedMoves;
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    @Override
    public List<String> metrics() {
        return List.of("moves", "steps");
    }

    private static boolean steps(String metric) {
        if (metric == null || metric.equals("moves")) return false;
        if (metric.equals("steps")) return true;
        throw new IllegalArgumentException("unknown metric " + Text.quote(metric) + " (known: moves, steps)");
    }

    @Override
    public Problem problem(String metric) {
        return new RushProblem(packed, steps(metric), MoveRules.ALL);
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        boolean s = steps(metric);
        return List.of(RushBounds.mustMove(packed, s), RushBounds.blockers(packed, s), RushBounds.blockers2(packed, s),
                RushBounds.chain(packed, s));
    }

    @Override
    public String defaultAlgorithm(String metric) {
        steps(metric);
        return "packed-bfs";
    }

    /**
     * The anytime default: on boards above 6×6, LNS finds and improves (it has a solution of a 12×12 board within a
     * second) while packed-bfs proves; 6×6 boards are proven in milliseconds, so packed-bfs runs alone there. The
     * generic finders add nothing here.
     */
    @Override
    public List<Member> anytimeMembers(String metric, SearchOptions o) {
        boolean s = steps(metric);
        if (board.n <= 6) return List.of(new Member(Role.PROVE, "packed-bfs", () -> new PackedBfs(packed, s)));
        // LNS keeps a core of its own: the proof of a big board is slow, the improvement is what the user sees;
        // from 12×12 on, where BFS rarely finishes, a second LNS (next seed) takes turns with the prover as well
        int proverThreads = Math.max(1, o.threads() - 1);
        Member lns = new Member(Role.ANYTIME, "lns", () -> new Lns(packed, s, o.seed(), Integer.MAX_VALUE));
        Member prover = new Member(Role.PROVE, "packed-bfs", () -> new PackedBfs(packed, s, 1 << 10, proverThreads));
        if (board.n < 12 || o.threads() < 2) return List.of(lns, prover);
        Member second = new Member(Role.ANYTIME, "lns seed " + (o.seed() + 1),
                () -> new Lns(packed, s, o.seed() + 1, Integer.MAX_VALUE), true);
        return List.of(lns, second, prover);
    }

    @Override
    public synchronized Map<String, PuzzleAlgorithm> algorithms() {
        if (algorithms == null) algorithms = Variants.all(packed);
        return algorithms;
    }

    /** The board with the vehicles where the moves leave them; move codes (vehicle, distance) keep their meaning. */
    @Override
    public Instance after(int[] moves) {
        int[] pos = board.start.clone();
        for (int m : moves) pos[Packed.vehicle(m)] += Packed.distance(m);
        return new RushInstance(type, id + " after " + moves.length + " moves", board.withStart(pos), null);
    }

    @Override
    public String unsolvableReason() {
        return packed.staticUnsolvable();
    }

    @Override
    public String moveText(int move) {
        return board.vehicles[Packed.vehicle(move)].name() + "," + Packed.distance(move);
    }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        String t = text.trim();
        Matcher m = WITH_SEPARATOR.matcher(t);
        if (!m.matches()) m = WITH_SIGN.matcher(t);
        if (!m.matches()) m = LETTERS_DIGITS.matcher(t);
        if (!m.matches())
            throw new InputException(null, Text.quote(text) + " is not a move: write VEHICLE,DISTANCE such as X,3 or A,-1 "
                    + "(also X+3, X-1, X 3); positive = right or down");
        String name = m.group(1).trim();
        int v = board.indexOf(name);
        if (v < 0) throw new InputException(null, "there is no vehicle named " + Text.quote(name) + " on this board");
        Integer d = Numbers.intOrNull(m.group(2).replace("+", ""));
        if (d == null) throw new InputException(null, Text.quote(m.group(2)) + " is not a distance");
        if (d == 0) throw new InputException(null, "a move must slide the vehicle at least one cell");
        if (d <= -board.n || d >= board.n)
            throw new InputException(null, "vehicle " + board.vehicles[v].name() + " cannot slide " + Math.abs((long) d)
                    + " cells on a " + board.n + "×" + board.n + " board");
        return Packed.code(v, d);
    }

    @Override
    public String nativeSolution(int[] moves) {
        StringBuilder sb = new StringBuilder("car,move\n");
        for (int m : moves) sb.append(moveText(m)).append('\n');
        return sb.toString();
    }

    @Override
    public Map<String, Object> counts(int[] moves, String metric) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", moves.length);
        m.put("steps", Paths.cost(moves, true));
        return m;
    }

    int[] positions(long[] state) {
        int[] pos = new int[board.size()];
        packed.decode(state, pos);
        return pos;
    }

    @Override
    public String render(long[] state) {
        return RushHourPictures.ascii(board, positions(state));
    }

    @Override
    public String svg(long[] state) {
        return RushHourPictures.svg(board, positions(state));
    }

    /**
     * Mouse play: a vehicle's cell alone picks it; "FROM>TO" (a drag, or a second click on a square of its lane)
     * moves the vehicle on FROM the least distance that makes it cover TO.
     */
    @Override
    public int[] movesForClick(long[] state, String target) {
        int[][] cells = puzzlelab.puzzles.picture.GridSvg.cells(target);
        if (cells == null) return null;
        for (int[] rc : cells) if (rc[0] >= board.n || rc[1] >= board.n) return null;
        int[] pos = positions(state);
        int v = board.grid(pos)[cells[0][0] * board.n + cells[0][1]];
        if (v < 0) return null;
        if (cells.length == 1) return new int[0];
        Vehicle x = board.vehicles[v];
        int across = x.horizontal() ? cells[1][0] : cells[1][1];
        int t = x.horizontal() ? cells[1][1] : cells[1][0];
        int end = pos[v] + x.length() - 1;
        int d = t < pos[v] ? t - pos[v] : t > end ? t - end : 0;
        return across != x.lane() || d == 0 ? null : new int[] {Packed.code(v, d)};
    }

    /** "red car right 3", "truck B up 1". */
    @Override
    public String moveName(long[] state, int move) {
        int v = Packed.vehicle(move);
        int d = Packed.distance(move);
        Vehicle x = board.vehicles[v];
        String who = v == board.red ? "red car" : (x.length() >= 3 ? "truck " : "car ") + x.name();
        String dir = x.horizontal() ? (d > 0 ? "right" : "left") : (d > 0 ? "down" : "up");
        return who + " " + dir + " " + Math.abs(d);
    }

    @Override
    public String toString() {
        return id + " (" + board.n + "×" + board.n + ", " + board.size() + " vehicles"
                + (board.wallCount() > 0 ? ", " + board.wallCount() + " walls" : "") + ")";
    }
}
