package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RingTest {
    /**
     * All 256 rings against a plain flood fill over the ring (square i touches squares i - 1 and i + 1, round): the free
     * sides must all lie in one component of free ring squares.
     */
    @Test
    void eachRingJoinsExactlyWhenItsFreeSidesAreConnectedAroundTheSquare() {
        for (int ring = 0; ring < 256; ring++) {
            int firstSide = -1;
            for (int d = 0; d < 4 && firstSide < 0; d++) if ((ring >>> 2 * d & 1) != 0) firstSide = 2 * d;
            boolean expected = true;
            if (firstSide >= 0) {
                boolean[] reached = new boolean[8];
                int[] stack = new int[8];
                int top = 0;
                stack[top++] = firstSide;
                reached[firstSide] = true;
                while (top > 0) {
                    int i = stack[--top];
                    for (int j : new int[] {(i + 1) & 7, (i + 7) & 7})
                        if (!reached[j] && (ring >>> j & 1) != 0) { reached[j] = true; stack[top++] = j; }
                }
                for (int d = 0; d < 4; d++) if ((ring >>> 2 * d & 1) != 0 && !reached[2 * d]) expected = false;
            }
            assertThat(Ring.joins(ring)).as("ring %s", Integer.toBinaryString(ring)).isEqualTo(expected);
        }
    }

    @Test
    void twoOppositeSidesWithBlockedCornersAreNotJoinedButAFullRingIs() {
        assertThat(Ring.joins(0b0001_0001)).isFalse();   // sides 0 and 2 free, nothing else
        assertThat(Ring.joins(0b0001_1111)).isTrue();     // sides 0, 1, 2 and the corners between them
        assertThat(Ring.joins(0xff)).isTrue();
        assertThat(Ring.joins(0b0000_0001)).isTrue();     // one free side: nothing to join
    }
}
