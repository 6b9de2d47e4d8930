package puzzlelab.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.cli.compare.CompareHarness.compare;
import static puzzlelab.cli.compare.CompareHarness.csv;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/** Ctrl-C (a real SIGINT to this JVM) stops the comparison and keeps the rows finished before it. */
class CompareCancelTest {
    @TempDir
    Path dir;

    @Test
    void ctrlCKeepsTheFinishedRows() throws Exception {
        // A process started in the background without job control inherits SIGINT ignored, and then the JVM never
        // installs a handler for it: Ctrl-C cannot happen there (./test resets it with env --default-signal=INT).
        Assumptions.assumeFalse(sigintIgnored(), "SIGINT is ignored by this process: run under env --default-signal=INT");
        Path out = dir.resolve("r.csv");
        Path json = dir.resolve("r.jsonl");
        // template:1:100 finishes at once; IDA* on Korf's 24-puzzle #1 would take days: Ctrl-C interrupts it
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

    /** Whether SIGINT's disposition is "ignore" (probed by installing a handler and putting the old one back). */
    private static boolean sigintIgnored() {
        Signal intr = new Signal("INT");
        SignalHandler old = Signal.handle(intr, SignalHandler.SIG_DFL);
        Signal.handle(intr, old);
        return old == SignalHandler.SIG_IGN;
    }
}
