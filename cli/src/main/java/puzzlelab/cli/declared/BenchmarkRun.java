package puzzlelab.cli.declared;

import puzzlelab.cli.common.ExitCodes;
import java.io.PrintStream;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.cli.common.Interrupts;
import puzzlelab.puzzles.Benchmark;
import puzzlelab.puzzles.Params;

/**
 * {@code bench NAME}: the benchmark's options; its table on standard output. Exit 0 only when something was checked
 * and every check passed: 2 when nothing could be checked (e.g. the data folder is missing), 4 when a check failed
 * (a wrong answer is a bug), 3 when cancelled.
 */
final class BenchmarkRun extends DeclaredCommands.Run {
    private final Benchmark benchmark;

    BenchmarkRun(Benchmark benchmark) {
        this.benchmark = benchmark;
    }

    @Override
    void declare(CommandSpec spec) {
        Options.add(spec, benchmark.params());
    }

    @Override
    public Integer call() {
        var pr = spec.commandLine().getParseResult();
        Params values = Params.of(benchmark.params(), Options.given(pr, benchmark.params()));
        PrintStream out = System.out;
        Benchmark.Outcome o;
        boolean cancelled;
        try (Interrupts.Scope scope = Interrupts.open()) {
            o = benchmark.run(values, out, scope::requested);
            cancelled = scope.requested();
        }
        out.flush();
        var err = spec.commandLine().getErr();
        if (cancelled) {
            err.println("puzzlelab: cancelled: " + o.summary());
            return ExitCodes.LIMIT;
        }
        if (o.failed() > 0) {
            err.println("puzzlelab: " + o.failed() + " of " + o.checked() + " checks failed: " + o.summary());
            return ExitCodes.INTERNAL;
        }
        if (o.checked() == 0) {
            err.println("puzzlelab: nothing was checked: " + o.summary());
            return ExitCodes.BAD_INPUT;
        }
        err.println(o.summary());
        return 0;
    }
}
