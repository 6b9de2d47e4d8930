package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The pulls' candidate targets ({@link TargetCandidates}) and the aimed search rotating among them
 * ({@link AimedSearch#rotating}, {@link TargetRotation}).
 */
class TargetRotationTest {
    private final SokobanType type = new SokobanType();

    /**
     * The candidates a pull search keeps are those a replay of its table picks: every stored position, in the order
     * stored, its free squares labelled afresh ({@link Regions}) and its bound computed afresh ({@link Matching} to the
     * start squares), offered to a plain list with the same rule (least bound, then most pulls; a position within a
     * box of kept ones replaces them only when it ranks before each). The first is the pull search's own target, and no
     * two are within a box of each other.
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-15, true", "xsokoban-15, false", "xsokoban-41, true", "xsokoban-85, true", "xsokoban-16, true"})
    void theCandidatesAreWhatAReplayOfTheTablePicks(String level, boolean cells) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells);
        Matching bound = PullTargetTest.pulledAndStartBound(b, p);
        Regions regions = new Regions(b);
        List<long[]> kept = new ArrayList<>();   // {bound, pulls, id}, best first
        List<long[]> keptBoxes = new ArrayList<>();
        int offered = 0;
        for (int id = 0; id < p.pos.size(); id++) {
            long[] boxes = new long[b.words];
            p.boxesOf(id, boxes);
            if (regions.label(boxes) != 1) continue;
            offered++;
            long[] c = {bound.bound(boxes), p.pullsOf(id), id};
            List<Integer> near = new ArrayList<>();
            boolean behind = false;
            for (int i = 0; i < kept.size(); i++)
                if (TargetCandidates.withinOneBox(boxes, keptBoxes.get(i))) {
                    near.add(i);
                    behind |= !before(c, kept.get(i));
                }
            if (behind) continue;
            if (!near.isEmpty()) {
                for (int i = near.size() - 1; i >= 0; i--) {
                    kept.remove((int) near.get(i));
                    keptBoxes.remove((int) near.get(i));
                }
            } else if (kept.size() == PullSearch.CANDIDATES) {
                if (!before(c, kept.get(kept.size() - 1))) continue;
                kept.remove(kept.size() - 1);
                keptBoxes.remove(keptBoxes.size() - 1);
            }
            int at = 0;
            while (at < kept.size() && !before(c, kept.get(at))) at++;
            kept.add(at, c);
            keptBoxes.add(at, boxes);
        }
        assertThat(offered).isPositive();
        TargetCandidates got = p.candidates();
        assertThat(got.size()).isEqualTo(kept.size());
        for (int i = 0; i < got.size(); i++) {
            assertThat(got.id(i)).as("candidate %d", i).isEqualTo((int) kept.get(i)[2]);
            assertThat(got.bound(i)).isEqualTo((int) kept.get(i)[0]);
            assertThat(got.pulls(i)).isEqualTo((int) kept.get(i)[1]);
            for (int j = 0; j < i; j++) assertThat(TargetCandidates.withinOneBox(keptBoxes.get(i), keptBoxes.get(j))).isFalse();
        }
        assertThat(got.id(0)).isEqualTo(p.target());
    }

    /** Whether candidate a ({bound, pulls, id}) ranks before b: a lower bound, or the same and more pulls. */
    private static boolean before(long[] a, long[] b) {
        return a[0] < b[0] || a[0] == b[0] && a[1] > b[1];
    }

    /**
     * The aimed search rotating among two targets at once reaches one of them from the start and builds the whole
     * solution through it, which replays on the level. The cells run alone first to a fixed number of positions, so the
     * candidates, the targets taken and the solution are always the same (pinned).
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-15, 20000, 13, 1, 270", "xsokoban-16, 20000, 33, 1, 262"})
    void theRotationReachesATargetAndItsSolutionReplays(String level, long expanded, int bound, int number, int pushes)
            throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:" + level);
        PullSearch cells = new PullSearch(inst.board, "cells", true, PullSearch.WEIGHT, true);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && cells.stats().expanded < expanded) s = cells.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        AimedSearch aimed = new AimedSearch(inst.board, "aimed", AimedSearch.GIVE_WAY, cells).rotating(2);
        assertThat(aimed.ready()).isTrue();
        do s = aimed.step(64); while (s == Status.RUNNING && aimed.ready());
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(aimed.message()).startsWith("reached the pulls in cells' position of bound " + bound + " (target "
                + number + " of ");
        assertThat(aimed.best().cost()).isEqualTo(pushes);
        assertThat(Replay.solves(inst.problem("pushes"), aimed.best().moves())).isTrue();
    }
}
