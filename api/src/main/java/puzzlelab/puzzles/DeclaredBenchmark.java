package puzzlelab.puzzles;

import java.util.List;

/**
 * A {@link Benchmark} whose description and options are fixed when it is made: a puzzle's bench extends it and writes
 * only {@link #run} (which reads the values into the fields of a fresh bench of its own, the run's state), instead of
 * the same two overrides in every bench.
 */
public abstract class DeclaredBenchmark implements Benchmark {
    private final String description;
    private final List<Param> params;

    protected DeclaredBenchmark(String description, List<Param> params) {
        this.description = description;
        this.params = List.copyOf(params);
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<Param> params() {
        return params;
    }
}
