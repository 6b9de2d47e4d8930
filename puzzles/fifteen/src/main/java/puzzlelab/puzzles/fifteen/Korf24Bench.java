package puzzlelab.puzzles.fifteen;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import puzzlelab.puzzles.Benchmark;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * {@code bench fifteen --set korf24}: IDA* (with {@code pdb-6666}: {@link PdbIdaStar}) on Korf &amp; Taylor's ten
 * 24-puzzle instances, one at a time, each length checked against the published optimum (an independent check of
 * every record), with nodes, CPU seconds and nodes per second. Returns the instances checked (solved) and
 * the mismatches; an instance a limit stopped is neither.
 */
final class Korf24Bench {
    private Korf24Bench() {
    }

    static Benchmark.Outcome run(String heuristic, List<Integer> ids, Limits limits, PrintStream out,
                                 java.util.function.BooleanSupplier cancel) throws IOException {
        Map<Integer, Integer> published = published();
        out.printf("idastar + %s on Korf & Taylor's 24-puzzle instances %s (%s, max heap %.1f GB, %d cores)%n", heuristic, ids,
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() / 1e9, Runtime.getRuntime().availableProcessors());
        if (heuristic.equals("pdb-6666")) {   // load (or build) the tables before any clock starts
            long t0 = System.nanoTime();
            AdditivePdb.korf6666();
            out.printf("pattern databases ready in %.1f s (%s)%n", (System.nanoTime() - t0) / 1e9, PdbFile.cacheDir());
        }
        out.printf("%4s %6s %9s %5s %18s %10s %10s %10s%n", "id", "length", "published", "match", "generated", "cpu s", "wall s", "Mnodes/s");
        int mismatches = 0;
        int unsolved = 0;
        long gen = 0;
        long cpu = 0;
        int ran = 0;
        for (int id : ids) {
            if (cancel.getAsBoolean()) break;
            ran++;
            Instance inst = Puzzles.load("fifteen:korf24-" + id, null);
            Result r = Solver.solve(inst, Solver.Request.of("idastar", heuristic)
                    .withOptions(SearchOptions.DEFAULT.withThreads(1)).withLimits(limits));
            int known = published.get(id);
            boolean solved = r.solution() != null && r.optimal();
            if (r.solution() != null && !Replay.solves(inst.problem(null), r.solution().moves()))
                throw new IllegalStateException("korf24-" + id + ": the solution does not replay");
            int len = solved ? r.solution().length() : -1;
            String match = !solved ? "-" : len == known ? "yes" : "NO";
            if (!solved) unsolved++;
            else if (len != known) mismatches++;
            long g = r.stats().generated;
            long ms = r.stats().cpuMillis;
            gen += g;
            cpu += ms;
            out.printf("%4d %6s %9d %5s %,18d %10.1f %10.1f %10.2f%s%n", id, solved ? String.valueOf(len) : "-", known, match, g,
                    ms / 1000.0, r.stats().wallMillis / 1000.0, g / 1000.0 / Math.max(1, ms),
                    solved ? "" : "   (" + r.status() + (r.stoppedBy() == null ? "" : ", " + r.stoppedBy()) + ")");
        }
        out.printf("%nsolved with the published optimal length: %d/%d%s%n", ran - mismatches - unsolved, ids.size(),
                mismatches > 0 ? ", " + mismatches + " MISMATCH(ES)" : "");
        out.printf("total generated %,d in %,.1f CPU s: %.2f M nodes/s%n", gen, cpu / 1000.0, gen / 1000.0 / Math.max(1, cpu));
        // an unsolved instance (stopped by a limit) is not checked; it is no failure either
        return new Benchmark.Outcome(ran - unsolved, mismatches, "fifteen bench korf24: " + (ran - unsolved - mismatches)
                + "/" + ids.size() + " with the published optimal length" + (unsolved > 0 ? ", " + unsolved + " stopped by a limit" : ""));
    }

    /** Korf &amp; Taylor's published optimal lengths, by instance. */
    static Map<Integer, Integer> published() throws IOException {
        Map<Integer, Integer> m = new HashMap<>();
        try (InputStream in = Korf24Bench.class.getResourceAsStream("korf24-answers.txt")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.startsWith("#") || l.isBlank()) continue;
                String[] t = l.trim().split("\\s+");
                m.put(Integer.parseInt(t[0]), Integer.parseInt(t[1]));
            }
        }
        return m;
    }
}
