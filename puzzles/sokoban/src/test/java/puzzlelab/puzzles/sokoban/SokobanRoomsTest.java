package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/** FESS's room connectivity ({@link Rooms}): the rooms and passages of a level, the links boxes obstruct. */
class SokobanRoomsTest {
    private static SokobanBoard board(String text) throws InputException {
        return ((SokobanInstance) new SokobanType().read("rooms", text)).board;
    }

    private static int sq(SokobanBoard b, int r, int c) {
        return b.square[r * b.width + c];
    }

    /** The board's rooms as letters, passage squares as digits (the passage's number), walls as they are. */
    private static String map(SokobanBoard b, Rooms rooms) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < b.height; r++) {
            for (int c = 0; c < b.width; c++) {
                int s = sq(b, r, c);
                sb.append(s < 0 ? '#' : rooms.room[s] >= 0 ? (char) ('A' + rooms.room[s]) : (char) ('0' + rooms.passage[s]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static long[] boxesOn(SokobanBoard b, int... rc) {
        long[] x = new long[b.words];
        for (int i = 0; i < rc.length; i += 2) Bits.set(x, sq(b, rc[i], rc[i + 1]));
        return x;
    }

    @Test
    void twoRoomsJoinedByATunnelAndTheBoxInItObstructsTheirLink() throws InputException {
        SokobanBoard b = board("""
                ###########
                #   ###   #
                #  @  $ . #
                #   ###   #
                ###########
                """);
        Rooms rooms = new Rooms(b);
        assertThat(map(b, rooms)).isEqualTo("""
                ###########
                #AAA###BBB#
                #AAA000BBB#
                #AAA###BBB#
                ###########
                """);
        assertThat(rooms.rooms).isEqualTo(2);
        assertThat(rooms.links).isEqualTo(1);
        assertThat(rooms.obstructed(b.boxes0)).isEqualTo(1);              // the box in the tunnel's door
        assertThat(rooms.obstructed(boxesOn(b, 2, 5))).isEqualTo(1);      // in its middle
        assertThat(rooms.obstructed(boxesOn(b, 2, 7))).isZero();          // pushed into the right room
        assertThat(rooms.obstructed(new long[b.words])).isZero();
    }

    @Test
    void aBranchingPassageLinksEachPairOfItsRoomsAndABoxCutsOnlyThePairsItSeparates() throws InputException {
        SokobanBoard b = board("""
                #############
                #@  #####   #
                #      $    #
                #   ## ##   #
                ###### ######
                #####  .#####
                #####   #####
                #####   #####
                #############
                """);
        Rooms rooms = new Rooms(b);
        assertThat(map(b, rooms)).isEqualTo("""
                #############
                #AAA#####BBB#
                #AAA00000BBB#
                #AAA##0##BBB#
                ######0######
                #####CCC#####
                #####CCC#####
                #####CCC#####
                #############
                """);
        assertThat(rooms.rooms).isEqualTo(3);
        assertThat(rooms.links).isEqualTo(3);   // one passage beside three rooms: A-B, A-C, B-C
        assertThat(rooms.obstructed(b.boxes0)).isEqualTo(2);              // B's side of the junction: B from A and C
        assertThat(rooms.obstructed(boxesOn(b, 2, 6))).isEqualTo(3);      // on the junction: every pair
        assertThat(rooms.obstructed(boxesOn(b, 4, 6))).isEqualTo(2);      // below it: C from A and from B
        assertThat(rooms.obstructed(boxesOn(b, 2, 4))).isEqualTo(2);      // A's door: A from B and from C
        assertThat(rooms.obstructed(boxesOn(b, 2, 4, 2, 8))).isEqualTo(3);
        assertThat(rooms.obstructed(boxesOn(b, 1, 2, 6, 6))).isZero();    // boxes in rooms obstruct nothing
    }

    /**
     * On every XSokoban level: each square is in a room or on a passage, never both; each room square lies in a 2×3 or
     * 3×2 rectangle of squares; no boxes obstruct nothing; the count never exceeds the links, and taking a box away
     * never raises it (a box can only cut a passage).
     */
    @Test
    void onAllXSokobanLevelsRoomsCoverFloorAndTheCountIsMonotoneInTheBoxes() throws InputException {
        int withLinks = 0, obstructedAtStart = 0;
        for (int level = 1; level <= 90; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            Rooms rooms = new Rooms(b);
            for (int s = 0; s < b.n; s++) {
                assertThat(rooms.room[s] >= 0 ^ rooms.passage[s] >= 0).as("level %d square %d", level, s).isTrue();
                if (rooms.room[s] >= 0) assertThat(inRectangle(b, s)).as("level %d square %d", level, s).isTrue();
            }
            assertThat(rooms.obstructed(new long[b.words])).isZero();
            int start = rooms.obstructed(b.boxes0);
            assertThat(start).isBetween(0, rooms.links);
            for (int s : Bits.list(b.boxes0, b.n)) {
                long[] fewer = b.boxes0.clone();
                Bits.clear(fewer, s);
                assertThat(rooms.obstructed(fewer)).as("level %d without the box on %d", level, s).isLessThanOrEqualTo(start);
            }
            if (rooms.links > 0) withLinks++;
            if (start > 0) obstructedAtStart++;
        }
        assertThat(withLinks).isEqualTo(EXPECTED_WITH_LINKS);
        assertThat(obstructedAtStart).isEqualTo(EXPECTED_OBSTRUCTED_AT_START);
    }

    // every level but 47 (no 2×3 rectangle links two rooms there) has a link; 64 start with one obstructed
    static final int EXPECTED_WITH_LINKS = 89, EXPECTED_OBSTRUCTED_AT_START = 64;

    private static boolean inRectangle(SokobanBoard b, int s) {
        int r = b.cell[s] / b.width, c = b.cell[s] % b.width;
        for (int[] hw : new int[][] {{2, 3}, {3, 2}})
            for (int r0 = r - hw[0] + 1; r0 <= r; r0++)
                for (int c0 = c - hw[1] + 1; c0 <= c; c0++) {
                    boolean all = r0 >= 0 && c0 >= 0 && r0 + hw[0] <= b.height && c0 + hw[1] <= b.width;
                    for (int i = 0; i < hw[0] && all; i++)
                        for (int j = 0; j < hw[1] && all; j++) all = b.square[(r0 + i) * b.width + c0 + j] >= 0;
                    if (all) return true;
                }
        return false;
    }
}
