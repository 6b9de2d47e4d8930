package puzzlelab.puzzles.sokoban;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "sokoban")
public final class SokobanGenerate implements Callable<Integer> {
    @Override
    public Integer call() {
        return 0;
    }
}
