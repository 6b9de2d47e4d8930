package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The aimed search ({@link AimedSearch}) reaches the pulls' best one-region position from the start and builds the
 * whole solution from it: its forward pushes, then the pulls' path from that position undone. The pulls in cells run
 * alone first (a fixed number of positions expanded, so the target is always the same), then the aimed search alone
 * until it solves; the solution must replay on the level itself, and the search and its length are pinned.
 */
class AimedSearchTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    // the cells to 20,000 positions expanded; the aimed search then takes 1-2 s
    // round 14: 15's target of any region has 8 regions, the keeper's 11 of the 89 free squares; reached in about 1 s
    @CsvSource({"xsokoban-16, 20000, ONE, 33, 260", "xsokoban-15, 20000, ONE, 13, 256", "xsokoban-15, 20000, ANY, 3, 268"})
    void theAimedSearchReachesThePullsTargetAndItsSolutionReplays(String level, long expanded, PullSearch.TargetRegion rule,
                                                                  int bound, int pushes) throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:" + level);
        PullSearch cells = new PullSearch(inst.board, "cells", true, PullSearch.WEIGHT, true).targets(rule);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && cells.stats().expanded < expanded) s = cells.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        assertThat(cells.targetBound()).isEqualTo(bound);
        long[] boxes = new long[inst.board.words];
        cells.boxesOf(cells.target(), boxes);
        Regions regions = new Regions(inst.board);
        int count = regions.label(boxes);
        // the target's free squares form one region exactly when the rule asks for it (15's ANY target has several)
        assertThat(count == 1).isEqualTo(rule == PullSearch.TargetRegion.ONE);
        AimedSearch aimed = new AimedSearch(inst.board, "aimed", AimedSearch.GIVE_WAY, cells);
        assertThat(aimed.ready()).isTrue();
        do s = aimed.step(64); while (s == Status.RUNNING && aimed.ready());
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(aimed.message()).startsWith("reached the pulls in cells' position of bound " + bound + " (target 1;");
        assertThat(aimed.best().cost()).isEqualTo(pushes);
        assertThat(Replay.solves(inst.problem("pushes"), aimed.best().moves())).isTrue();
    }

    // a corridor: the box can only go right, away from its goal; the keeper stays left of it
    private static final String CORRIDOR = """
            #######
            #@ $ .#
            #######
            """;

    @Test
    void anAimedBoardWithAGoalKeeperAcceptsTheBoxesOnlyWithTheKeeperInItsRegion() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().read("corridor", CORRIDOR)).board;
        long[] here = b.boxes0.clone();   // aimed at the boxes where they stand
        int box = Bits.list(here, b.n)[0];
        int right = b.nb[box * 4 + SokobanBoard.R];   // the smallest square of the region right of the box
        // the box set alone: the start is the goal
        assertThat(FinderTurns.toward(b.aimedAt(here), "aimed").best().cost()).isZero();
        assertThat(new Fess(b.aimedAt(here, b.player0), "box moves", true, true).best().cost()).isZero();
        // with the keeper right of the box: never (the box cannot be passed), and both searches prove it
        Fess box0 = new Fess(b.aimedAt(here, right), "box moves", true, true);
        assertThat(box0.best()).isNull();
        Status s;
        do s = box0.step(64); while (s == Status.RUNNING);
        assertThat(s).isEqualTo(Status.UNSOLVABLE);
        PullSearch pulls = new PullSearch(b.aimedAt(here, right), "pulls", true, PullSearch.WEIGHT, true);
        do s = pulls.step(64); while (s == Status.RUNNING);
        assertThat(s).isEqualTo(Status.UNSOLVABLE);
    }
}
