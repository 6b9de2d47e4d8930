package puzzlelab.puzzles.rushhour;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder. */
@Command(name = "rushhour")
final class BenchCommand implements Callable<Integer> {
    @Override public Integer call() { return 0; }
}
