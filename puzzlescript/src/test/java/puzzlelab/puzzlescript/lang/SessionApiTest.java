package puzzlelab.puzzlescript.lang;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The facade others code against: compile, metadata, pack/restore/step/copy, and a solved level replayed. */
class SessionApiTest {
    static Game game(String name) throws Exception {
        return PuzzleScript.compile(PuzzleScriptBfsBench.resource("/puzzlelab/puzzlescript/games/" + name + ".txt"));
    }

    @Test
    void metadataOfTheSokobanExample() throws Exception {
        Game g = game("sokoban_basic");
        assertThat(g.title()).isEqualTo("Simple Block Pushing Game");
        assertThat(g.author()).isEqualTo("David Skinner");
        assertThat(g.objectCount()).isEqualTo(5);
        assertThat(g.objectName(0)).isEqualTo("background");
        assertThat(g.objectColors(0)).containsExactly("#a3ce27", "#44891a");
        assertThat(g.objectSprite(1)[1]).containsExactly(-1, 0, 0, 0, -1);
        assertThat(g.layerOf(0)).isZero();
        assertThat(g.entryCount()).isEqualTo(2);
        assertThat(g.levelWidth(0)).isEqualTo(6);
        assertThat(g.levelHeight(0)).isEqualTo(7);
        assertThat(g.hasRandomness()).isFalse();
        assertThat(game("randomrobots").hasRandomness()).isTrue();
    }

    @Test
    void packRestoreAndStepAreTheSameTurnsAsInput() throws Exception {
        Game g = game("sokoban_basic");
        Session a = g.start(0, null);
        long[] start = a.pack();
        assertThat(a.step(Input.LEFT)).isFalse();       // the crate on the left is against a wall
        assertThat(a.pack()).isEqualTo(start);
        assertThat(a.step(Input.RIGHT)).isTrue();
        long[] afterRight = a.pack();
        Session b = g.start(0, null);
        b.input(Input.RIGHT);
        assertThat(b.serialise()).isEqualTo(a.serialise());
        a.restore(start);
        assertThat(a.pack()).isEqualTo(start);
        Session c = a.copy();
        c.step(Input.RIGHT);
        assertThat(c.pack()).isEqualTo(afterRight);
        assertThat(a.pack()).isEqualTo(start);           // the copy is independent
        assertThat(a.step(Input.ACTION)).isFalse();      // nothing reacts to action in this game
    }

    @Test
    void aCopyHasItsOwnUndoHistory() throws Exception {
        Game g = game("sokoban_basic");
        Session afterRight = g.start(0, null);
        afterRight.input(Input.RIGHT);
        Session a = g.start(0, null);
        a.input(Input.RIGHT);
        a.input(Input.LEFT);                             // back where it started: two undo points
        Session b = a.copy();
        b.input(Input.UNDO);                             // b takes its saved grid back ...
        assertThat(b.serialise()).isEqualTo(afterRight.serialise());
        assertThat(b.input(Input.RIGHT)).isTrue();       // ... and plays on from it
        a.input(Input.UNDO);                             // a's saved grid must not have changed with b's turn
        assertThat(a.serialise()).isEqualTo(afterRight.serialise());
        a.input(Input.UNDO);
        assertThat(a.serialise()).isEqualTo(g.start(0, null).serialise());
        b.input(Input.UNDO);
        assertThat(b.serialise()).isEqualTo(afterRight.serialise());
    }

    @Test
    void bfsSolutionsReplayToAWin() throws Exception {
        Game g = game("sokoban_basic");
        for (int e = 0; e < g.entryCount(); e++) {
            Bfs.Result r = Bfs.solve(g.start(e, null), 1_000_000);
            assertThat(r.solution()).as("level entry %d solved", e).isNotNull();
            Session s = g.start(e, null);
            for (Input in : r.solution()) s.input(in);
            assertThat(s.won()).isTrue();
            // one move fewer does not win: the solution is shortest
            Session t = g.start(e, null);
            List<Input> shorter = r.solution().subList(0, r.solution().size() - 1);
            for (Input in : shorter) t.input(in);
            assertThat(t.won()).isFalse();
        }
    }
}
