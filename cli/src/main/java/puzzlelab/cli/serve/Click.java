package puzzlelab.cli.serve;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import puzzlelab.cli.play.SolutionReader;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;

/**
 * The play page's moves beyond the legal-move list. {@code POST /api/click {instance or content, metric, moves, target}}: what a click (or drag) on the picture's element
 * {@code data-target} does in the position after {@code moves}, asked of {@link Instance#movesForClick}. Answers
 * {@code {moves: [...], names: [...], position}}, every move checked legal in turn, position as
 * {@code /api/position} answers it after them; {@code moves: []} (no position) when the click picked something and
 * waits for a second one; a one-line 400 when the click means nothing there.
 * <p>{@code POST /api/paste {instance or content, metric, moves, text}}: moves written in the puzzle's own notation (a
 * solution copied from elsewhere, e.g. Sokoban's LURD; one or more moves a line, {@code #} comments, as {@code render
 * --solution} reads a file), played from the position after {@code moves}; the same answer, and a one-line 400 naming
 * the line and the move that does not read or is not legal.
 */
final class Click {
    /** Targets are short attribute values; anything longer is not one of ours. */
    static final int MAX_TARGET = 100;
    /** A click may make several moves (e.g. a row of tiles), not unboundedly many. */
    static final int MAX_MOVES = 1_000;
    /** Pasted text: a long solution fits (XSokoban's run to several thousand moves); a book does not. */
    static final int MAX_PASTE = 200_000;

    private Click() {
    }

    static void routes(RoutesConfig r, Api api) {
        r.post("/api/click", ctx -> click(ctx, api));
        r.post("/api/paste", ctx -> paste(ctx, api));
    }

    /** What a request makes: the moves' {@code {moves, names}} in the position after {@code played}. */
    private interface Moves {
        Map<String, Object> make(Instance inst, String metric, List<String> played, String value) throws InputException;
    }

    private static void click(Context ctx, Api api) {
        respond(ctx, api, "click", "target", MAX_TARGET, "the data-target of the clicked element",
                (inst, metric, played, target) -> answer(inst, metric, Workbench.codes(inst, metric, played), target));
    }

    private static void paste(Context ctx, Api api) {
        respond(ctx, api, "paste", "text", MAX_PASTE, "the moves to play", Click::pasted);
    }

    /** Reads the request (its {@code field} required), answers what {@code moves} makes plus the position after it. */
    private static void respond(Context ctx, Api api, String kind, String field, int max, String what, Moves moves) {
        Body b = Body.read(ctx);
        String value = b.required(field, max, what);
        String metric = b.text("metric");
        List<String> played = b.texts("moves");
        // in the job queue like every request that reads a board (served first, time-bounded)
        Reply.json(ctx, 200, api.quick(ctx, kind, j -> {
            Instance inst = Api.instance(b);
            return Api.input(() -> {
                Map<String, Object> m = moves.make(inst, metric, played, value);
                withPosition(m, inst, metric, played);
                return m;
            });
        }));
    }

    private static Map<String, Object> pasted(Instance inst, String metric, List<String> played, String text) throws InputException {
        Problem p = Workbench.problem(inst, metric);
        long[] s = unsolvedAfter(p, Workbench.codes(inst, metric, played));
        int[] codes = SolutionReader.parse(inst, p, "the pasted text", text, s);
        if (codes.length == 0) throw ApiError.bad("the pasted text holds no move");
        if (played.size() + codes.length > Workbench.MAX_MOVES) throw ApiError.bad("at most " + Workbench.MAX_MOVES + " moves in a game");
        // the reader checked every move where it is played: this only names them
        return named(inst, p, s, codes, i -> "move " + (i + 1) + " of the pasted text is not legal here");
    }

    static Map<String, Object> answer(Instance inst, String metric, int[] played, String target) {
        Problem p = Workbench.problem(inst, metric);
        long[] s = unsolvedAfter(p, played);
        int[] codes = inst.movesForClick(s.clone(), target);
        if (codes == null) {   // the puzzle may say why (a plugin's words, made printable)
            String why = inst.clickRefusal(s.clone(), target);
            throw ApiError.bad(why == null || why.isBlank() ? "that click makes no move here" : Errors.printable(why.strip()));
        }
        if (codes.length > MAX_MOVES) throw ApiError.bad("that click makes more than " + MAX_MOVES + " moves");
        return named(inst, p, s, codes, i -> "that click asks for " + text(inst, codes[i]) + ", which is not legal here");
    }

    /** The position after {@code played}; a 400 when it is solved (nothing more to play). */
    static long[] unsolvedAfter(Problem p, int[] played) {
        List<long[]> states = Replay.states(p, played);
        long[] s = states.get(states.size() - 1);
        if (p.isGoal(s)) throw ApiError.bad("the puzzle is solved: undo or restart to play on");
        return s;
    }

    /**
     * {@code {moves, names}}: the moves' texts and names, each checked legal in turn from {@code s}; a 400 saying
     * {@code illegal} of the index of the first that is not.
     */
    static Map<String, Object> named(Instance inst, Problem p, long[] s, int[] codes, IntFunction<String> illegal) {
        List<String> texts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < codes.length; i++) {
            Workbench.Legal move = null;
            for (Workbench.Legal l : Workbench.legal(inst, p, s)) if (l.code() == codes[i]) move = l;
            if (move == null) throw ApiError.bad(illegal.apply(i));
            texts.add(move.text());
            names.add(inst.moveName(s, codes[i]));
            s = move.next();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", texts);
        m.put("names", names);
        return m;
    }

    /** Adds the position after {@code played} and the answer's moves, so the page draws them without asking again. */
    static void withPosition(Map<String, Object> m, Instance inst, String metric, List<String> played) throws InputException {
        @SuppressWarnings("unchecked") List<String> made = (List<String>) m.get("moves");
        if (made.isEmpty()) return;
        List<String> all = new ArrayList<>(played);
        all.addAll(made);
        m.put("position", Workbench.position(inst, metric, all));
    }

    /** A move's text for a message; a plugin's bad code must not turn a 400 into a 500. */
    private static String text(Instance inst, int code) {
        try {
            return "'" + inst.moveText(code) + "'";
        } catch (RuntimeException e) {
            return "move " + code;
        }
    }
}
