package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Exact totals of the enumeration. The input counts are Fogleman's own (cpp/src/config.h of fogleman/rush: 5×5
 * 268,108; 5×5 with walls 2,988,669 and 13,341,759 for the second wall), each plus one: his figure is the largest
 * input id, counted from 0. The puzzle counts are checked independently by {@link BruteForce4x4Test} on 4×4.
 */
class EnumerationCountsTest {
    private static Sweep.Counts all(int n, int walls, int k) {
        Enumeration e = new Enumeration(n, walls);
        Sweep.Counts c = new Sweep.Counts();
        for (int p = 0; p < k; p++) c.add(e.partition(p, k, null).counts());
        return c;
    }

    @Test
    void fourByFour() {
        Sweep.Counts w0 = all(4, 0, 1);
        assertThat(w0.inputs).isEqualTo(1349);
        assertThat(w0.puzzles).isEqualTo(32);
        assertThat(w0.puzzleStates).isEqualTo(514);
        assertThat(w0.solvable).isEqualTo(467);
        Sweep.Counts w1 = all(4, 1, 3);
        assertThat(w1.inputs).isEqualTo(9804);
        assertThat(w1.puzzles).isEqualTo(32);
        // by family only the wall-free layouts' clusters are swept: every wall is ruled out by its parent
        assertThat(w1.solvable).isEqualTo(467);
        Sweep.Counts w2 = all(4, 2, 5);
        assertThat(w2.inputs).isEqualTo(33953);
        assertThat(w2.puzzles).isEqualTo(32);
        assertThat(w2.puzzleStates).isEqualTo(514);
        // no one-wall layout may lengthen an optimum: their notes come from L0's sweep, and none is swept
        assertThat(w2.solvable).isEqualTo(467);
    }

    private static Enumeration.Rows whole(Enumeration e, int k) {
        Sweep.Counts c = new Sweep.Counts();
        List<Sweep.Puzzle> rows = new ArrayList<>();
        for (int p = 0; p < k; p++) {
            Enumeration.Rows r = e.partition(p, k, null);
            c.add(r.counts());
            rows.addAll(r.puzzles());
        }
        return new Enumeration.Rows(rows, c);
    }

    private static List<String> lines(Enumeration.Rows r) {
        List<String> out = new ArrayList<>();
        for (Sweep.Puzzle p : r.puzzles()) out.add(PartitionText.line(p));
        return out;
    }

    @Test
    void familiesHoldTheSameLayoutsAndRowsAsTheWallSetOrder() {
        for (int[] nwk : new int[][] {{4, 1, 1}, {4, 2, 3}, {5, 1, 8}}) {
            Enumeration.Rows family = whole(new Enumeration(nwk[0], nwk[1]), nwk[2]);
            Enumeration.Rows every = whole(new Enumeration(nwk[0], nwk[1], false), nwk[2]);
            Sweep.Counts f = family.counts();
            Sweep.Counts a = every.counts();
            // states and inputs: one- and two-wall layouts counted from their wall-free parent's states
            assertThat(new long[] {f.states, f.inputs, f.puzzles, f.puzzleStates})
                    .containsExactly(a.states, a.inputs, a.puzzles, a.puzzleStates);
            assertThat(f.layouts).isLessThan(a.layouts);   // only those swept are built
            assertThat(lines(family)).containsExactlyInAnyOrderElementsOf(lines(every));
            assertThat(f.solvable).isLessThan(a.solvable);   // wall layouts ruled out by a parent are only counted
        }
    }

    @Test
    void fiveByFiveWithWalls() {
        // totals of the wall-set order (every layout swept, 15,670,561 layouts), measured once: 37 s against 12 s
        Sweep.Counts c = all(5, 2, 8);
        assertThat(c.states).isEqualTo(250_245_590);
        assertThat(c.inputs).isEqualTo(16_330_430);   // Fogleman's 2,988,669 + 13,341,759, each + 1
        assertThat(c.puzzles).isEqualTo(7_320);
        assertThat(c.puzzleStates).isEqualTo(1_195_048);
    }

    @Test
    void noLayoutThatFamiliesOnlyCountKeepsAPuzzle() {
        // each layout a parent rules out is swept anyway, and run() fails if it keeps a row
        try {
            Sweep.verifyCounted = true;
            Enumeration.Rows r = whole(new Enumeration(4, 2), 1);
            assertThat(r.counts().puzzles).isEqualTo(32);
            Enumeration e = new Enumeration(5, 2);
            for (int p : new int[] {3, 17, 30}) assertThat(e.partition(p, 32, null).counts().layouts).isPositive();
        } finally {
            Sweep.verifyCounted = false;
        }
    }

    @Test
    void fiveByFiveWithoutWalls() {
        Sweep.Counts c = all(5, 0, 4);
        assertThat(c.inputs).isEqualTo(268_108 + 1);
        assertThat(c.solvable).isEqualTo(61_851);
        assertThat(c.puzzles).isEqualTo(1730);
        assertThat(c.puzzleStates).isEqualTo(329_603);
    }

    @Test
    void partitionsSplitTheSameRows() {
        Enumeration e = new Enumeration(4, 1);
        List<String> one = new ArrayList<>();
        for (Sweep.Puzzle p : e.partition(0, 1, null).puzzles()) one.add(PartitionText.line(p));
        List<String> split = new ArrayList<>();
        for (int p = 0; p < 7; p++) for (Sweep.Puzzle z : e.partition(p, 7, null).puzzles()) split.add(PartitionText.line(z));
        assertThat(split).containsExactlyInAnyOrderElementsOf(one).hasSize(32);
    }

    @Test
    void hashTablesGiveTheSameRowsAsDenseArrays() {
        String dense = PartitionText.write(new Enumeration(4, 2).partition(0, 1, null));
        int limit = Sweep.denseLimit;
        try {
            Sweep.denseLimit = 0;
            assertThat(PartitionText.write(new Enumeration(4, 2).partition(0, 1, null))).isEqualTo(dense);
        } finally {
            Sweep.denseLimit = limit;
        }
    }

    @Test
    void skippingLayoutsWithAnIdlePieceLosesNoPuzzle() {
        for (int[] nw : new int[][] {{4, 2}, {5, 1}}) {
            Enumeration e = new Enumeration(nw[0], nw[1], false);   // every layout swept: idle pruning alone
            int k = nw[0] == 4 ? 1 : 40;
            int[] parts = nw[0] == 4 ? new int[] {0} : new int[] {0, 13, 27};
            for (int p : parts) {
                Enumeration.Rows skipped = e.partition(p, k, null);
                Enumeration.Rows all;
                try {
                    Sweep.skipIdleLayouts = false;
                    all = e.partition(p, k, null);
                } finally {
                    Sweep.skipIdleLayouts = true;
                }
                assertThat(skipped.puzzles()).usingRecursiveFieldByFieldElementComparator()
                        .containsExactlyElementsOf(all.puzzles());
                assertThat(skipped.counts().solvable).isLessThan(all.counts().solvable);
            }
        }
    }

    @Test
    void rowFirstCountingEqualsVisitingEveryState() {
        // 5×5 with up to 2 walls, a few partitions: same states, inputs, goal states (hence rows) either way
        Enumeration e = new Enumeration(5, 2);
        for (int p : new int[] {0, 7, 41}) {
            Enumeration.Rows fast = e.partition(p, 64, null);
            Enumeration.Rows plain;
            try {
                Sweep.rowFirstCounting = false;
                plain = e.partition(p, 64, null);
            } finally {
                Sweep.rowFirstCounting = true;
            }
            assertThat(fast.counts().toArray()).containsExactly(plain.counts().toArray());
            assertThat(fast.counts().inputs).isPositive();
            assertThat(fast.puzzles()).usingRecursiveFieldByFieldElementComparator()
                    .containsExactlyElementsOf(plain.puzzles());
        }
    }

    @Test
    void sampledLayoutsProjectTheTotals() {
        Enumeration.Projection p = new Enumeration(5, 0).sample(20_000, 1);
        assertThat(p.layouts()).isEqualTo(262_144.0);
        assertThat(p.states()).isBetween(6_795_364 * 0.9, 6_795_364 * 1.1);
        assertThat(p.inputs()).isBetween(268_109 * 0.9, 268_109 * 1.1);
    }

    @Test
    void partitionTextRoundTrips() {
        Enumeration.Rows r = new Enumeration(4, 0).partition(0, 1, null);
        String text = PartitionText.write(r);
        assertThat(PartitionText.write(PartitionText.read(text))).isEqualTo(text);
        assertThat(text).startsWith("1 ").contains("# counts ");
    }
}
