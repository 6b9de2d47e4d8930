package puzzlelab.puzzles.zhed;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder (replaced below). */
@Command(name = "zhed")
public final class ZhedGenerator implements Callable<Integer> {
    @Override
    public Integer call() {
        return 0;
    }
}
