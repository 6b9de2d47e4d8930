package puzzlelab.puzzles;

import java.nio.file.Path;
import java.util.List;

/** Loads the plugin jar named by its argument and says so: run in a JVM of its own by {@code PluginsTest}. */
public final class ExitProbe {
    private ExitProbe() {
    }

    public static void main(String[] args) {
        Plugins.Loaded l = Plugins.load(List.of(Path.of(args[0])));
        System.out.println("loaded " + l.found().size() + ", problems " + l.problems());
    }
}
