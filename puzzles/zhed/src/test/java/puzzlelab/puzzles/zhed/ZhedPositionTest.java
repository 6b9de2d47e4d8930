package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The solvers' in-place position agrees with the rules, and undo restores everything (state and hashes). */
class ZhedPositionTest {

    @Property(tries = 200)
    void applyMatchesRulesAndUndoRestores(@ForAll @IntRange(min = 1, max = 100) int level,
                                          @ForAll @IntRange(min = 0, max = 1_000_000) int seed) throws Exception {
        Level lv = ZhedType.builtin(level);
        Position p = new Position(lv);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        long[] rules = p.state.clone();
        long[][] before = new long[lv.tiles() + 1][];
        long[] h1 = new long[lv.tiles() + 1];
        int played = 0;
        while (played < lv.tiles() && !p.won) {
            long unused = p.unused();
            int k = rnd.nextInt(Long.bitCount(unused));
            int t = -1;
            for (long u = unused; k >= 0; u &= u - 1, k--) t = Long.numberOfTrailingZeros(u);
            int m = Level.move(t, rnd.nextInt(4));
            before[played] = p.state.clone();
            h1[played] = p.hash1;
            int n = p.apply(m);
            int expected = ZhedRules.play(lv, rules, m, rules);
            assertThat(n).isEqualTo(expected);
            assertThat(p.state).isEqualTo(rules);
            assertThat(p.won).isEqualTo(ZhedRules.won(lv, rules));
            played++;
        }
        while (played > 0) {
            p.undo();
            played--;
            assertThat(p.state).isEqualTo(before[played]);
            assertThat(p.hash1).isEqualTo(h1[played]);
        }
        for (int c = 0; c < lv.cells; c++) assertThat(p.owner[c]).isEqualTo(-1);
    }
}
