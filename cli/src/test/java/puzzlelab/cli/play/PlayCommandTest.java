package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/** {@code puzzlelab play} driven through stdin, as a user with a script would. */
class PlayCommandTest {
    /** Blank top right: L L solves it; the legal moves are L and D. */
    static final String TWO_AWAY = "fifteen:3x3:1.2.0.3.4.5.6.7.8";
    /** 22 moves from the goal (blank bottom right). */
    static final String FAR = "fifteen:3x3:1.2.3.4.5.6.7.8.0";
    static final Pattern HINT = Pattern.compile("hint: (\\S+)  -  (\\d+) moves? to go \\(optimal\\)");

    @TempDir
    Path tmp;

    static PlayTestSupport.Run play(String id, String script, String... more) {
        String[] args = new String[2 + more.length];
        args[0] = "play";
        args[1] = id;
        System.arraycopy(more, 0, args, 2, more.length);
        return PlayTestSupport.cli(script, args);
    }

    /** Two Sokoban levels titled as Sokoban YASC exports them: one push solves the first, two the second. */
    static final String COLLECTION = "Level one\n\n#####\n#@$.#\n#####\n\nLevel two\n\n######\n#@$ .#\n######\n";

    @Test
    void aFileOfSeveralLevelsPlaysFromItsFirstAndNextOpensTheOneAfter() throws Exception {
        Path f = Files.writeString(tmp.resolve("two.sok"), COLLECTION);
        var r = play(f.toString(), "R\nnext\nhelp\nR R\nnext\nquit\n", "--metric", "moves");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("two.sok#1  Level one", "(undo, restart, next: level 2 of 2 or quit)",
                "two.sok#2  Level two", "! this is the last level", "bye");
        assertThat(r.out()).doesNotContain("next         the file's next level");   // help lists next only when there is one
        // FILE#Title and FILE#N start there; the last level offers no next
        var byTitle = play(f + "#level one", "next\nquit\n");
        assertThat(byTitle.out()).contains("two.sok#1  Level one", "> next", "two.sok#2  Level two");
        var last = play(f + "#2", "next\nquit\n");
        assertThat(last.out()).contains("two.sok#2  Level two", "! this is the last level");
        var single = play(TWO_AWAY, "next\nquit\n");
        assertThat(single.out()).contains("! there is no next level: play a file of several levels, or a numbered ID");
    }

    @Test
    void aNumberedIdGoesOnToTheNextNumberUntilTheSetEnds() {
        var r = play("sokoban:microban-154", "next\nnext\nquit\n");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("sokoban  sokoban:microban-154\n", "sokoban  sokoban:microban-155\n", "! this is the last level");
    }

    @Test
    void theKeyNOpensTheNextLevel() throws Exception {
        Path f = Files.writeString(tmp.resolve("two.sok"), COLLECTION);
        var r = PlayTestSupport.cli("\033[Cn\033[C\033[Cq", "play", "--keys", "--no-color", f.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("n next level", "SOLVED in 1 move (1 push)!", "two.sok#2  Level two",
                "SOLVED in 2 moves (2 pushes)!");
    }

    @Test
    void showsBoardMoveCountAndLegalMoves() {
        var r = play(TWO_AWAY, "L\nquit\n");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("fifteen  " + TWO_AWAY)
                .contains("| 1 | 2 |   |")
                .contains("moves played: 0   legal: L  D")
                .contains("> L")
                .contains("| 1 |   | 2 |")
                .contains("moves played: 1   legal: L  R  D")
                .endsWith("bye\n");
        assertThat(r.out()).doesNotContain("\u001b[");   // not a terminal: no colour
    }

    @Test
    void illegalAndUnreadableInputGetOneLineReasonsAndChangeNothing() {
        var r = play(TWO_AWAY, "U\nxyz\nLU\n#7\nundo\nredo\nundo x\nsave\nL\n");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).contains(
                "! 'U' is not legal in this position (legal: L D)",
                "! 'xyz' is not a move: use U, D, L or R (the blank's direction) ('help' lists the commands)",
                "! move 2 of the line, 'U' is not legal in this position (legal: L D)",
                "! choose #1 to #2",
                "! nothing to undo",
                "! nothing to redo",
                "! undo takes a number of moves, not 'x'",
                "! usage: save FILE");
        // none of that moved anything: the final L is the first move played
        assertThat(r.out()).contains("moves played: 1   legal: L  R  D").doesNotContain("moves played: 2");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
    }

    @Test
    void severalMovesOnALineAndPickingByNumber() {
        var r = play(FAR, "U L D\n#1\n");
        assertThat(r.out()).contains("moves played: 3").contains("played U").contains("moves played: 4");
        var letters = play(TWO_AWAY, "LL\n");
        assertThat(letters.out()).contains("SOLVED in 2 moves!");
    }

    @Test
    void undoRedoAndRestart() {
        var r = play(TWO_AWAY, "L\nL\nundo\nredo\nrestart\nredo\nredo\nundo 2\n");
        String out = r.out();
        int solved = out.indexOf("SOLVED in 2 moves!");
        int undo = out.indexOf("> undo", solved);
        int redo = out.indexOf("> redo", undo);
        int restart = out.indexOf("> restart", redo);
        assertThat(solved).isPositive();
        assertThat(out.substring(undo, redo)).contains("moves played: 1   legal: L  R  D");
        assertThat(out.substring(redo, restart)).contains("SOLVED in 2 moves!");
        String after = out.substring(restart);
        assertThat(after).contains("back at the start (redo replays your moves)", "moves played: 0",
                "moves played: 1", "SOLVED in 2 moves!", "undo: 2 moves");
        assertThat(after.substring(after.lastIndexOf("> undo 2"))).contains("moves played: 0   legal: L  D");
    }

    @Test
    void hintIsTheNextMoveOfAnOptimalSolutionFromTheCurrentPosition() throws Exception {
        // U D is a loop, L U R a detour: the hint must be computed from where the player is
        var r = play(FAR, "U\nD\nL\nU\nR\nhint\n");
        Matcher m = HINT.matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        String move = m.group(1);
        int togo = Integer.parseInt(m.group(2));

        Instance inst = Puzzles.load(FAR, null);
        Problem p = inst.problem(null);
        long[] here = Replay.states(p, codes(inst, p, "U", "D", "L", "U", "R")).get(5);
        Long2IntOpenHashMap dist = PlayTestSupport.distancesToGoal(p);
        assertThat(togo).isEqualTo(dist.get(here[0])).isPositive();
        long[] next = new long[1];
        assertThat(Replay.apply(p, here, inst.parseMove(here, move), next)).isEqualTo(1);
        assertThat(dist.get(next[0])).isEqualTo(togo - 1);
    }

    @Test
    void followingHintsSolvesOptimally() {
        var r = play(TWO_AWAY, "hint\nL\nhint\nL\nhint\n");
        assertThat(r.out()).contains("hint: L  -  2 moves to go (optimal)", "hint: L  -  1 move to go (optimal)",
                "SOLVED in 2 moves!", "already solved");
    }

    @Test
    void hintOnTheTemplatePuzzle() {
        var r = play("template:1:100", "hint\n+1\nhint\n*2\n*2\n*2\nfoo\n");
        Matcher m = HINT.matcher(r.out());
        assertThat(m.find()).isTrue();
        assertThat(m.group(2)).isEqualTo("8");   // the built-in's documented optimum
        Instance inst = loadQuietly("template:1:100");
        Problem p = inst.problem(null);
        long[] s = new long[1];
        p.initial(s);
        assertThat(PlayTestSupport.forwardDistance(p, s)).isEqualTo(8);
        // after +1 (at 2): 100 = ((2*2*2+1)*2*2+... : the oracle says how far
        assertThat(m.find()).isTrue();
        assertThat(Integer.parseInt(m.group(2))).isEqualTo(PlayTestSupport.forwardDistance(p, new long[] {2}));
        assertThat(r.out()).contains("16 -> 100", "moves played: 4", "! 'foo' is not a move: use +1 or *2");
    }

    @Test
    void solvePlaysOutTheRestAndReachesTheGoal() {
        var r = play(FAR, "U\nL\nsolve\nundo\nsolve\n");
        String out = r.out();
        assertThat(out).contains("solving: 20 moves to go (optimal)", "   3. ", "  22. ", "SOLVED in 22 moves!");
        // after undo, solve again finds the one remaining move
        assertThat(out.substring(out.lastIndexOf("> solve"))).contains("solving: 1 move to go (optimal)", "SOLVED in 22 moves!");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void saveWritesTheMovesInNativeFormatAndRenderReplaysThem() throws Exception {
        Path file = tmp.resolve("moves.txt");
        var r = play(FAR, "U\nL\nsolve\nsave " + file + "\n");
        assertThat(r.out()).contains("saved 22 moves to " + file);
        String saved = Files.readString(file);
        assertThat(saved).matches("[ULRD]{22}\n").startsWith("UL");
        var render = PlayTestSupport.cli("", "render", FAR, "--solution", file.toString(), "--step");
        assertThat(render.exit()).isZero();
        assertThat(render.out()).contains("move 22/22: ", "solved in 22 moves");

        Path t = tmp.resolve("template.txt");
        var tr = play("template:1:100", "solve\nsave " + t + "\n");
        assertThat(tr.out()).contains("SOLVED in 8 moves!");
        assertThat(Files.readAllLines(t)).hasSize(8).allMatch(l -> l.equals("+1") || l.equals("*2"));
        var trender = PlayTestSupport.cli("", "render", "template:1:100", "--solution", t.toString());
        assertThat(trender.out()).contains("solved in 8 moves").contains("100 -> 100");
    }

    @Test
    void aHintUnderATightLimitIsAnAnytimeAnswerMarkedNotProven() {
        // IDA* needs seconds for Korf #88 (65 moves); the anytime default has a longer plan within the limit
        var r = play("fifteen:korf-88", "hint\nquit\n", "--hint-time", "300ms");
        assertThat(r.out()).containsPattern("hint: [UDLR]  -  [0-9]+ moves to go \\(not proven optimal\\)").endsWith("bye\n");
    }

    @Test
    void hintInAnUnsolvablePositionSaysWhy() {
        var r = play("fifteen:3x3:2.1.0.3.4.5.6.7.8", "hint\nsolve\n");
        assertThat(r.out()).contains("! no solution from here: unsolvable by parity");
    }

    @Test
    void endOfInputEndsTheSessionAndBadInputIsExitTwo() {
        assertThat(play(TWO_AWAY, "").exit()).isZero();
        var bad = play("fifteen:3x3:1.2", "");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("puzzlelab: fifteen:3x3:1.2: ");
    }

    static int[] codes(Instance inst, Problem p, String... moves) throws Exception {
        int[] out = new int[moves.length];
        long[] s = new long[p.words()];
        p.initial(s);
        for (int i = 0; i < moves.length; i++) {
            out[i] = inst.parseMove(s, moves[i]);
            long[] t = new long[p.words()];
            Replay.apply(p, s, out[i], t);
            s = t;
        }
        return out;
    }

    static Instance loadQuietly(String id) {
        try {
            return Puzzles.load(id, null);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
