package puzzlelab.puzzles.fifteen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench fifteen}: IDA* over Korf's 100 (built in), printing per-instance length, nodes and time,
 * and the totals: generated nodes per CPU second (per core) and per wall second (all threads).
 */
@Command(name = "fifteen", mixinStandardHelpOptions = true,
        description = "IDA* on Korf's 100 15-puzzle instances: lengths checked against Korf's table, nodes/s.")
public final class FifteenBench implements Callable<Integer> {
    @Option(names = {"-H", "--heuristic"}, defaultValue = "linear-conflict", description = "manhattan or linear-conflict (default ${DEFAULT-VALUE}).")
    String heuristic;

    @Option(names = "--from", defaultValue = "1", description = "First instance (default ${DEFAULT-VALUE}).")
    int from;

    @Option(names = "--to", defaultValue = "100", description = "Last instance (default ${DEFAULT-VALUE}).")
    int to;

    @Option(names = "--threads", defaultValue = "1", description = "Instances solved in parallel (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--max-nodes", defaultValue = "0", description = "Skip instances whose known IDA*+MD count is above N (0 = all).")
    long maxKnownNodes;

    private record Row(int id, Result r, int known) {
    }

    @Override
    public Integer call() throws Exception {
        Map<Integer, long[]> answers = answers();
        long wall0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        List<Future<Row>> futures = new ArrayList<>();
        for (int id = from; id <= to; id++) {
            long[] a = answers.get(id);
            if (maxKnownNodes > 0 && a[1] > maxKnownNodes) continue;
            final int k = id;
            futures.add(pool.submit(() -> {
                Instance inst = Puzzles.load("fifteen:korf-" + k, null);
                return new Row(k, Solver.solve(inst, Solver.Request.of("idastar", heuristic)), (int) answers.get(k)[0]);
            }));
        }
        System.out.printf("IDA* + %s on Korf's 100 (instances %d..%d, %d thread(s), %s, %d cores)%n", heuristic, from, to,
                threads, System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        System.out.printf("%4s %6s %8s %16s %10s %10s%n", "id", "length", "optimal", "generated", "cpu ms", "Mnodes/s");
        long gen = 0;
        long cpu = 0;
        int ok = 0;
        int n = 0;
        for (Future<Row> f : futures) {
            Row row = f.get();
            Result r = row.r;
            int len = r.solution() == null ? -1 : r.solution().length();
            boolean right = len == row.known && r.optimal();
            if (right) ok++;
            n++;
            gen += r.stats().generated;
            cpu += r.stats().cpuMillis;
            System.out.printf("%4d %6d %8s %,16d %,10d %10.1f%n", row.id, len, right ? "yes" : "NO(" + row.known + ")",
                    r.stats().generated, r.stats().cpuMillis, r.stats().generated / 1000.0 / Math.max(1, r.stats().cpuMillis));
        }
        pool.shutdown();
        long wall = (System.nanoTime() - wall0) / 1_000_000;
        System.out.printf("%nsolved optimally (length = Korf's): %d/%d%n", ok, n);
        System.out.printf("total generated %,d in %,d CPU ms: %.1f M nodes/s per core%n", gen, cpu, gen / 1000.0 / Math.max(1, cpu));
        System.out.printf("wall %,d ms: %.1f M nodes/s on %d thread(s)%n", wall, gen / 1000.0 / Math.max(1, wall), threads);
        return ok == n ? 0 : 1;
    }

    static Map<Integer, long[]> answers() throws IOException {
        Map<Integer, long[]> m = new HashMap<>();
        try (InputStream in = FifteenBench.class.getResourceAsStream("korf100-answers.txt")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.startsWith("#") || l.isBlank()) continue;
                String[] t = l.trim().split("\\s+");
                m.put(Integer.parseInt(t[0]), new long[]{Long.parseLong(t[1]), Long.parseLong(t[2]), Long.parseLong(t[3])});
            }
        }
        return m;
    }
}
