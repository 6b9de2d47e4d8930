package puzzlelab.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.NotApplicable;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

class PuzzleScriptTypeTest {
    private final PuzzleScriptType type = new PuzzleScriptType();

    private static Result solve(Instance inst, String algorithm) {
        return Solver.solve(inst, new Solver.Request(algorithm, null, null, SearchOptions.DEFAULT, Limits.NONE, 0));
    }

    /**
     * The example game "Microban" states David Skinner's Microban levels in PuzzleScript: breadth-first search over
     * the interpreter's turns must find exactly the fewest moves the Sokoban solver proves for the same level.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void microbanInPuzzleScriptHasTheSokobanSolversOptimum(int n) {
        Instance ps = Puzzles.load("puzzlescript:microban-" + n, null);
        Result bfs = solve(ps, "bfs");
        assertThat(bfs.status()).isEqualTo(Status.SOLVED);
        assertThat(bfs.optimal()).isTrue();
        Instance sok = Puzzles.load("sokoban:microban-" + n, null);
        Result oracle = Solver.solve(sok, new Solver.Request("astar", null, "moves", SearchOptions.DEFAULT, Limits.NONE, 0));
        assertThat(oracle.optimal()).isTrue();
        assertThat(bfs.solution().length()).isEqualTo(oracle.solution().length());
        assertThat(Replay.solves(ps.problem(null), bfs.solution().moves())).isTrue();
    }

    @Test
    void astarAndIdastarAgreeWithBfs() {
        // a small room: IDA* has only the blind bound here, so its iterations grow with the branching to the depth
        String game = LevelTexts.of(Games.example("sokoban_basic")).gameWith(List.of(
                "#######", "#.....#", "#.P*.O#", "#.....#", "#######"));
        Instance ps = type.read("small.txt", game);
        int bfs = solve(ps, "bfs").solution().length();
        assertThat(solve(ps, "astar").solution().length()).isEqualTo(bfs);
        Result ida = solve(ps, "idastar");
        assertThat(ida.optimal()).isTrue();
        assertThat(ida.solution().length()).isEqualTo(bfs).isEqualTo(2);
    }

    @Test
    void packedStatesRoundTripThroughTheInterpreter() {
        PuzzleScriptInstance ps = (PuzzleScriptInstance) Puzzles.load("puzzlescript:microban-2", null);
        Problem p = ps.problem(null);
        long[] s = new long[p.words()];
        p.initial(s);
        Set<String> seen = new HashSet<>();
        java.util.ArrayDeque<long[]> queue = new java.util.ArrayDeque<>(List.of(s));
        int checked = 0;
        while (!queue.isEmpty() && checked < 300) {
            long[] cur = queue.poll();
            if (!seen.add(java.util.Arrays.toString(cur))) continue;
            checked++;
            // the interpreter's state restored from the packed one packs back to the same words
            long[] again = new long[p.words()];
            Packer packer = new Packer(ps.game(), ps.entry(), ps.session(cur).stride(), false);
            packer.encode(ps.session(cur).pack(), again);
            assertThat(again).isEqualTo(cur);
            long[] buf = new long[p.words()];
            p.expand(cur, new Successors() {
                @Override public long[] child() { return buf; }
                @Override public void emit(int move, int cost) { queue.add(buf.clone()); }
            });
        }
        assertThat(checked).isEqualTo(300);
    }

    @Test
    void levelsByNumberAndByTheMessageBeforeThem() {
        String text = Games.example("microban");
        assertThat(type.detect("microban.txt", text)).isGreaterThan(20);
        assertThat(type.readAll("m.txt", text)).hasSize(10);
        Instance named = type.readNamed("m.txt", "m.txt#level 2 of 10", text, "Level 2 of 10");
        assertThat(named.id()).isEqualTo("m.txt#2");
        assertThat(named.title()).isEqualTo("level 2 of 10");
        assertThatThrownBy(() -> type.readNth("m.txt", "m.txt#11", text, 11))
                .hasMessage("m.txt#11: level number must be 1..10 (the game's playable levels)");
        assertThatThrownBy(() -> type.readNamed("m.txt", "m.txt#x", text, "nope"))
                .hasMessageStartingWith("m.txt: no level after a message 'nope' (titles: 'level 1 of 10'");
    }

    @Test
    void aGameThatDoesNotCompileNamesTheFileAndTheLine() {
        String text = Games.example("sokoban_basic").replace("Player, Wall, Crate", "Player, Wall, Crate, Nothing");
        assertThatThrownBy(() -> type.read("bad.txt", text))
                .isInstanceOf(InputException.class)
                .satisfies(e -> assertThat(((InputException) e).line()).isGreaterThan(0))
                .hasMessageStartingWith("bad.txt:");
    }

    @Test
    void hugeGamesAndLevelsAreOneLineEach() {
        String head = LevelTexts.of(Games.example("sokoban_basic")).head();
        String wide = "#".repeat(300);
        List<String> rows = new java.util.ArrayList<>();
        rows.add(wide);
        for (int y = 0; y < 298; y++) rows.add(y == 100 ? "#P*O" + ".".repeat(295) + "#" : "#" + ".".repeat(298) + "#");
        rows.add(wide);
        String big = new LevelTexts(head, List.of()).gameWith(rows);
        assertThatThrownBy(() -> type.read("big.txt", big))
                .hasMessage("big.txt: a board of 300×300 = 90000 cells; boards are at most 65536 cells");
        String huge = head + "(" + "x".repeat(Games.MAX_SOURCE_CHARS) + ")\nLEVELS\n\n#####\n#P*O#\n#####\n";
        assertThatThrownBy(() -> type.read("huge.txt", huge))
                .hasMessage("huge.txt: a PuzzleScript game of 1025 KB; games are at most 1024 KB here");
    }

    @Test
    void aLevelStartsSettledWhenItsStartRulesLeaveAnAgainPending() {
        // the crate slides right one square a turn, each turn asking for another: the player first sees it at the wall
        String game = Games.example("sokoban_basic")
                .replaceFirst("(?m)^title (.*)$", "title $1\nrun_rules_on_level_start")
                .replace("[ > Player | Crate ] -> [ > Player | > Crate ]", "[ stationary Crate ] -> [ right Crate ] again");
        Instance inst = type.read("slide.txt", LevelTexts.of(game).gameWith(List.of("#######", "#P*...#", "#####O#")));
        assertThat(inst.render(initial(inst))).isEqualTo("""
                #######
                #P...*#
                #####O#
                """);
    }

    @Test
    void theIndexOfSearchableExamplesAgreesWithTheGamesThemselves() {
        List<String> compiled = Games.EXAMPLES.stream()
                .filter(n -> Games.notSearchable(Games.compile(n, Games.example(n))) == null).toList();
        assertThat(Games.searchableExamples()).isEqualTo(compiled).hasSize(15);
    }

    @Test
    void randomGamesArePlayedNotSolved() {
        Instance inst = Puzzles.load("puzzlescript:randomrobots-1", null);
        assertThat(inst.render(initial(inst))).isNotEmpty();
        assertThatThrownBy(() -> solve(inst, "bfs")).isInstanceOf(NotApplicable.class)
                .hasMessageContaining("random rules: its levels are played, not solved");
    }

    @Test
    void picturesInTheGamesOwnGlyphsAndSprites() {
        Instance inst = Puzzles.load("puzzlescript:microban-1", null);
        assertThat(inst.render(initial(inst))).isEqualTo("""
                ####..
                #.O#..
                #..###
                #@P..#
                #..*.#
                #..###
                ####..
                """);
        String svg = inst.svg(initial(inst));
        assertThat(svg).startsWith("<svg").contains("data-target=\"3,2\"").endsWith("</svg>");
    }

    @Test
    void generatedLevelsAreSolvedInTheAskedRangeAndDistinct() {
        Generator g = type.generator();
        Params v = Params.of(g.params(), java.util.Map.of("game", "microban", "min-moves", "8", "max-moves", "40",
                "count", "3", "max-states", "20000", "attempts", "5000"));
        Generator.Generated out = g.generate(v, 7, () -> false);
        assertThat(out.boards()).hasSize(3);
        Set<String> texts = new HashSet<>();
        for (Generator.Board b : out.boards()) {
            assertThat(texts.add(b.text())).isTrue();
            Result r = solve(type.read(b.fileName(), b.text()), "bfs");
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().length()).isBetween(8, 40);
            assertThat(b.description()).startsWith(r.solution().length() + " moves (optimal");
        }
    }

    private static long[] initial(Instance inst) {
        Problem p = inst.problem(null);
        long[] s = new long[p.words()];
        p.initial(s);
        return s;
    }
}
