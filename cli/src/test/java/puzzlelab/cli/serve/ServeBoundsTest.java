package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.Instance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;

/** The API refuses what the CLI refuses, with the same bounds (RequestBounds), and bounds every answer. */
class ServeBoundsTest extends ServerFixture {
    static final String KORF_SET = " 1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n 9 7 6 2 4 3 0 5 1 8 9 10 11 12 13 14 15\n";
    private static String refused(Map<String, Object> body) throws Exception {
        HttpResponse<String> r = http.post("/api/solve", body);
        assertThat(r.statusCode()).as(body.toString()).isEqualTo(400);
        return Http.json(r).get("error").asText();
    }

    @Test
    void weightsAndNodeLimitsOutsideTheCliBoundsAre400sWithTheCliWording() throws Exception {
        for (double w : new double[] {0, -5, 1e9}) {
            String api = refused(Map.of("instance", "rushhour:card-1", "algorithm", "wastar", "weight", w));
            CliRunner.Run cli = CliRunner.run("solve", "rushhour:card-1", "-a", "wastar", "--weight", String.valueOf(w));
            assertThat(cli.code()).isEqualTo(2);
            assertThat(api).isEqualTo("weight must be a number from 1.0 to 1000.0, not " + w);
            assertThat(cli.err()).contains("--" + api);
        }
        for (long n : new long[] {0, -1}) {
            String api = refused(Map.of("instance", "rushhour:card-1", "maxNodes", n));
            assertThat(api).startsWith("maxNodes must be at least 1, not " + n);
            assertThat(CliRunner.run("solve", "rushhour:card-1", "--max-nodes", String.valueOf(n)).err())
                    .contains("--max-nodes must be at least 1, not " + n);
        }
        assertThat(http.post("/api/solve", Map.of("instance", "rushhour:card-1", "algorithm", "wastar", "weight", 1.5,
                "maxNodes", 1_000_000)).statusCode()).isEqualTo(200);
    }

    @Test
    void anInstanceNumberPastTheIntRangeDoesNotWrapAround(@TempDir Path dir) throws Exception {
        String api = refused(Map.of("content", KORF_SET, "puzzle", "fifteen", "index", 4294967297L));
        assertThat(api).contains("instance number must be 1..2");
        Path f = Files.writeString(dir.resolve("set.txt"), KORF_SET);
        assertThat(CliRunner.run("solve", f + "#3", "--puzzle", "fifteen").err()).contains("instance number must be 1..2");
        HttpResponse<String> second = http.post("/api/load", Map.of("content", KORF_SET, "puzzle", "fifteen", "index", 2));
        assertThat(second.statusCode()).isEqualTo(200);
    }

    /** 20,000 legal moves on a 6×6 board: back and forth, the first legal move each time. */
    static List<String> longWalk(String id, int n) throws Exception {
        Instance inst = Workbench.load(id, null, null, null, null);
        Problem p = Workbench.problem(inst);
        long[] s = Workbench.initial(p);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Workbench.Legal l = Workbench.legal(inst, p, s).get(0);
            moves.add(l.text());
            s = l.next();
        }
        return moves;
    }

    @Test
    void framesOfTwentyThousandMovesComeInBoundedPages() throws Exception {
        List<String> moves = longWalk("rushhour:uva-7", Workbench.MAX_MOVES);
        HttpResponse<String> r = http.post("/api/frames", Map.of("instance", "rushhour:uva-7", "moves", moves));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body().length()).isLessThanOrEqualTo(Reply.MAX_ANSWER_CHARS);
        JsonNode page = Http.json(r);
        int got = page.get("frames").size();
        assertThat(got).isPositive().isLessThan(moves.size() + 1);
        assertThat(page.get("total").asInt()).isEqualTo(moves.size() + 1);
        assertThat(page.get("next").asInt()).isEqualTo(got);
        JsonNode second = Http.json(http.post("/api/frames", Map.of("instance", "rushhour:uva-7", "moves", moves, "from", got)));
        assertThat(second.get("from").asInt()).isEqualTo(got);
        assertThat(second.get("frames").get(0).asText()).isNotEqualTo(page.get("frames").get(0).asText());
        JsonNode last = Http.json(http.post("/api/frames", Map.of("instance", "rushhour:uva-7", "moves", moves,
                "from", moves.size())));
        assertThat(last.get("frames").size()).isEqualTo(1);
        assertThat(last.get("next").isNull()).isTrue();
        assertThat(http.post("/api/frames", Map.of("instance", "rushhour:uva-7", "moves", moves, "from", moves.size() + 1))
                .statusCode()).isEqualTo(400);
        assertThat(http.post("/api/frames", Map.of("instance", "rushhour:uva-7", "moves", longWalk("rushhour:uva-7",
                Workbench.MAX_MOVES + 1))).statusCode()).isEqualTo(400);
    }
}
