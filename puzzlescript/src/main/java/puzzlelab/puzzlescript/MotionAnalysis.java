package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.RuleFacts;

/**
 * Static analysis of a compiled game: which objects only ever move one cell per input and are never created nor
 * destroyed ("preserved"), which never move nor change at all ("static"), and from that, per win condition, whether a
 * grid distance is a lower bound on the inputs still needed. What it cannot prove gives no bound (h = 0 there).
 *
 * <p>Why one input moves a preserved object at most one cell (docs: executionorder, rules, movement): in one turn
 * objects change cells only in the movement phase, which moves the contents of a cell's layer one step to a
 * neighbour whose layer is empty and then clears that movement; rigid failures restore the turn's start and
 * re-simulate; late rules run after the movement phase and their movements are discarded. So a turn moves each object
 * at most once. Only {@code again} (extra turns inside one input) and {@code restart} (the grid jumps back to the
 * restart point) break that, and {@code win} ends a level without its win conditions: any of them, in any rule, and
 * the game gets no bound. Randomness and real time are never searched anyway. {@code cancel} undoes a turn,
 * {@code checkpoint} only moves the restart point (and nothing restarts), messages and sounds change nothing.
 *
 * <p>A cell holds at most one object per collision layer (the compiler refuses two on one layer, a replacement
 * clears the layer of what it writes, movement needs the target's layer empty); the level-start grid is checked for
 * it ({@link DistanceHeuristic}).
 */
final class MotionAnalysis {
    /** How a win condition is bounded. */
    enum Kind {
        /** no bound for it (h = 0): see {@link Condition#why} */
        NONE,
        /** its moving objects must each reach a cell of a fixed set ({@code all/some X on Y}, X moves, Y fixed) */
        MOVERS_TO_FIXED,
        /** each fixed cell must be reached by some moving object ({@code all X on Y}, X fixed, Y moves) */
        FIXED_NEEDS_MOVER
    }

    /**
     * One win condition's plan: {@code movers} are the moving side's objects (all preserved), {@code fixed} the
     * static side's mask ({@code fixedAll}: a cell counts only with every object of it), {@code all}: every mover (or
     * fixed cell) must be satisfied (max), else one suffices (min).
     */
    record Condition(String text, Kind kind, String why, long[] movers, long[] fixed, boolean fixedAll, boolean all,
                     String notOneMover, int[][] pushes) {
        /** Whether one input moves at most one of the movers, when the level holds exactly one player object. */
        boolean oneMover() {
            return kind != Kind.NONE && notOneMover == null;
        }
    }

    private final Game g;
    private final List<RuleFacts.Cell> cells;
    private final long[] player;
    /** null when every object's fate is provable, else why not: per object, the first reason it is not preserved. */
    private final String[] notPreserved, notStatic;
    /** Why the game has no bound at all (a command, randomness, no win condition), or null. */
    final String gameRefusal;
    final List<Condition> conditions = new ArrayList<>();

    MotionAnalysis(Game g) {
        this.g = g;
        this.cells = RuleFacts.replacements(g);
        this.player = RuleFacts.playerObjects(g);
        int n = g.objectCount();
        notPreserved = new String[n];
        notStatic = new String[n];
        for (int o = 0; o < n; o++) {
            notPreserved[o] = whyNotPreserved(o);
            notStatic[o] = notPreserved[o] != null ? notPreserved[o] : whyMoves(o);
        }
        gameRefusal = refusal();
        for (RuleFacts.Win w : RuleFacts.winConditions(g)) conditions.add(plan(w));
    }

    /** Whether some win condition has a bound (and the game allows one). */
    boolean bounded() {
        return gameRefusal == null && conditions.stream().anyMatch(c -> c.kind != Kind.NONE);
    }

    /** One line: why no bound is admissible for this game, or null when one is. */
    String whyNone() {
        if (gameRefusal != null) return gameRefusal;
        if (bounded()) return null;
        List<String> parts = new ArrayList<>();
        for (Condition c : conditions) parts.add(c.text + ": " + c.why);
        return String.join("; ", parts);
    }

    private String refusal() {
        if (g.hasRandomness()) return "the game has random rules";
        if (g.realtime()) return "the game runs in real time";
        for (RuleFacts.Command c : RuleFacts.commands(g)) {
            switch (c.word()) {
                case "again":
                    return "the rule at line " + c.line() + " says 'again': one input can run several turns and move an object more than one cell";
                case "restart":
                    return "the rule at line " + c.line() + " says 'restart': one input can move every object back to the restart point";
                case "win":
                    return "the rule at line " + c.line() + " says 'win': a level can be won without its win conditions";
                default:
            }
        }
        if (RuleFacts.winConditions(g).isEmpty()) return "the game has no win conditions";
        return null;
    }

    private Condition plan(RuleFacts.Win w) {
        String text = describe(w);
        if (w.quantifier() == 2)
            return none(text, "'no' conditions are not bounded (only 'all' and 'some' X on Y are)");
        if (w.y() == null) return none(text, "no 'on' part: nothing to measure a distance to");
        boolean all = w.quantifier() == 0;
        String xWhy = firstReason(w.x(), notPreserved), yWhy = firstReason(w.y(), notStatic);
        // X moves (each object keeps its identity, one cell an input), Y never changes: X objects walk to Y cells.
        if (xWhy == null && yWhy == null) {
            if (w.xAll() && ones(w.x()) > 1)
                return none(text, name(w.x()) + " is an aggregate: its parts may meet anywhere");
            return new Condition(text, Kind.MOVERS_TO_FIXED, null, w.x(), w.y(), w.yAll(), all, whyNotOneMover(w.x()), pushes(w.x()));
        }
        // X never changes, Y moves: some Y object has to arrive at every X cell (one, for 'some').
        String xStatic = firstReason(w.x(), notStatic), yPreserved = firstReason(w.y(), notPreserved);
        if (xStatic == null && yPreserved == null) {
            if (w.yAll() && ones(w.y()) > 1)
                return none(text, name(w.y()) + " is an aggregate: its parts may meet anywhere");
            if (all) return new Condition(text, Kind.FIXED_NEEDS_MOVER, null, w.y(), w.x(), w.xAll(), true, whyNotOneMover(w.y()), pushes(w.y()));
            // some X on Y: the nearest pair, the same as Y objects walking to X cells
            return new Condition(text, Kind.MOVERS_TO_FIXED, null, w.y(), w.x(), w.xAll(), false, whyNotOneMover(w.y()), pushes(w.y()));
        }
        // neither: one side is created or destroyed somewhere, or both sides move
        if (firstReason(w.x(), notPreserved) != null) return none(text, firstReason(w.x(), notPreserved));
        if (yPreserved != null) return none(text, yPreserved);
        return none(text, "both sides move (" + firstReason(w.x(), notStatic) + "; " + yWhy + ")");
    }

    private static Condition none(String text, String why) {
        return new Condition(text, Kind.NONE, why, null, null, false, false, why, null);
    }

    private static long ones(long[] mask) {
        long n = 0;
        for (long m : mask) n += Long.bitCount(m);
        return n;
    }

    private String firstReason(long[] mask, String[] reasons) {
        for (int o = 0; o < g.objectCount(); o++) if (has(mask, o) && reasons[o] != null) return reasons[o];
        return null;
    }

    private String describe(RuleFacts.Win w) {
        String q = switch (w.quantifier()) { case 0 -> "all"; case 1 -> "some"; default -> "no"; };
        return q + " " + name(w.x()) + (w.y() == null ? "" : " on " + name(w.y()));
    }

    /** The objects of a mask, upper case, joined with "/" (a property's members). */
    String name(long[] mask) {
        List<String> names = new ArrayList<>();
        for (int o = 0; o < g.objectCount(); o++) if (has(mask, o)) names.add(g.objectName(o).toUpperCase(Locale.ROOT));
        return names.size() <= 3 ? String.join("/", names) : String.join("/", names.subList(0, 3)) + "/…";
    }

    boolean preserved(int o) {
        return notPreserved[o] == null;
    }

    boolean isStatic(int o) {
        return notStatic[o] == null;
    }

    /**
     * Why object o may be created, destroyed or replaced by some rule, or null when no rule can: a replacement that
     * writes o needs o already required on its left side (then it stays); one that clears o (a {@code no o} on the
     * right, o dropped from the right, or another object written on o's layer) needs its left side to rule o out
     * of the cell; {@code random} on o's layer is never provable.
     */
    private String whyNotPreserved(int o) {
        String name = g.objectName(o).toUpperCase(Locale.ROOT);
        for (RuleFacts.Cell c : cells) {
            for (int cand : c.randomEntity())
                if (cand == o || g.layerOf(cand) == g.layerOf(o))
                    return name + " can be replaced by a random object (rule at line " + c.line() + ")";
            boolean set = has(c.objSet(), o), clear = has(c.objClear(), o);
            if (set && !has(c.present(), o)) return name + " can be created by the rule at line " + c.line();
            if (!set && clear && !excludes(c, o)) return name + " can be destroyed or replaced by the rule at line " + c.line();
        }
        return null;
    }

    /**
     * Why preserved object o may move, or null when it never does: the input moves the player's objects; a rule moves
     * whatever is on the layer it gives a movement to, unless its left side rules o out of that cell (a cell holds
     * one object per layer, so requiring another object of o's layer does).
     */
    private String whyMoves(int o) {
        String name = g.objectName(o).toUpperCase(Locale.ROOT);
        if (has(player, o)) return name + " is the player";
        for (RuleFacts.Cell c : cells)
            for (int layer : c.movedLayers())
                if (layer == g.layerOf(o) && !excludes(c, o)) return name + " can be moved by the rule at line " + c.line();
        return null;
    }

    /**
     * Why one input may move more than one of the movers (objects of the mask, all preserved), or null when it moves
     * at most one, provided the level holds exactly one player object (checked per level). Then the distances add up
     * instead of only their largest counting. The argument: movers are not the player, so only rules give them a
     * movement; every rule cell that can give one belongs to a one-row rule without ellipsis whose other cells include
     * the player with a required direction (so the match is anchored at the one player cell, and the cell at a fixed
     * offset from it), with exactly one such cell a rule; all those rules are the directions of one written rule and
     * require different directions of the player; and no rule changes the player's movement (a cell that writes a
     * movement on the player's layer requires that same movement), nor creates or destroys a player object. So in a
     * turn at most one of those rules matches, once, moving one mover.
     */
    private String whyNotOneMover(long[] movers) {
        for (int o = 0; o < g.objectCount(); o++) if (has(movers, o) && has(player, o)) return "the player is one of them";
        if (RuleFacts.playerIsAggregate(g)) return "the player is an aggregate";
        for (int p = 0; p < g.objectCount(); p++) {
            if (!has(player, p)) continue;
            if (notPreserved[p] != null) return notPreserved[p];
            for (RuleFacts.Cell c : cells)
                for (int layer : c.movedLayers())
                    if (layer == g.layerOf(p) && !excludes(c, p) && c.moveSet()[layer] != c.movePresent()[layer])
                        return "the rule at line " + c.line() + " changes the player's movement";
        }
        int line = -1;
        java.util.Map<Integer, Integer> directionOfRule = new java.util.HashMap<>();
        java.util.Map<Integer, Integer> moverCells = new java.util.HashMap<>();
        for (RuleFacts.Cell c : cells) {
            if (!movesAMover(c, movers)) continue;
            String at = "the rule at line " + c.line();
            if (line >= 0 && c.line() != line) return "the rules at lines " + line + " and " + c.line() + " both move them";
            line = c.line();
            if (c.rows() != 1 || c.ellipsis()) return at + " can move several at once (rows or an ellipsis)";
            if (moverCells.merge(c.rule(), 1, Integer::sum) > 1) return at + " moves several at once";
            int dir = playerDirection(c.rule());
            if (dir == 0) return at + " moves them without a moving player in it";
            directionOfRule.put(c.rule(), dir);
        }
        if (directionOfRule.values().stream().distinct().count() != directionOfRule.size())
            return "the rule at line " + line + " can match in several directions in one turn";
        return null;
    }

    /**
     * Where one input moves at most one mover ({@link #whyNotOneMover} null) and the movers share one layer: every way
     * a mover moves, as {dx, dy, direction bit, player layer}: the rule that gives it a movement in that direction
     * needs the player at (dx, dy) from it (a cell the player can stand on). Null otherwise. A mover can then only
     * follow these steps, so distances along them are still lower bounds, and a cell from which no fixed cell is
     * reachable this way is dead (Sokoban's dead squares, found from the rules).
     */
    private int[][] pushes(long[] movers) {
        if (whyNotOneMover(movers) != null) return null;
        int moverLayer = -1;
        for (int o = 0; o < g.objectCount(); o++) {
            if (!has(movers, o)) continue;
            if (moverLayer >= 0 && g.layerOf(o) != moverLayer) return null;
            moverLayer = g.layerOf(o);
        }
        List<int[]> out = new ArrayList<>();
        for (RuleFacts.Cell c : cells) {
            if (!movesAMover(c, movers)) continue;
            int dir = c.moveSet()[moverLayer];
            if (dir != 1 && dir != 2 && dir != 4 && dir != 8) return null;
            RuleFacts.Cell pc = playerCell(c.rule());
            if (pc == null) return null;
            int k = pc.position() - c.position();
            int playerLayer = -1;
            for (int p = 0; p < g.objectCount(); p++) if (has(player, p) && has(pc.present(), p)) playerLayer = g.layerOf(p);
            out.add(new int[]{pc.down() ? 0 : k, pc.down() ? k : 0, dir, playerLayer});
        }
        return out.toArray(new int[0][]);
    }

    /** The cell of the rule that requires a player object moving in one direction (see {@link #playerDirection}). */
    private RuleFacts.Cell playerCell(int rule) {
        for (RuleFacts.Cell c : cells) {
            if (c.rule() != rule) continue;
            for (int p = 0; p < g.objectCount(); p++) {
                if (!has(player, p) || !has(c.present(), p)) continue;
                int d = c.movePresent()[g.layerOf(p)];
                if (d == 1 || d == 2 || d == 4 || d == 8) return c;
            }
        }
        return null;
    }

    /** The cell can give a movement to one of the movers. */
    private boolean movesAMover(RuleFacts.Cell c, long[] movers) {
        for (int o = 0; o < g.objectCount(); o++) {
            if (!has(movers, o)) continue;
            for (int layer : c.movedLayers()) if (layer == g.layerOf(o) && !excludes(c, o)) return true;
        }
        return false;
    }

    /** The one direction (1 2 4 8) some cell of the rule requires of a player object it requires, or 0. */
    private int playerDirection(int rule) {
        for (RuleFacts.Cell c : cells) {
            if (c.rule() != rule) continue;
            for (int p = 0; p < g.objectCount(); p++) {
                if (!has(player, p) || !has(c.present(), p)) continue;
                int d = c.movePresent()[g.layerOf(p)];
                if (d == 1 || d == 2 || d == 4 || d == 8) return d;
            }
        }
        return 0;
    }

    /** The cell's left side guarantees o is not there: {@code no o}, or another object of o's layer required. */
    private boolean excludes(RuleFacts.Cell c, int o) {
        if (has(c.missing(), o)) return true;
        int layer = g.layerOf(o);
        for (int p = 0; p < g.objectCount(); p++)
            if (p != o && g.layerOf(p) == layer && has(c.present(), p)) return true;
        for (long[] any : c.anyOf()) {
            boolean allOnLayerWithoutO = !has(any, o);
            for (int p = 0; p < g.objectCount() && allOnLayerWithoutO; p++)
                if (has(any, p) && g.layerOf(p) != layer) allOnLayerWithoutO = false;
            if (allOnLayerWithoutO) return true;
        }
        return false;
    }

    static boolean has(long[] mask, int o) {
        return (mask[o >> 6] & (1L << (o & 63))) != 0;
    }
}
