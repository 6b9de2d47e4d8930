package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/paste: moves in the puzzle's notation played from the current position, each legal, and one-line 400s. */
class PasteApiTest extends ServerFixture {
    /** Microban 1 solved in 8 pushes, 33 moves (examples/sokoban/microban-1.lurd). */
    private static final String LURD = "dlUrrrdLullddrUluRuulDrddrruLdlUU";
    private static HttpResponse<String> paste(String id, String metric, List<String> moves, String text) throws Exception {
        Map<String, Object> body = new HashMap<>(Map.of("instance", id, "moves", moves, "text", text));
        if (metric != null) body.put("metric", metric);
        return http.post("/api/paste", body);
    }

    @Test
    void aLurdSolutionPlaysStepByStepOrPushByPushToTheGoal() throws Exception {
        JsonNode steps = Http.json(paste("sokoban:microban-1", "moves", List.of(), LURD));
        assertThat(steps.get("moves")).hasSize(33);
        assertThat(steps.get("moves").get(2).asText()).isEqualTo("U");
        assertThat(steps.get("position").get("solved").asBoolean()).isTrue();
        assertThat(steps.get("position").get("length").asText()).isEqualTo("33 moves (8 pushes)");
        JsonNode pushes = Http.json(paste("sokoban:microban-1", null, List.of(), "# from a file\n" + LURD + "\n"));
        assertThat(pushes.get("moves")).hasSize(8);
        assertThat(pushes.get("position").get("solved").asBoolean()).isTrue();
        assertThat(pushes.get("position").get("cost").asInt()).isEqualTo(8);
    }

    @Test
    void pastedMovesPlayFromTheCurrentPosition() throws Exception {
        // the first three moves played, the next five pasted run-length encoded: 8 moves, not solved yet
        JsonNode r = Http.json(paste("sokoban:microban-1", "moves", List.of("d", "l", "U"), "3rdL"));
        assertThat(r.get("moves").toString()).isEqualTo("[\"r\",\"r\",\"r\",\"d\",\"L\"]");
        assertThat(r.get("position").get("moves").asInt()).isEqualTo(8);
        assertThat(r.get("position").get("solved").asBoolean()).isFalse();
        JsonNode fifteen = Http.json(paste("fifteen:3x3:3.1.2.4.7.5.6.8.0", null, List.of("L", "U"), "L U"));
        assertThat(fifteen.get("position").get("solved").asBoolean()).isTrue();
    }

    @Test
    void aPositionSaysWhenItIsADeadlock() throws Exception {
        // the box pushed left twice, into the corner at row 3, column 2: no goal is reachable from there
        JsonNode dead = Http.json(paste("sokoban:7#|#@4-#|#2-$-.#|7#", "moves", List.of("r", "r", "r", "d"), "LL"));
        assertThat(dead.get("position").get("deadlock").asText()).isEqualTo("the box at (3,2) can never reach a goal from there");
        JsonNode live = Http.json(paste("sokoban:7#|#@4-#|#2-$-.#|7#", "moves", List.of("r", "r", "r", "d"), "L"));
        assertThat(live.get("position").get("deadlock").isNull()).isTrue();
        JsonNode other = Http.json(paste("fifteen:3x3:3.1.2.4.7.5.6.8.0", null, List.of(), "L"));
        assertThat(other.get("position").get("deadlock").isNull()).isTrue();   // a puzzle without deadlocks
    }

    @Test
    void unreadableIllegalOrMissingTextIsAOneLine400() throws Exception {
        assertOneLine400(paste("sokoban:microban-1", "moves", List.of(), "dlUx"),
                "the pasted text:1: move 4 of the line ('x'): 'x' is not a move: use l u r d to walk, L U R D to push");
        assertOneLine400(paste("sokoban:microban-1", "moves", List.of(), "d\nll"),
                "the pasted text:2: move 2 of the line, 'l' is not legal in this position (after 2 legal moves)");
        assertOneLine400(paste("sokoban:microban-1", "moves", List.of(), "# only a comment"), "the pasted text holds no move");
        assertOneLine400(paste("sokoban:microban-1", "moves", List.of(), "  "), "give text: the moves to play");
        assertOneLine400(paste("sokoban:microban-1", "moves", List.of(), "d".repeat(Click.MAX_PASTE + 1)),
                "text is longer than 200000 characters");
        assertOneLine400(paste("fifteen:3x3:3.1.2.4.7.5.6.8.0", null, List.of("L", "U", "L", "U"), "L"),
                "the puzzle is solved: undo or restart to play on");
    }

    private static void assertOneLine400(HttpResponse<String> r, String message) throws Exception {
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo(message).doesNotContain("\n");
    }
}
