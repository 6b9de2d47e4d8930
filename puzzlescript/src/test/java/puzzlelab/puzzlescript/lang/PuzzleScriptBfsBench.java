package puzzlelab.puzzlescript.lang;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Micro benchmark (not a test): breadth-first search over the levels of an example game, printing states/s.
 * Run: mvn -B -q test-compile -pl puzzlescript -am && java -cp puzzlescript/target/classes:puzzlescript/target/test-classes
 *      puzzlelab.puzzlescript.lang.PuzzleScriptBfsBench [game] [rounds]
 */
public final class PuzzleScriptBfsBench {
    public static void main(String[] args) throws Exception {
        String name = args.length > 0 ? args[0] : "sokoban_basic";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Game g = PuzzleScript.compile(resource("/puzzlelab/puzzlescript/games/" + name + ".txt"));
        for (int r = 0; r < rounds; r++) {
            long states = 0; double secs = 0;
            StringBuilder lens = new StringBuilder();
            for (int e = 0; e < g.entryCount(); e++) {
                if (g.isMessage(e)) continue;
                Bfs.Result res = Bfs.solve(g.start(e, null), 2_000_000);
                states += res.states(); secs += res.seconds();
                lens.append(res.solution() == null ? "-" : String.valueOf(res.solution().size())).append(' ');
            }
            System.out.printf("round %d: %s: %d states in %.2f s = %.0f states/s; shortest lengths per level: %s%n",
                    r + 1, name, states, secs, states / secs, lens.toString().trim());
        }
    }

    static String resource(String path) throws IOException {
        try (InputStream in = PuzzleScriptBfsBench.class.getResourceAsStream(path)) {
            if (in == null) throw new IOException("no resource " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
