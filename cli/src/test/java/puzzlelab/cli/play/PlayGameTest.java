package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

class PlayGameTest {
    final Instance inst = PlayCommandTest.loadQuietly(PlayCommandTest.FAR);
    final Problem p = inst.problem(null);

    int code(String text) throws Exception {
        return inst.parseMove(new long[p.words()], text);
    }

    @Test
    void legalMovesCarryTextCostAndTheNextPosition() throws Exception {
        Game g = new Game(inst, p);
        var legal = g.legal();
        assertThat(legal).extracting(Game.Legal::text).containsExactly("U", "L");
        assertThat(legal).extracting(Game.Legal::cost).containsOnly(1);
        long[] next = new long[p.words()];
        Replay.apply(p, g.state(), legal.get(1).move(), next);
        assertThat(legal.get(1).next()).isEqualTo(next);
    }

    @Test
    void illegalMovesChangeNothing() throws Exception {
        Game g = new Game(inst, p);
        assertThat(g.play(code("D"))).isFalse();
        assertThat(g.count()).isZero();
    }

    @Test
    void loopsAreCutFromThePathUsedForSearching() throws Exception {
        Game g = new Game(inst, p);
        for (String m : new String[] {"U", "D", "L", "R", "L", "U"}) assertThat(g.play(code(m))).isTrue();
        assertThat(g.count()).isEqualTo(6);
        assertThat(g.loopFreePath()).containsExactly(code("L"), code("U"));
        assertThat(Replay.states(p, g.loopFreePath()).get(2)).isEqualTo(g.state());
    }

    @Test
    void redoKeepsItsLineWhenTheSameMoveIsPlayedAndDropsItOtherwise() throws Exception {
        Game g = new Game(inst, p);
        g.play(code("U"));
        g.play(code("L"));
        g.restart();
        assertThat(g.count()).isZero();
        assertThat(g.canRedo()).isTrue();
        g.play(code("U"));            // what redo would play: the line stays
        assertThat(g.redo()).isTrue();
        assertThat(g.moves()).containsExactly(code("U"), code("L"));
        g.undo();
        g.play(code("D"));            // a different move: the redo line is gone
        assertThat(g.canRedo()).isFalse();
        assertThat(g.redo()).isFalse();
        assertThat(Puzzles.all()).isNotEmpty();
    }
}
