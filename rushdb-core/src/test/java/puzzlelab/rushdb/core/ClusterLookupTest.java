package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClusterLookupTest {
    static final String HARDEST = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";   // Fogleman's 60-move board, cluster 2,332

    @Test
    void everySampleLineIsTheHardestStateOfItsClusterAndItsRow() throws Exception {
        for (String[] f : FoglemanSampleTest.sample()) {
            ClusterLookup.Answer r = ClusterLookup.of(f[1], 1 << 20);
            int moves = Integer.parseInt(f[0]);
            assertThat(r.moves()).as(f[1]).isEqualTo(moves);
            assertThat(r.hardestMoves()).isEqualTo(moves);
            assertThat(r.clusterSize()).isEqualTo(Long.parseLong(f[2]));
            assertThat(FoglemanBoard.byCells(r.hardest())).isEqualTo(FoglemanBoard.byCells(f[1]));
            assertThat(r.row()).isNotNull();
            assertThat(r.row().moves()).isEqualTo(moves);
            assertThat(r.row().clusterSize()).isEqualTo(r.clusterSize());
        }
    }

    @Test
    void everyNeighbourOfTheHardestBoardLeadsBackToIt() {
        Layout.Placed pl = FoglemanBoard.parse(HARDEST);
        Layout lay = pl.layout();
        long[] kids = new long[lay.maxChildren()];
        int k = lay.expand(pl.state(), kids, new int[kids.length]);
        assertThat(k).isPositive();
        Set<Integer> moves = new HashSet<>();
        for (int j = 0; j < k; j++) {
            ClusterLookup.Answer r = ClusterLookup.of(lay.board(kids[j]), 1 << 20);
            moves.add(r.moves());
            assertThat(r.clusterSize()).isEqualTo(2332);
            assertThat(FoglemanBoard.byCells(r.hardest())).isEqualTo(FoglemanBoard.byCells(HARDEST));
            assertThat(r.hardestMoves()).isEqualTo(60);
            assertThat(r.row().moves()).isEqualTo(60);
        }
        // one move changes the optimum by at most one, never beyond the hardest; an optimal first move exists
        assertThat(moves).contains(59).isSubsetOf(59, 60);
    }

    @Test
    void unsolvableAndNotMinimalClustersHaveNoRow() {
        // a 3-long vertical truck in the last column always covers the exit row of a 4×4 board
        ClusterLookup.Answer stuck = ClusterLookup.of("oooBAAoBoooBoooo", 1000);
        assertThat(stuck.moves()).isEqualTo(-1);
        assertThat(stuck.hardest()).isNull();
        assertThat(stuck.row()).isNull();
        assertThat(stuck.clusterSize()).isEqualTo(4);   // red car and truck two places each, independent
        // a car whose row no column car reaches never meets the red car's way: removing it changes nothing
        ClusterLookup.Answer idle = ClusterLookup.of("ooooAAooooooCCoo", 1000);
        assertThat(idle.moves()).isEqualTo(1);
        assertThat(idle.clusterSize()).isEqualTo(9);
        assertThat(idle.row()).isNull();
        // the blocker slides down to rows 2-3 (one move), then the red car leaves: removing the blocker saves a move
        ClusterLookup.Answer kept = ClusterLookup.of("ooBoAABooooooooo", 1000);
        assertThat(kept.moves()).isEqualTo(2);
        assertThat(kept.hardestMoves()).isEqualTo(2);
        assertThat(kept.row()).isNotNull();
        assertThat(kept.row().moves()).isEqualTo(2);
        assertThatThrownBy(() -> ClusterLookup.of(HARDEST, 100)).isInstanceOf(puzzlelab.puzzles.input.InputException.class)
                .hasMessageContaining("more than 100 states");
    }
}
