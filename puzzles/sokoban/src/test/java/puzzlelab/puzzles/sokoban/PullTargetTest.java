package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The pulls keep their best one-region position (or, by {@link PullSearch.TargetRegion}, main-region or any) as they store ({@link PullSearch#target}, the target of
 * {@link AimedSearch}): it must be the one a scan of the whole table picks, every stored position's free squares
 * labelled afresh ({@link Regions}) and its bound computed afresh ({@link Matching} to the start squares), least bound
 * first, then most pulls from the solved position, then the first stored.
 */
class PullTargetTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    @CsvSource({"xsokoban-41, false, ONE", "xsokoban-41, true, ONE", "xsokoban-85, false, ONE", "xsokoban-85, true, ONE",
            "xsokoban-16, true, ONE", "xsokoban-29, true, ONE", "xsokoban-2, false, ONE", "xsokoban-50, true, ONE",
            // round 14: targets of several regions (the aimed board then asks for the keeper's region too)
            "xsokoban-41, false, MAIN", "xsokoban-85, true, MAIN", "xsokoban-50, true, MAIN", "xsokoban-89, false, MAIN",
            "xsokoban-41, true, ANY", "xsokoban-85, false, ANY", "xsokoban-50, false, ANY", "xsokoban-40, true, ANY"})
    void theTargetKeptIsTheOneAScanOfTheTablePicks(String level, boolean cells, PullSearch.TargetRegion rule)
            throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells).targets(rule);
        Matching bound = PullTargetTest.pulledAndStartBound(b, p);
        Regions regions = new Regions(b);
        long[] boxes = new long[b.words];
        int best = -1, bestBound = Integer.MAX_VALUE, qualifying = 0, multi = 0;
        for (int id = 0; id < p.pos.size(); id++) {
            p.boxesOf(id, boxes);
            regions.label(boxes);
            if (!rule.admits(regions.size(p.pos.player(id)), b.n - b.boxCount())) continue;
            qualifying++;
            if (regions.size(p.pos.player(id)) < b.n - b.boxCount()) multi++;
            int h = bound.bound(boxes);
            if (h < bestBound || h == bestBound && p.pullsOf(id) > p.pullsOf(best)) {
                best = id;
                bestBound = h;
            }
        }
        assertThat(p.target()).isEqualTo(best);
        if (best >= 0) {
            assertThat(p.targetBound()).isEqualTo(bestBound);
            // the target's keeper: the smallest square of its region in a fresh labelling (the aimed board's goal keeper)
            p.boxesOf(best, boxes);
            regions.label(boxes);
            assertThat(p.targetKeeper()).isEqualTo(regions.normalised(p.pos.player(best)));
        }
        // levels whose pulls store one-region positions (the round-12 trace found none on 50): the test must compare some
        if (!level.equals("xsokoban-50") || rule != PullSearch.TargetRegion.ONE) assertThat(qualifying).isPositive();
        // the rules that admit several regions must have met some such positions
        if (rule != PullSearch.TargetRegion.ONE) assertThat(multi).isPositive();
    }

    /**
     * Runs {@code p} to 20,000 positions expanded and returns the matching bound to {@code b}'s start squares, the one
     * the pulls rank by (shared with {@link TargetRotationTest}).
     */
    static Matching pulledAndStartBound(SokobanBoard b, PullSearch p) {
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && p.stats().expanded < 20_000) s = p.step(64);
        int[] starts = Bits.list(b.boxes0, b.n);
        int[][] dist = new int[starts.length][];
        for (int i = 0; i < starts.length; i++) dist[i] = b.distances(starts[i], true);
        return new Matching(b, dist);
    }
}
