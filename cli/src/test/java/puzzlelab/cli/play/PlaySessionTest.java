package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;

/** The play loop on a puzzle whose moves are long phrases with spaces (like Chexers' "MOVE from ... to ..."). */
class PlaySessionTest {
    /** Walk from 0 to exactly 20 with steps of 1..10 cells; a step is written "STEP by N cells.". */
    static final class Steps implements Instance {
        static final Pattern MOVE = Pattern.compile("STEP by (\\d+) cells?\\.");

        public PuzzleType type() { return PlayCommandTest.loadQuietly("template:1:2").type(); }
        public String id() { return "steps"; }
        public List<Heuristic> heuristics(String metric) { return List.of(); }
        public String defaultAlgorithm(String metric) { return "bfs"; }
        public String moveText(int m) { return "STEP by " + (m + 1) + (m == 0 ? " cell." : " cells."); }
        public String render(long[] s) { return "at " + s[0] + " of 20\n"; }

        public int parseMove(long[] state, String text) throws InputException {
            Matcher m = MOVE.matcher(text.strip());
            if (!m.matches()) throw new InputException(null, "'" + text + "' is not a move: write STEP by N cells.");
            return Integer.parseInt(m.group(1)) - 1;
        }

        public Problem problem(String metric) {
            return new Problem() {
                public int words() { return 1; }
                public void initial(long[] d) { d[0] = 0; }
                public boolean isGoal(long[] s) { return s[0] == 20; }
                public void expand(long[] s, Successors out) {
                    for (int m = 0; m < 10; m++) {
                        if (s[0] + m + 1 > 20) break;
                        out.child()[0] = s[0] + m + 1;
                        out.emit(m, 1);
                    }
                }
            };
        }
    }

    static String session(String script) throws Exception {
        Instance inst = new Steps();
        Problem p = inst.problem(null);
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        try (HintPlanner planner = new HintPlanner(inst, "moves", p, 5_000)) {
            new PlaySession(new Game(inst, p), planner, new BufferedReader(new StringReader(script)), out, Style.PLAIN, false).run();
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void longMoveNamesAreListedNumberedAndReadWholeWithTheirSpaces() throws Exception {
        String out = session("STEP by 7 cells.\nhint\n#10\nSTEP by 4 cells.\nSTEP by 3 cells.\n");
        assertThat(out).contains("legal moves (10; type one or #N):", "  #1   STEP by 1 cell.", "  #10  STEP by 10 cells.",
                "at 7 of 20", "at 17 of 20",
                "! 'STEP by 4 cells.' is not legal in this position (legal: STEP by 1 cell. STEP by 2 cells. STEP by 3 cells.)",
                "at 20 of 20", "SOLVED in 3 moves!");
        // from 7, any first step of 3..10 cells leaves one step to 20
        assertThat(out).containsPattern("hint: STEP by ([3-9]|10) cells\\.  -  2 moves to go \\(optimal\\)");
    }

    @Test
    void aLineThatIsNoMoveGetsThePuzzlesOwnReason() throws Exception {
        String out = session("STEP by many cells.\n");
        assertThat(out).contains("! 'STEP by many cells.' is not a move: write STEP by N cells. ('help' lists the commands)");
    }
}
