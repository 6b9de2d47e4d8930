package puzzlelab.puzzles.chexers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;

/** One single-player Chexers position; the metric is the number of actions (every action costs 1). */
final class ChexersInstance implements Instance {
    static final String METRIC = "actions";

    private final PuzzleType type;
    private final String id;
    final Setup setup;
    private final ChexersProblem problem;
    private List<Heuristic> heuristics;

    ChexersInstance(PuzzleType type, String id, Setup setup) {
        this.type = type;
        this.id = id;
        this.setup = setup;
        this.problem = new ChexersProblem(setup);
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }
    @Override public List<String> metrics() { return List.of(METRIC); }

    @Override
    public Problem problem(String metric) {
        check(metric);
        return problem;
    }

    /** relaxed first: it dominates half and is the faster default (see ChexersBench's numbers). */
    @Override
    public synchronized List<Heuristic> heuristics(String metric) {
        check(metric);
        if (heuristics == null) {
            heuristics = List.of(PieceSumHeuristic.relaxed(setup), PieceSumHeuristic.half(setup),
                    PieceSumHeuristic.hexdist(setup));
        }
        return heuristics;
    }

    @Override public String defaultAlgorithm(String metric) { return "astar"; }

    private static void check(String metric) {
        if (metric != null && !metric.equals(METRIC)) throw new IllegalArgumentException("unknown metric " + metric);
    }

    /**
     * A piece that cannot leave even under the relaxed rules (jumps over empty hexes allowed) can never leave, and
     * no other piece can help it: the relaxed moves are a superset of the real ones.
     */
    @Override
    public String unsolvableReason() {
        int[] dist = PieceSumHeuristic.relaxedDistances(setup);
        long[] pieces = setup.pieces();
        HexGrid g = setup.grid();
        for (int h = 0; h < g.cells; h++) {
            if (HexGrid.get(pieces, h) && dist[h] >= PieceSumHeuristic.DEAD) {
                return "the piece at " + g.coords(h) + " can never reach an unblocked " + setup.colour().lower()
                        + " exit hex (blocks wall it in)";
            }
        }
        return null;
    }

    @Override public String moveText(int move) { return ChexersMoves.text(setup.grid(), move); }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        return ChexersMoves.parse(setup.grid(), text);
    }

    /** The moves of a solution in the spec's output format: '#' comment lines and blank lines are skipped. */
    int[] parseNative(String source, String text) throws InputException {
        List<Integer> moves = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i].strip();
            if (l.isEmpty() || l.startsWith("#")) continue;
            try {
                moves.add(parseMove(null, l));
            } catch (InputException e) {
                throw new InputException(source, i + 1, e.problem());
            }
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public Map<String, Object> counts(int[] moves, String metric) {
        int move = 0;
        int jump = 0;
        int exit = 0;
        for (int m : moves) {
            if (ChexersMoves.isExit(m)) exit++;
            else if (ChexersMoves.isJump(m)) jump++;
            else move++;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("actions", moves.length);
        out.put("move", move);
        out.put("jump", jump);
        out.put("exit", exit);
        return out;
    }

    @Override public String render(long[] state) { return BoardText.render(setup, state); }

    @Override public String svg(long[] state) { return BoardSvg.render(setup, state); }

    /**
     * Mouse play on hexes "q,r": a piece alone is picked; "PIECE>HEX" moves or jumps there, "PIECE>PIECE" (the
     * piece clicked again) exits.
     */
    @Override
    public int[] movesForClick(long[] state, String target) {
        if (target == null || !target.matches("-?\\d{1,2},-?\\d{1,2}(>-?\\d{1,2},-?\\d{1,2})?")) return null;
        String[] p = target.split(">");
        int from = hex(p[0]);
        if (from < 0 || !HexGrid.get(state, from)) return null;
        if (p.length == 1) return new int[0];
        int to = hex(p[1]);
        if (to < 0) return null;
        HexGrid g = setup.grid();
        if (to == from) return setup.isExit(from) ? new int[] {ChexersMoves.exit(from)} : null;
        int d = HexGrid.direction(g.q(to) - g.q(from), g.r(to) - g.r(from));
        if (d < 0) return null;
        return new int[] {g.neighbour(from, d) == to ? ChexersMoves.move(from, d) : ChexersMoves.jump(from, d)};
    }

    private int hex(String qr) {
        String[] t = qr.split(",");
        return setup.grid().index(Integer.parseInt(t[0]), Integer.parseInt(t[1]));
    }

    /** "move (0, 0) → (1, 0)", "jump (0, 1) → (0, -1)", "exit (3, -1)". */
    @Override
    public String moveName(long[] state, int move) {
        HexGrid g = setup.grid();
        int from = ChexersMoves.from(move);
        if (from >= g.cells) return moveText(move);
        if (ChexersMoves.isExit(move)) return "exit " + g.coords(from);
        int to = ChexersMoves.to(g, move);
        return to < 0 ? moveText(move) : (ChexersMoves.isJump(move) ? "jump " : "move ") + g.coords(from) + " → " + g.coords(to);
    }
}
