package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/click: the moves a click makes (each legal), a pick, and one-line 400s. */
class ClickApiTest extends ServerFixture {
    private static HttpResponse<String> click(String id, List<String> moves, String target) throws Exception {
        return http.post("/api/click", Map.of("instance", id, "moves", moves, "target", target));
    }

    @Test
    void aTileInTheGapsRowSlidesWithTheTilesBetween() throws Exception {
        HttpResponse<String> r = click("fifteen:3x3:1.2.0.3.4.5.6.7.8", List.of(), "0,0");
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode j = Http.json(r);
        assertThat(j.get("moves").toString()).isEqualTo("[\"L\",\"L\"]");
        assertThat(j.get("names").toString()).isEqualTo("[\"tile 2 right\",\"tile 1 right\"]");
    }

    @Test
    void aDragOrSecondClickMovesTheVehicleToCoverTheSquareAndAPressAlonePicksIt() throws Exception {
        JsonNode pick = Http.json(click("rushhour:card-1", List.of(), "0,0"));
        assertThat(pick.get("moves")).isEmpty();
        // vehicle 3 covers (0,0)-(0,1): to cover (0,3) it goes right 2
        JsonNode drag = Http.json(click("rushhour:card-1", List.of(), "0,0>0,3"));
        assertThat(drag.get("moves").get(0).asText()).isEqualTo("3,2");
        assertThat(drag.get("names").get(0).asText()).isEqualTo("car 3 right 2");
        // after that move the same drag starts on an empty square
        assertThat(click("rushhour:card-1", List.of("3,2"), "0,0>0,2").statusCode()).isEqualTo(400);
    }

    @Test
    void onlyTheArrowsOfTheSquareTheMoverReadsPlay() throws Exception {
        String id = "coroutine:17.24.49.6.33.72.137.112@2,1";
        assertThat(Http.json(click(id, List.of(), "1:S")).get("moves").get(0).asText()).isEqualTo("A S");
        assertOneLine400(click(id, List.of(), "2:S"), "that click makes no move here");
    }

    @Test
    void zhedAndChexersPickThenPlay() throws Exception {
        // ZHED level 5: the 2 at column 1, row 4 played towards any square of its row to the right
        assertThat(Http.json(click("zhed:level-5", List.of(), "4,1")).get("moves")).isEmpty();
        assertThat(Http.json(click("zhed:level-5", List.of(), "4,1>4,7")).get("moves").get(0).asText()).isEqualTo("1 4 R");
        assertThat(click("zhed:level-5", List.of(), "4,1>5,2").statusCode()).isEqualTo(400);   // not in a line
        // Chexers: a piece, then a neighbouring hex; a piece on an exit hex clicked twice exits
        assertThat(Http.json(click("chexers:spec", List.of(), "0,-1")).get("moves")).isEmpty();
        JsonNode move = Http.json(click("chexers:spec", List.of(), "0,-1>1,-2"));
        assertThat(move.get("moves").get(0).asText()).isEqualTo("MOVE from (0, -1) to (1, -2).");
        assertThat(move.get("names").get(0).asText()).isEqualTo("move (0, -1) → (1, -2)");
        assertThat(move.get("position").get("moves").asInt()).isEqualTo(1);
        String id = "chexers:red:3,-1:";   // one red piece already on an exit hex
        assertThat(Http.json(click(id, List.of(), "3,-1>3,-1")).get("moves").get(0).asText()).isEqualTo("EXIT from (3, -1).");
    }

    @Test
    void aMetricPlaysSokobanStepByStepAndAnUnknownOneIsA400() throws Exception {
        String id = "sokoban:7#|#@4-#|#2-$-.#|7#";   // keeper at row 1 column 1, the box below-right, its goal two right
        Map<String, Object> steps = Map.of("instance", id, "metric", "moves", "moves", List.of("r", "d"));
        JsonNode pos = Http.json(http.post("/api/position", steps));
        assertThat(pos.get("legal").toString()).contains("\"text\":\"R\"").contains("\"text\":\"u\"");
        JsonNode push = Http.json(http.post("/api/click", Map.of("instance", id, "metric", "moves", "moves", List.of(), "target", "2,3>2,4")));
        assertThat(push.get("moves").toString()).isEqualTo("[\"d\",\"r\",\"R\"]");   // the walk behind the box, then the push
        JsonNode hint = Http.json(http.post("/api/hint", Map.of("instance", id, "metric", "moves", "moves", List.of())));
        assertThat(hint.get("togo").asInt()).isEqualTo(4);   // two steps to behind the box, two pushes
        assertThat(hint.get("move").asText()).isIn("r", "d");
        // without a metric: the default, pushes, where a walk alone is no move
        assertOneLine400(http.post("/api/position", Map.of("instance", id, "moves", List.of("r"))), "move 1 'r' is not legal here");
        assertOneLine400(http.post("/api/position", Map.of("instance", id, "metric", "steps")),
                "unknown metric 'steps' for sokoban (known: pushes, moves)");
    }

    @Test
    void illegalOrMeaninglessTargetsAreOneLine400s() throws Exception {
        // truck 2 (column 0, rows 1-3) cannot go up into vehicle 3: the click names the move it asked for
        assertOneLine400(click("rushhour:card-1", List.of(), "1,0>0,0"), "that click asks for '2,-1', which is not legal here");
        assertOneLine400(click("rushhour:card-1", List.of(), "0,0>0,1"), "that click makes no move here");   // covered already
        assertOneLine400(click("rushhour:card-1", List.of(), "<script>"), "that click makes no move here");
        assertOneLine400(click("rushhour:card-1", List.of("Z,9"), "0,0"), "move 1 'Z,9' is not legal here");
        assertOneLine400(http.post("/api/click", Map.of("instance", "rushhour:card-1")), "give target: the data-target of the clicked element");
        assertOneLine400(click("rushhour:card-1", List.of(), "x".repeat(500)), "target is longer than 100 characters");
    }

    private static void assertOneLine400(HttpResponse<String> r, String message) throws Exception {
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo(message).doesNotContain("\n");
    }
}
