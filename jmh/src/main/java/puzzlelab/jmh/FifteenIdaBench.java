package puzzlelab.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.algo.IdaStar;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * One Korf instance's whole IDA* run with Manhattan or linear conflict, by the path {@code solve} takes (the
 * 15-puzzle's own TileIdaStar) and by the engine's generic IDA* on the sliding cursor. The secondary result {@code nodes} is generated nodes per
 * (wall) second, and {@code nodeTotal / cpuMicros} per CPU second of the searching thread; run by hand:
 * <pre>
 *   mvn -q -o -pl jmh -am package -DskipTests && java -jar jmh/target/benchmarks.jar FifteenIdaBench
 * </pre>
 * Each run is checked against Korf's count (an instance solved with other counts fails the benchmark).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class FifteenIdaBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Korf's instance number. */
    @Param({"2", "8"})
    String instance;

    @Param({"manhattan", "linear-conflict"})
    String heuristic;

    /** Generated nodes of IDA* per heuristic and instance: Korf 1985 (Manhattan), the answers table (linear conflict). */
    private static final java.util.Map<String, Long> KORF_COUNTS = java.util.Map.of(
            "manhattan:2", 15_300_442L, "manhattan:8", 39_118_937L,
            "linear-conflict:2", 4_556_067L, "linear-conflict:8", 3_769_804L);

    @Param({"specialised", "generic"})
    String engine;

    private Instance inst;
    private Heuristic h;
    private long expected;

    /** Generated nodes, reported per (wall) second next to the runs per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    /**
     * Totals over the measured iterations: generated nodes and the runner thread's CPU microseconds, so that
     * {@code nodeTotal / cpuMicros} = M nodes/s per core, steady on a busy machine where wall time is not.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        public long nodeTotal;
        public long cpuMicros;

        @Setup(Level.Iteration)
        public void clear() {
            nodeTotal = 0;
            cpuMicros = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        inst = Puzzles.load("fifteen:korf-" + instance, null);
        expected = KORF_COUNTS.get(heuristic + ":" + instance);
        h = inst.heuristics(null).stream().filter(x -> x.name().equals(heuristic)).findFirst().orElseThrow();
    }

    @Benchmark
    public Result idaStar(Nodes counter, Cpu cpu) throws Exception {
        Search s = engine.equals("generic") ? new IdaStar(inst.problem(null), h, null)
                : Solver.resolve(inst, Solver.Request.of("idastar", heuristic)).create();
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        Result r = SearchRunner.run(s, Limits.NONE);
        long cpuNanos = THREADS.getCurrentThreadCpuTime() - cpu0;
        if (r.stats().generated != expected)
            throw new IllegalStateException(engine + " generated " + r.stats().generated + ", Korf's count is " + expected);
        counter.nodes += r.stats().generated;
        cpu.nodeTotal += r.stats().generated;
        cpu.cpuMicros += cpuNanos / 1000;
        return r;
    }
}
