package puzzlelab.jmh;

import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.infra.Blackhole;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.DepthTable;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Keys;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/**
 * Micro costs of the engine's hot paths, run by hand (not in CI):
 * <pre>
 *   mvn -q -pl jmh -am package -DskipTests && java -jar jmh/target/benchmarks.jar
 * </pre>
 * cursorStep = one apply + h + undo on the 15-puzzle (the inner loop of IDA*), per heuristic;
 * depthTableAdd = one insert into BFS's visited table.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EngineBench {
    @Param({"manhattan", "linear-conflict", "pdb-555"})
    String heuristic;

    private Cursor cursor;
    private final int[] moves = new int[4];
    private int n;
    private int i;
    private DepthTable table;
    private long counter;
    private final long[] key = new long[1];

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-1", null);
        Heuristic h = inst.heuristics(null).stream().filter(x -> x.name().equals(heuristic)).findFirst().orElseThrow();
        cursor = inst.problem(null).cursor(h);
        n = cursor.moves(moves);
        table = new DepthTable(1, 1 << 20);
    }

    @Benchmark
    public int cursorStep() {
        int m = moves[i++ % n];
        cursor.apply(m);
        int h = cursor.h();
        cursor.undo(m);
        return h;
    }

    @Benchmark
    public void depthTableAdd(Blackhole bh) {
        if (table.size() > 4_000_000) table = new DepthTable(1, 1 << 20);
        key[0] = Keys.mix(counter++);
        bh.consume(table.add(key, 3));
    }
}
