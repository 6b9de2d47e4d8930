package puzzlelab.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.cli.compare.CompareHarness.compare;
import static puzzlelab.cli.compare.CompareHarness.csv;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sun.misc.Signal;

/** Ctrl-C (a real SIGINT to this JVM) stops the comparison and keeps the rows finished before it. */
class CompareCancelTest {
    @TempDir
    Path dir;

    @Test
    void ctrlCKeepsTheFinishedRows() throws Exception {
        Path out = dir.resolve("r.csv");
        Path json = dir.resolve("r.jsonl");
        // template:1:100 finishes at once; IDA* on Korf's 24-puzzle #1 (95 moves) would take days: Ctrl-C interrupts it.
        // (It was Korf's 15-puzzle #88, which IDA* with linear conflict solves in about 6 s here: the rows are written
        // at the end, so when the first run's row was not yet seen, the signal came after the compare had ended.)
        CompletableFuture<CompareHarness.Run> running = CompletableFuture.supplyAsync(() -> compare("template:1:100",
                "fifteen:korf24-1", "-a", "idastar", "--warmup", "0", "--timeout", "60s", "--out", out.toString(),
                "--json", json.toString()));
        long deadline = System.currentTimeMillis() + 30_000;
        while ((!Files.exists(out) || Files.readAllLines(out).size() < 2) && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(300);  // let the 24-puzzle start
        Signal.raise(new Signal("INT"));
        CompareHarness.Run run = running.get(20, TimeUnit.SECONDS);
        assertThat(run.code()).as(run.err()).isEqualTo(3);
        assertThat(csv(out)).extracting(r -> r.get("instance") + " " + r.get("status"))
                .containsExactly("template:1:100 SOLVED");
        assertThat(Files.readAllLines(json)).hasSize(1);
        assertThat(run.err()).contains("cancelled; the 1 finished rows are kept");
        assertThat(run.out()).contains("template:1:100").containsPattern("fifteen:korf24-1\\s+fifteen\\s+-\\s+not run");
    }
}
