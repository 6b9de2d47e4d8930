package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The wrapper of a restated position's searches passes on what a portfolio trades between members: a bound (the
 * same position, so the same bound) and a solution found by another member, translated into the restated numbering.
 * Without them a restated position's run could only end by the SAT prover's own proof.
 */
class RenumberedTest {

    /** Tiles 0 and 2 of a 4-tile original were used: the restated level's tiles 0 and 1 are original tiles 1 and 3. */
    private final Renumbered renumbered = new Renumbered(new int[] {1, 3}, 4);

    @Test
    void theBoundAndTheBudgetRuleComeFromTheSearchInside() {
        Recording inner = new Recording();
        Search outer = renumbered.search(inner);
        assertThat(outer.lowerBound()).isEqualTo(5);
        assertThat(outer.fixedBudget()).isTrue();
    }

    @Test
    void aSolutionOfferedInTheOriginalNumberingArrivesInTheRestatedOne() {
        Recording inner = new Recording();
        Search outer = renumbered.search(inner);
        outer.offer(new Solution(new int[] {Level.move(3, 2), Level.move(1, 0)}, 2));
        assertThat(inner.offered).hasSize(1);
        assertThat(inner.offered.get(0).moves()).containsExactly(Level.move(1, 2), Level.move(0, 0));
        assertThat(inner.offered.get(0).cost()).isEqualTo(2);
        // its own solution goes out in the original numbering again
        inner.best = new Solution(new int[] {Level.move(0, 1)}, 1);
        assertThat(outer.best().moves()).containsExactly(Level.move(1, 1));
    }

    @Test
    void aSolutionThatMovesAUsedTileIsNotOffered() {
        Recording inner = new Recording();
        renumbered.search(inner).offer(new Solution(new int[] {Level.move(1, 0), Level.move(2, 3)}, 2));
        assertThat(inner.offered).isEmpty();
    }

    private static final class Recording extends Search {
        final List<Solution> offered = new ArrayList<>();
        Solution best;

        @Override public String name() { return "recording"; }
        @Override public Status step(int budget) { return Status.RUNNING; }
        @Override public boolean provesOptimal() { return true; }
        @Override public long bytes() { return 0; }
        @Override public long lowerBound() { return 5; }
        @Override public boolean fixedBudget() { return true; }
        @Override public void offer(Solution incumbent) { offered.add(incumbent); }
        @Override public Solution best() { return best; }
    }
}
