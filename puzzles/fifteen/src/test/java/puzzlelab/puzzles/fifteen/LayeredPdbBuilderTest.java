package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The layered builder against two independent searches of the same abstract space. */
class LayeredPdbBuilderTest {

    @Test
    void ranksAreADenseBijection() {
        PlacementRank r = new PlacementRank(9, 3);
        assertThat(r.size).isEqualTo(9 * 8 * 7);
        int[] cells = new int[3];
        boolean[] hit = new boolean[r.size];
        for (int i = 0; i < r.size; i++) {
            r.unrank(i, cells);
            assertThat(cells[0] != cells[1] && cells[0] != cells[2] && cells[1] != cells[2]).isTrue();
            assertThat(r.rank(cells)).isEqualTo(i);
            hit[r.rank(cells)] = true;
        }
        assertThat(hit).containsOnly(true);
    }

    @Test
    void fourByFourTablesEqualTheDigitIndexedBuilder() {
        for (int[] tiles : new int[][]{{1, 2, 3}, {4, 5, 8, 9}, {15, 6, 11}}) {
            byte[] layered = new LayeredPdbBuilder(4, 4, tiles.length).build(tiles);
            PatternDatabase reference = new PatternDatabase(tiles);
            PlacementRank r = new PlacementRank(16, tiles.length);
            int[] cells = new int[tiles.length];
            int[] cellOf = new int[16];
            for (int i = 0; i < r.size; i++) {
                r.unrank(i, cells);
                for (int j = 0; j < tiles.length; j++) cellOf[tiles[j]] = cells[j];
                assertThat(layered[i]).as("%s at %s", Arrays.toString(tiles), Arrays.toString(cells))
                        .isEqualTo(reference.table[reference.index(cellOf)]);
            }
        }
    }

    @Test
    void threeByThreeFourTileTablesEqualABruteForceAbstractSearch() {
        for (int[] tiles : new int[][]{{1, 2, 3, 4}, {5, 6, 7, 8}}) {
            byte[] layered = new LayeredPdbBuilder(3, 3, 4).build(tiles);
            assertThat(layered).isEqualTo(bruteForce(3, 3, tiles));
            int max = 0;
            for (byte v : layered) max = Math.max(max, v);
            assertThat(max).isPositive();
        }
    }

    @Test
    void thirtyTwoBitChunksGiveTheSameTablesAsSixteenAndAsBruteForceOnSmallBoards() {
        int[][][] cases = {{{3, 3}, {1, 2}, {3, 4, 5, 6}}, {{2, 4}, {1, 2, 3}, {4, 5, 6, 7}}, {{3, 4}, {1, 2, 3}, {5, 6, 9, 10}, {11, 7}}};
        for (int[][] c : cases) {
            int rows = c[0][0];
            int cols = c[0][1];
            for (int g = 1; g < c.length; g++) {
                int[] tiles = c[g];
                byte[] wide = new LayeredPdbBuilder(rows, cols, tiles.length, 32).build(tiles);
                assertThat(wide).as("%dx%d %s", rows, cols, Arrays.toString(tiles))
                        .isEqualTo(new LayeredPdbBuilder(rows, cols, tiles.length, 16).build(tiles))
                        .isEqualTo(bruteForce(rows, cols, tiles));
            }
        }
    }

    @Test
    void boardsOfMoreThanSixteenCellsEqualABruteForceAbstractSearch() {
        int[][][] cases = {{{5, 5}, {1, 2, 5}, {24, 18}, {12, 7, 13}}, {{4, 5}, {1, 2, 3}, {19, 14, 18}}, {{3, 6}, {6, 7, 8}}};
        for (int[][] c : cases) {
            for (int g = 1; g < c.length; g++) {
                byte[] layered = new LayeredPdbBuilder(c[0][0], c[0][1], c[g].length).build(c[g]);
                assertThat(layered).as("%dx%d %s", c[0][0], c[0][1], Arrays.toString(c[g]))
                        .isEqualTo(bruteForce(c[0][0], c[0][1], c[g]));
                int max = 0;
                for (byte v : layered) max = Math.max(max, v);
                assertThat(max).isGreaterThan(4);
            }
        }
    }

    /** 0-1 BFS over (cells of the group, blank cell) with a deque and a hash map, then the min over blank cells. */
    static byte[] bruteForce(int rows, int cols, int[] tiles) {
        SlidingBoard b = new SlidingBoard(rows, cols);
        int k = tiles.length;
        int[] goal = new int[k + 1];
        System.arraycopy(tiles, 0, goal, 0, k);
        Map<String, Integer> dist = new HashMap<>();
        ArrayDeque<int[]> deque = new ArrayDeque<>();
        dist.put(Arrays.toString(goal), 0);
        deque.add(goal);
        while (!deque.isEmpty()) {
            int[] s = deque.pollFirst();
            int d = dist.get(Arrays.toString(s));
            for (int m = 0; m < 4; m++) {
                int nb = b.target(s[k], m);
                if (nb < 0) continue;
                int[] t = s.clone();
                t[k] = nb;
                int cost = 0;
                for (int j = 0; j < k; j++) if (s[j] == nb) { t[j] = s[k]; cost = 1; }
                Integer old = dist.get(Arrays.toString(t));
                if (old != null && old <= d + cost) continue;
                dist.put(Arrays.toString(t), d + cost);
                if (cost == 0) deque.addFirst(t); else deque.addLast(t);
            }
        }
        PlacementRank r = new PlacementRank(rows * cols, k);
        byte[] table = new byte[r.size];
        Arrays.fill(table, (byte) -1);
        dist.forEach((key, d) -> {
            int[] s = Arrays.stream(key.substring(1, key.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
            int i = r.rank(Arrays.copyOf(s, k));
            if (table[i] == -1 || d < table[i]) table[i] = (byte) (int) d;
        });
        return table;
    }
}
