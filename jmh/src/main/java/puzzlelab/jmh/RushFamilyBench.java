package puzzlelab.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import puzzlelab.rushdb.core.Enumeration;

/**
 * The Rush Hour database's unit of work on 6×6 with up to two walls: the same {@code families} wall-free layouts
 * (drawn with a fixed seed) and all their one- and two-wall children, swept as a partition would. The score is the
 * time for the whole set; its ratio between two builds is the ratio of their database runs (same families, same
 * code path as {@code enumerate}). Run by hand:
 * <pre>
 *   mvn -q -o -pl jmh -am package -DskipTests && java -jar jmh/target/benchmarks.jar RushFamilyBench
 * </pre>
 * Each invocation checks that the sample's puzzle count is the same (a build that changes the rows fails it).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(2)
public class RushFamilyBench {
    @Param({"30000"})
    long families;

    private double puzzles = -1;

    @Benchmark
    public double sweepFamilies() {
        Enumeration.Projection p = new Enumeration(6, 2).sample(families, 7);
        double found = p.puzzles() * p.sampled() / p.layouts();
        if (puzzles >= 0 && found != puzzles) throw new IllegalStateException("the sample's rows changed: " + found);
        puzzles = found;
        return p.sampleCpuSeconds();
    }
}
