package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The pulls' keeper term ({@link KeeperWay}): positions drawn as pictures where the keeper is walled off by boxes on
 * their start squares (it must fire) and where it is not (it must stay 0), and the pulls counting it still solving a
 * level, their solution replayed.
 */
class KeeperWayTest {
    private final SokobanType type = new SokobanType();

    // the level: two boxes start in the middle column, the keeper left of them, the goals right
    private static final String LEVEL = """
            #########
            #@  $  .#
            #   $  .#
            #########
            """;

    /** The board of {@link #LEVEL} and a position on it: '$' boxes, '@' the keeper (the level's start squares kept). */
    private record Position(SokobanBoard b, long[] boxes, int keeper) {
    }

    private Position position(String picture) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.read("keeper.xsb", LEVEL)).board;
        long[] boxes = new long[b.words];
        int keeper = -1;
        String[] rows = picture.split("\n");
        for (int r = 0; r < rows.length; r++)
            for (int c = 0; c < rows[r].length(); c++) {
                int s = b.square[r * b.width + c];
                if (rows[r].charAt(c) == '$') Bits.set(boxes, s);
                if (rows[r].charAt(c) == '@') keeper = s;
            }
        return new Position(b, boxes, keeper);
    }

    private int term(String picture) throws InputException {
        Position p = position(picture);
        return KeeperWay.of(p.b(), KeeperWay.Rule.WAY).extra(p.boxes(), p.keeper());
    }

    @Test
    void firesWhenTheStartBoxesShutTheKeeperOutOfItsStartRegion() throws InputException {
        // every box on its start square, the keeper right of them: one must leave and come back
        assertThat(term("""
                #########
                #   $ @ #
                #   $   #
                #########
                """)).isEqualTo(KeeperWay.THROUGH_START_BOX);
    }

    @Test
    void staysZeroWhenTheKeeperIsHome() throws InputException {
        assertThat(term("""
                #########
                #  @$   #
                #   $   #
                #########
                """)).isZero();
        // a box still on its way, the keeper beside the square a pull toward its start square needs
        assertThat(term("""
                #########
                # @ $   #
                #    $  #
                #########
                """)).isZero();
    }

    @Test
    void firesWhenABoxsPullSideIsBehindAStartBox() throws InputException {
        // the upper box is one pull right of its start square: the pull needs the keeper on that square (left of the
        // box), reached from the right only through the lower box, on its start square (2), or through the upper box
        // itself (1: one walk serves every box, so a box off the start squares is not a wall to it)
        assertThat(term("""
                #########
                #    $  #
                #   $ @ #
                #########
                """)).isEqualTo(KeeperWay.THROUGH_BOX);
        // the same boxes with the keeper left of them: nothing in its way
        assertThat(term("""
                #########
                #  @ $  #
                #   $   #
                #########
                """)).isZero();
    }

    private boolean pocketed(String picture) throws InputException {
        Position p = position(picture);
        return KeeperWay.of(p.b(), KeeperWay.Rule.POCKET).pocketed(p.boxes(), p.keeper());
    }

    @Test
    void aPocketIsAKeeperRegionWalledByStartBoxesAwayFromTheStartKeeper() throws InputException {
        // right of the start boxes: shut in
        assertThat(pocketed("""
                #########
                #   $ @ #
                #   $   #
                #########
                """)).isTrue();
        // the start keeper's region: home, not a pocket
        assertThat(pocketed("""
                #########
                #  @$   #
                #   $   #
                #########
                """)).isFalse();
        // the upper box off its start square: pulling it opens the way, no start box need leave
        assertThat(pocketed("""
                #########
                #    $  #
                #   $ @ #
                #########
                """)).isFalse();
    }

    /**
     * The pulls counting the term (plain and in cells) still solve small levels whose ends have the keeper shut in, and
     * the reversed pulls replay as pushes.
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-1, false, WAY", "xsokoban-1, true, WAY", "xsokoban-2, false, WAY", "microban-60, false, WAY",
            "microban-60, true, WAY", "xsokoban-1, false, POCKET", "xsokoban-2, true, POCKET", "microban-60, false, POCKET"})
    void thePullsCountingTheTermStillSolveAndReplay(String level, boolean cells, KeeperWay.Rule rule)
            throws InputException {
        var inst = type.readId("sokoban:" + level);
        SokobanBoard b = ((SokobanInstance) inst).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells).countingKeeper(rule);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && p.stats().expanded < 2_000_000) s = p.step(4096);
        assertThat(s).as(level).isEqualTo(Status.SOLVED);
        assertThat(Replay.solves(inst.problem("pushes"), p.best().moves())).as(level).isTrue();
    }
}
