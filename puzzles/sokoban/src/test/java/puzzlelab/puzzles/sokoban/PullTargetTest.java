package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The pulls keep their best one-region position as they store ({@link PullSearch#target}, the target of
 * {@link AimedSearch}): it must be the one a scan of the whole table picks, every stored position's free squares
 * labelled afresh ({@link Regions}) and its bound computed afresh ({@link Matching} to the start squares), least bound
 * first, then most pulls from the solved position, then the first stored.
 */
class PullTargetTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    @CsvSource({"xsokoban-41, false", "xsokoban-41, true", "xsokoban-85, false", "xsokoban-85, true", "xsokoban-16, true",
            "xsokoban-29, true", "xsokoban-2, false", "xsokoban-50, true"})
    void theTargetKeptIsTheOneAScanOfTheTablePicks(String level, boolean cells) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && p.stats().expanded < 20_000) s = p.step(64);
        int[] starts = Bits.list(b.boxes0, b.n);
        int[][] dist = new int[starts.length][];
        for (int i = 0; i < starts.length; i++) dist[i] = b.distances(starts[i], true);
        Matching bound = new Matching(b, dist);
        Regions regions = new Regions(b);
        long[] boxes = new long[b.words];
        int best = -1, bestBound = Integer.MAX_VALUE, oneRegion = 0;
        for (int id = 0; id < p.pos.size(); id++) {
            p.boxesOf(id, boxes);
            regions.label(boxes);
            if (regions.size(p.pos.player(id)) != b.n - b.boxCount()) continue;
            oneRegion++;
            int h = bound.bound(boxes);
            if (h < bestBound || h == bestBound && p.pullsOf(id) > p.pullsOf(best)) {
                best = id;
                bestBound = h;
            }
        }
        assertThat(p.target()).isEqualTo(best);
        if (best >= 0) assertThat(p.targetBound()).isEqualTo(bestBound);
        // levels whose pulls store one-region positions (the round-12 trace found none on 50): the test must compare some
        if (!level.equals("xsokoban-50")) assertThat(oneRegion).isPositive();
    }
}
