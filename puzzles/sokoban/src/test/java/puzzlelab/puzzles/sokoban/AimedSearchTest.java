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
    // pushes re-recorded in round 14 for the aimed portfolio's 1:9 turns (FinderTurns.TOWARD); at round 13's 1:1 they
    // were 260 and 256
    @CsvSource({"xsokoban-16, 20000, 33, 262", "xsokoban-15, 20000, 13, 270"})
    void theAimedSearchReachesThePullsTargetAndItsSolutionReplays(String level, long expanded, int bound, int pushes)
            throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:" + level);
        PullSearch cells = new PullSearch(inst.board, "cells", true, PullSearch.WEIGHT, true);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && cells.stats().expanded < expanded) s = cells.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        assertThat(cells.targetBound()).isEqualTo(bound);
        AimedSearch aimed = new AimedSearch(inst.board, "aimed", AimedSearch.GIVE_WAY, cells);
        assertThat(aimed.ready()).isTrue();
        do s = aimed.step(64); while (s == Status.RUNNING && aimed.ready());
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(aimed.message()).startsWith("reached the pulls in cells' position of bound " + bound + " (target 1;");
        assertThat(aimed.best().cost()).isEqualTo(pushes);
        assertThat(Replay.solves(inst.problem("pushes"), aimed.best().moves())).isTrue();
    }

    /**
     * With {@link AimedSearch#meetingThePulls} the aimed box moves look up each new position in the pulls' own tables:
     * on XSokoban 15, with the plain pulls run to 200,000 positions expanded, they meet the plain pulls before they
     * reach the target (the plain pulls' position of bound 7), and the solution through the meeting (the aimed pushes,
     * then the plain pulls' path undone) replays on the level. Without it the same search reaches the target instead.
     */
    @Test
    void theAimedBoxMovesMeetThePullsTablesAndTheSolutionReplays() throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:xsokoban-15");
        String m = aimedOn15(inst, true), r = aimedOn15(inst, false);
        assertThat(m).startsWith("met the pulls on the way to the pulls' position of bound 7 "
                + "(target 1; box moves found it (met the pulls)").contains("280 pushes, replays");
        assertThat(r).startsWith("reached the pulls' position of bound 7 (target 1;");
    }

    /** The aimed search alone on 15 after the cells (20,000 expanded) and the plain pulls (200,000): its message, pushes. */
    private String aimedOn15(SokobanInstance inst, boolean meeting) {
        PullSearch cells = new PullSearch(inst.board, "cells", true, PullSearch.WEIGHT, true),
                pulls = new PullSearch(inst.board, "pulls", true, PullSearch.WEIGHT, false);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && cells.stats().expanded < 20_000) s = cells.step(64);
        while (s == Status.RUNNING && pulls.stats().expanded < 200_000) s = pulls.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        // round 13's 1:1 turns: at round 14's 1:9 the cells meet the box moves at the target before the box moves meet
        // the plain pulls on the way
        AimedSearch aimed = new AimedSearch(inst.board, "aimed", AimedSearch.GIVE_WAY, cells, pulls).withTurns(0, 1);
        if (meeting) aimed.meetingThePulls();
        do s = aimed.step(64); while (s == Status.RUNNING && aimed.ready());
        assertThat(s).isEqualTo(Status.SOLVED);
        return aimed.message() + "; " + aimed.best().cost() + " pushes, "
                + (Replay.solves(inst.problem("pushes"), aimed.best().moves()) ? "replays" : "does not replay");
    }
}
