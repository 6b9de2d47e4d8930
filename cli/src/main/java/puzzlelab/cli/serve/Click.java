package puzzlelab.cli.serve;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;

/**
 * {@code POST /api/click {instance or content, metric, moves, target}}: what a click (or drag) on the picture's element
 * {@code data-target} does in the position after {@code moves}, asked of {@link Instance#movesForClick}. Answers
 * {@code {moves: [...], names: [...], position}}, every move checked legal in turn, position as
 * {@code /api/position} answers it after them; {@code moves: []} (no position) when the click picked something and
 * waits for a second one; a one-line 400 when the click means nothing there.
 */
final class Click {
    /** Targets are short attribute values; anything longer is not one of ours. */
    static final int MAX_TARGET = 100;
    /** A click may make several moves (e.g. a row of tiles), not unboundedly many. */
    static final int MAX_MOVES = 1_000;

    private Click() {
    }

    static void routes(RoutesConfig r) {
        r.post("/api/click", Click::click);
    }

    private static void click(Context ctx) {
        Body b = Body.read(ctx);
        Instance inst = Api.instance(b);
        String target = b.text("target");
        if (target == null || target.isEmpty()) throw ApiError.bad("give target: the data-target of the clicked element");
        if (target.length() > MAX_TARGET) throw ApiError.bad("target is longer than " + MAX_TARGET + " characters");
        String metric = b.text("metric");
        List<String> played = b.texts("moves");
        Reply.json(ctx, 200, Api.input(() -> {
            Map<String, Object> m = answer(inst, metric, Workbench.codes(inst, metric, played), target);
            @SuppressWarnings("unchecked") List<String> made = (List<String>) m.get("moves");
            if (!made.isEmpty()) {   // the page draws the move at once, without asking /api/position again
                List<String> all = new ArrayList<>(played);
                all.addAll(made);
                m.put("position", Workbench.position(inst, metric, all));
            }
            return m;
        }));
    }

    static Map<String, Object> answer(Instance inst, String metric, int[] played, String target) {
        Problem p = Workbench.problem(inst, metric);
        List<long[]> states = Replay.states(p, played);
        long[] s = states.get(states.size() - 1);
        if (p.isGoal(s)) throw ApiError.bad("the puzzle is solved: undo or restart to play on");
        int[] codes = inst.movesForClick(s.clone(), target);
        if (codes == null) throw ApiError.bad("that click makes no move here");
        if (codes.length > MAX_MOVES) throw ApiError.bad("that click makes more than " + MAX_MOVES + " moves");
        List<String> texts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int code : codes) {
            Workbench.Legal move = null;
            for (Workbench.Legal l : Workbench.legal(inst, p, s)) if (l.code() == code) move = l;
            if (move == null) throw ApiError.bad("that click asks for " + text(inst, code) + ", which is not legal here");
            texts.add(move.text());
            names.add(inst.moveName(s, code));
            s = move.next();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", texts);
        m.put("names", names);
        return m;
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
