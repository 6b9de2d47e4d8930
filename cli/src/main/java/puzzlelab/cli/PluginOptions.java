package puzzlelab.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Plugins;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.input.Text;

/**
 * {@code --plugin PATH} (any command, any place before {@code --}, repeatable), {@code $PUZZLELAB_PLUGINS} and
 * {@code ~/.puzzlelab/plugins}: taken out of the arguments and loaded before picocli sees them, because the puzzles
 * they add decide which {@code generate} and {@code bench} subcommands exist. A bad plugin is one warning line.
 */
final class PluginOptions {
    static final String OPTION = "--plugin";

    private PluginOptions() {
    }

    /** Loads the plugins the arguments and the environment name; returns the other arguments. */
    static String[] load(String[] args, PrintStream err) {
        List<String> rest = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        boolean ended = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (ended || !a.startsWith(OPTION)) {
                ended |= a.equals("--");
                rest.add(a);
            } else if (a.equals(OPTION)) {
                if (i + 1 >= args.length || args[i + 1].isEmpty())
                    throw new InputException(null, OPTION + " needs a jar or a folder of jars");
                paths.add(args[++i]);
            } else if (a.startsWith(OPTION + "=")) {
                if (a.length() == OPTION.length() + 1) throw new InputException(null, OPTION + " needs a jar or a folder of jars");
                paths.add(a.substring(OPTION.length() + 1));
            } else {
                rest.add(a);  // e.g. --plugins: picocli reports it as unknown
            }
        }
        Plugins.Loaded loaded = Plugins.load(Plugins.paths(paths, System.getenv(Plugins.ENV), Plugins.userFolder()));
        List<String> problems = new ArrayList<>(loaded.problems());
        problems.addAll(Puzzles.install(loaded.found()));
        for (String p : problems) err.println("puzzlelab: warning: " + Text.escaped(p));
        return rest.toArray(new String[0]);
    }
}
