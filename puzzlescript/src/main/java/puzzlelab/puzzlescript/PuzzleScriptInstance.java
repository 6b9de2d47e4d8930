package puzzlelab.puzzlescript;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.NotApplicable;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.Input;
import puzzlelab.puzzlescript.lang.Session;
import puzzlelab.puzzlescript.lang.TurnLimitException;

/**
 * One level of a PuzzleScript game. A move is one of the game's inputs (up, left, down, right, and action unless
 * the game says {@code noaction}); a move's turn includes every {@code again} turn it causes, so the search sees the
 * position the player sees. Every move costs 1, so breadth-first search finds the fewest inputs. A move that changes
 * nothing (a wall, a cancelled turn) is not generated.
 */
final class PuzzleScriptInstance implements Instance {
    private static final String[] LETTERS = {"U", "L", "D", "R", "X"};
    private static final String[] WORDS = {"up", "left", "down", "right", "action"};
    private final PuzzleType type;
    private final String id;
    private final Game game;
    private final int entry;
    private final String title;
    private final Packer packer;
    private final long[] start;
    private final int moves;
    private final ThreadLocal<Session> sessions;

    PuzzleScriptInstance(PuzzleType type, String id, Game game, int entry, String title) {
        this.type = type;
        this.id = id;
        this.game = game;
        this.entry = entry;
        this.title = title;
        Session s = startSession();
        this.packer = new Packer(game, entry, s.stride(), Games.usesCheckpoints(game));
        this.start = new long[packer.words()];
        packer.encode(s.pack(), start);
        this.moves = game.flag("noaction") ? 4 : 5;
        this.sessions = ThreadLocal.withInitial(this::startSession);
    }

    /** The level as loaded, with the turns a pending {@code again} of the level start runs. */
    private Session startSession() {
        Session s = game.start(entry, null);
        s.runAgain();               // a level-start rule may leave an again pending: the player first sees it settled
        return s;
    }

    Game game() { return game; }

    int entry() { return entry; }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }
    @Override public String title() { return title; }

    /** The state as the interpreter holds it, for pictures and play. */
    Session session(long[] state) {
        Session s = sessions.get();
        s.restore(packer.decode(state));
        return s;
    }

    @Override
    public Problem problem(String metric) {
        if (metric != null && !metric.equals("moves"))
            throw new NotApplicable("puzzlescript has one metric, moves (got " + Text.quote(metric) + ")");
        return new Problem() {
            public int words() { return packer.words(); }
            public void initial(long[] dst) { System.arraycopy(start, 0, dst, 0, start.length); }
            public boolean isGoal(long[] s) { return Packer.won(s); }
            public void expand(long[] s, Successors out) {
                if (Packer.won(s)) return;          // a won level ends the game: nothing follows a win
                Session ss = sessions.get();
                long[] base = packer.decode(s);
                for (int m = 0; m < moves; m++) {
                    ss.restore(base);
                    boolean changed;
                    try {
                        changed = ss.step(Input.values()[m]);
                    } catch (TurnLimitException e) {
                        continue;                   // a turn that never settles is not a move a player can finish
                    }
                    if (!changed) continue;
                    packer.encode(ss.pack(), out.child());
                    out.emit(m, 1);
                }
            }
        };
    }

    /** Why this level can be played but not searched (randomness, real time), or null. */
    @Override
    public String searchRefusal() {
        return Games.notSearchable(game);
    }

    /**
     * The {@code distance} bound where the game's rules provably move the win conditions' objects one cell an input
     * ({@link MotionAnalysis}); none otherwise (rules may create, destroy or teleport anything), and then
     * {@link #noHeuristicReason} says why.
     */
    @Override
    public List<Heuristic> heuristics(String metric) {
        Object b = bound();
        return b instanceof Heuristic h ? List.of(h) : List.of();
    }

    @Override
    public String unavailableHeuristic(String name) {
        Object b = bound();
        return name.equals(DistanceHeuristic.NAME) && b instanceof String why
                ? "the distance bound is not admissible for this level: " + why : null;
    }

    @Override
    public String noHeuristicReason(String metric) {
        Object b = bound();
        return b instanceof String why ? "no admissible distance bound for this level: " + why : null;
    }

    /** The level's distance heuristic, or why it has none (a String); built on first use. */
    private Object bound() {
        Object b = bound;
        if (b == null) {
            b = DistanceHeuristic.forLevel(new MotionAnalysis(game), game, packer, packer.decode(start),
                    game.levelWidth(entry), game.levelHeight(entry), sessions.get().stride());
            bound = b;
        }
        return b;
    }

    private volatile Object bound;

    /** The prover auto runs: A* with the distance bound where the game has one (far fewer states), else BFS. */
    @Override public String defaultAlgorithm(String metric) { return bound() instanceof Heuristic ? "astar" : "bfs"; }

    /**
     * The text of a {@code message} command the move's turn (or its again turns) ran, or null. A fresh session, so no
     * message of an earlier turn is taken for this one's.
     */
    @Override
    public String message(long[] state, int move) {
        Session s = startSession();
        s.restore(packer.decode(state));
        try {
            s.step(Input.values()[move]);
        } catch (TurnLimitException e) {
            return null;
        }
        String m = s.lastMessage();
        return m == null || m.isBlank() ? null : m.strip();
    }

    @Override public String moveText(int move) { return LETTERS[move]; }

    @Override public String moveName(long[] state, int move) { return WORDS[move]; }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (int m = 0; m < moves; m++)
            if (t.equals(LETTERS[m].toLowerCase(Locale.ROOT)) || t.equals(WORDS[m]) || t.equals(Integer.toString(m))) return m;
        if (moves == 5 && (t.equals("space") || t.equals("c"))) return 4;
        throw new InputException(null, Text.quote(text) + " is not an input: use U L D R" + (moves == 5 ? " or X (action)" : "")
                + " (or up, left, down, right" + (moves == 5 ? ", action" : "") + "; 0-" + (moves - 1) + ")");
    }

    @Override
    public List<String> splitMoves(long[] state, String line) {
        String t = line.strip();
        if (t.contains(",")) {                      // the tests' form: 0,3,3,2
            List<String> out = new java.util.ArrayList<>();
            for (String w : t.split("\\s*,\\s*")) if (!w.isEmpty()) out.add(w);
            return out;
        }
        return Instance.super.splitMoves(state, line);
    }

    /** The input codes as the official tests and {@code puzzlelab puzzlescript run --inputs} write them. */
    @Override
    public String nativeSolution(int[] moveCodes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moveCodes.length; i++) sb.append(i == 0 ? "" : ",").append(moveCodes[i]);
        return sb.append('\n').toString();
    }

    @Override
    public Map<String, Object> counts(int[] moveCodes, String metric) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", moveCodes.length);
        return m;
    }

    @Override
    public String render(long[] state) {
        return Pictures.text(game, session(state));
    }

    @Override
    public String svg(long[] state) {
        return Pictures.svg(game, session(state));
    }
}
