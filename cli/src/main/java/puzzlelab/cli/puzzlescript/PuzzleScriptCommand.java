package puzzlelab.cli.puzzlescript;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import puzzlelab.cli.common.ExitCodes;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzlescript.Games;
import puzzlelab.puzzlescript.Replays;
import puzzlelab.puzzlescript.lang.Diagnostic;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.Input;
import puzzlelab.puzzlescript.lang.PuzzleScript;

/** {@code puzzlelab puzzlescript run|check}: the interpreter on its own, for designers and for checking it. */
@Command(name = "puzzlescript", mixinStandardHelpOptions = true,
        description = "PuzzleScript games: replay inputs as the official engine's tests do, or list a game's compiler messages. "
                + "Solving, playing and drawing a game's levels use the usual commands (solve GAME.txt#N, play, render).",
        subcommands = {PuzzleScriptCommand.Run.class, PuzzleScriptCommand.Check.class})
public final class PuzzleScriptCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /** The game's text: a file, or the name of an example game (e.g. limerick). */
    static String[] read(String game) throws InputException {
        String example = Games.example(game.replaceFirst("^puzzlescript:", ""));
        if (example != null && !java.nio.file.Files.exists(java.nio.file.Path.of(game))) return new String[] {game, example};
        return new String[] {game, InputFiles.read(game, game)};
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Load a level entry, play the inputs (a win loads the next entry, as in the official tests) and print "
                    + "the grid serialised exactly as the official tests write it.")
    static final class Run implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "GAME", description = "a game file, or an example game's name (e.g. limerick)")
        String game;
        @Option(names = "--level", paramLabel = "L", description = "LEVELS entry to load, from 0, messages counted (default 0)")
        int level;
        @Option(names = "--inputs", paramLabel = "LIST", description = "comma-separated: 0 up, 1 left, 2 down, 3 right, 4 action, tick, undo, restart")
        String inputs = "";
        @Option(names = "--seed", paramLabel = "S", description = "seed string of the game's random generator (default: the engine's fixed one)")
        String seed;
        @Option(names = "--format", paramLabel = "text|json", description = "text (the serialisation) or json ({serialised, won, level, wins})")
        String format = "text";

        @Override
        public Integer call() throws Exception {
            if (!format.equals("text") && !format.equals("json"))
                throw new InputException(null, "--format must be text or json, not " + Text.quote(format));
            List<Input> in = Replays.parse(inputs);
            String[] src = read(game);
            Game g = compileOrList(src[0], src[1]);
            if (g == null) return ExitCodes.BAD_INPUT;
            Replays.Outcome o = Replays.run(src[0], g, level, seed, in);
            if (format.equals("json")) {
                ObjectMapper m = new ObjectMapper();
                ObjectNode n = m.createObjectNode();
                n.put("serialised", o.serialised());
                n.put("won", o.won());
                n.put("level", o.level());
                n.put("wins", o.wins());
                if (seed != null) n.put("seed", seed);
                System.out.println(m.writeValueAsString(n));
            } else {
                System.out.print(o.serialised());
            }
            return ExitCodes.SOLVED;
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Compile a game and print every error and warning, one line each (FILE:LINE: message); exit 2 when it has errors.")
    static final class Check implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "GAME", description = "a game file, or an example game's name")
        String game;

        @Override
        public Integer call() throws Exception {
            String[] src = read(game);
            List<Diagnostic> all = PuzzleScript.diagnostics(src[1]);
            int errors = 0;
            for (Diagnostic d : all) {
                if (d.error()) errors++;
                (d.error() ? System.err : System.out).println(line(src[0], d));
            }
            if (errors > 0) return ExitCodes.BAD_INPUT;
            Game g = Games.compile(src[0], src[1]);
            System.out.println(src[0] + ": " + Text.escaped(g.title()) + ": compiles, " + g.entryCount() + " level entries ("
                    + Games.playable(g).size() + " playable), " + g.objectCount() + " objects");
            return ExitCodes.SOLVED;
        }
    }

    static String line(String source, Diagnostic d) {
        return source + (d.line() > 0 ? ":" + d.line() : "") + ": " + (d.error() ? "" : "warning: ")
                + Text.escaped(Games.withoutLinePrefix(d.message()));
    }

    /** The compiled game, or null after printing every error, one line each. */
    static Game compileOrList(String source, String text) {
        try {
            return Games.compile(source, text);
        } catch (InputException e) {
            for (Diagnostic d : PuzzleScript.diagnostics(text)) if (d.error()) System.err.println("puzzlelab: " + line(source, d));
            return null;
        }
    }
}
