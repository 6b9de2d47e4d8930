package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * Learned deadlock patterns ({@link PatternSearch}, {@link DeadlockTable}): never a solvable position called dead
 * (random small levels against the exact oracle), a cluster proven once and cut from the table when met again, and
 * the table's matching (every box of the pattern, the player in its zone).
 */
class PatternSearchTest {
    private static final long SEED = 4545;

    // the box pushed left onto (3,2) closes a cluster: (2,2) can go left only onto a dead corner, right only from the
    // pocket (2,1), which (2,2) and (3,1) seal, up and down not at all while (3,2) sits below it; (3,2) moves only
    // down, from (2,2); (3,1) only up onto the dead corner or down from the pocket. So the goals (3,3) and (4,1) are
    // never filled. The freeze test misses it ((2,2) has free squares left and right), so does the matching (each box
    // alone reaches a goal), and so does the corral test: its corral is the pocket, fenced by (2,2) and (3,1), and
    // without (3,2) the player gets above (2,2) and pushes it down into the open
    private static final String CLUSTER = """
            ########
            ##*    #
            # $    #
            #*$+  ##
            #.   # #
            # #    #
            ########
            """;

    private static SokobanBoard board(String xsb) throws InputException {
        return ((SokobanInstance) new SokobanType().read("pattern", xsb)).board;
    }

    static boolean unsolvable(SokobanBoard b, long[] boxes, int player) {
        return LexDijkstra.solve(b.with(boxes, player), true) == null;
    }

    static String picture(SokobanBoard b, long[] boxes, int player) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < b.height; r++) {
            for (int c = 0; c < b.width; c++) {
                int s = b.square[r * b.width + c];
                boolean goal = s >= 0 && Bits.get(b.goals, s), box = s >= 0 && Bits.get(boxes, s);
                sb.append(s < 0 ? '#' : s == player ? (goal ? '+' : '@') : box ? (goal ? '*' : '$') : goal ? '.' : ' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static int sq(SokobanBoard b, int r, int c) {
        return b.square[r * b.width + c];
    }

    @Test
    void aClusterProvenOnceIsCutFromTheTableWhenMetAgain() throws InputException {
        SokobanBoard b = board(CLUSTER);
        int moved = sq(b, 3, 2);
        assertThat(CorralDeadlocksTest.simplyDead(b, b.boxes0)).isFalse();
        assertThat(new CorralDeadlocks(b).dead(b.boxes0, b.player0)).isFalse();
        assertThat(unsolvable(b, b.boxes0, b.player0)).isTrue();

        PatternSearch ps = new PatternSearch(b, 3, PatternSearch.DEFAULT_NODES);
        assertThat(ps.dead(b.boxes0, b.player0, moved)).isTrue();
        assertThat(ps.searches).isEqualTo(1);
        assertThat(ps.proven).isEqualTo(1);
        assertThat(ps.table.size()).isEqualTo(1);

        // met again in another position: the box on the goal (1,2) now on (1,4), the player elsewhere in its zone
        long[] again = b.boxes0.clone();
        Bits.clear(again, sq(b, 1, 2));
        Bits.set(again, sq(b, 1, 4));
        int player = sq(b, 4, 4);
        assertThat(CorralDeadlocksTest.simplyDead(b, again)).isFalse();
        assertThat(unsolvable(b, again, player)).isTrue();
        assertThat(ps.dead(again, player, moved)).isTrue();
        assertThat(ps.searches).as("no second search").isEqualTo(1);
        assertThat(ps.tableHits).isEqualTo(1);
    }

    @Test
    void theTableMatchesEveryBoxOfAPatternAndThePlayersZoneOnly() throws InputException {
        SokobanBoard b = board(CLUSTER);
        DeadlockTable t = new DeadlockTable(b);
        long[] pattern = new long[b.words], zone = new long[b.words];
        int[] boxes = {sq(b, 2, 2), sq(b, 3, 1), sq(b, 3, 2)};
        for (int s : boxes) Bits.set(pattern, s);
        Walk walk = new Walk(b);
        walk.from(pattern, b.player0);
        for (int i = 0; i < walk.count; i++) Bits.set(zone, walk.queue[i]);
        assertThat(t.add(pattern, zone)).isTrue();

        int pocket = sq(b, 2, 1);
        assertThat(Bits.get(zone, pocket)).isFalse();
        for (int s : boxes) {
            assertThat(t.matches(b.boxes0, b.player0, s)).as("filed under each of its squares").isTrue();
            assertThat(t.matches(b.boxes0, pocket, s)).as("the player in another zone").isFalse();
            long[] missing = b.boxes0.clone();
            Bits.clear(missing, s);
            assertThat(t.matches(missing, b.player0, boxes[0] == s ? boxes[1] : boxes[0])).as("a box missing").isFalse();
        }
        assertThat(t.matches(b.boxes0, b.player0, sq(b, 1, 2))).as("not filed under a square outside it").isFalse();
        assertThat(t.matchesAny(b.boxes0, b.player0)).isTrue();

        DeadlockTable full = new DeadlockTable(b, 1);
        assertThat(full.add(pattern, zone)).isTrue();
        assertThat(full.add(pattern, zone)).as("full").isFalse();
        assertThat(full.size()).isEqualTo(1);
    }

    /**
     * Random walks of pushes a forward finder would make (live square, no frozen set, a matching, no corral deadlock)
     * on small random levels; every position the pattern search or its table calls dead is unsolvable by the oracle
     * (Dijkstra over single steps), and the searches do prove patterns and the table does cut positions, so the
     * agreement is tested where it matters.
     */
    @Test
    void aDeadAnswerIsNeverASolvablePosition() {
        long[] count = deadAnswersOnRandomLevels(SEED, PLAIN);
        long levels = count[4], dead = count[1], fromTable = count[2];
        assertThat(levels).isGreaterThan(300);
        assertThat(dead).as("dead answers").isGreaterThan(50);
        assertThat(fromTable).as("answers from the table").isGreaterThan(5);
    }

    /**
     * The same with the cluster grown over corner neighbours ({@link PatternSearch#withCorners}): never a solvable
     * position called dead, and some positions proven dead that a second search of sides only, run beside it on the
     * same position, lets pass (so the corners are exercised where they differ).
     */
    @Test
    void withCornersADeadAnswerIsNeverASolvablePosition() {
        long[] count = deadAnswersOnRandomLevels(SEED + 2, CORNERS);
        assertThat(count[4]).isGreaterThan(300);
        assertThat(count[1]).as("dead answers").isGreaterThan(50);
        assertThat(count[5]).as("dead with corners, not dead with sides only").isGreaterThan(5);
    }

    /**
     * The same with the smallest clusters first, from the moved box and from each box around it
     * ({@link PatternSearch#aroundTheMove}, over corners, until exhausted): never a solvable position called dead, and
     * some positions proven dead that the one cluster grown from the moved box (corners, until exhausted, the same
     * sizes), run beside it on the same position, lets pass.
     */
    @Test
    void aroundTheMoveADeadAnswerIsNeverASolvablePosition() {
        long[] count = deadAnswersOnRandomLevels(SEED + 4, AROUND);
        assertThat(count[4]).isGreaterThan(300);
        assertThat(count[1]).as("dead answers").isGreaterThan(50);
        assertThat(count[5]).as("dead around the move, not dead from the moved box alone").isGreaterThan(5);
    }

    private static final int PLAIN = 0, CORNERS = 1, AROUND = 2;

    /**
     * Random walks on random levels from {@code seed}, each position the pattern search calls dead checked by the
     * oracle; returns positions, dead, dead from the table, matched under another square, levels, and (with corners)
     * dead answers that a search one step plainer (sides only; around the move: the moved box's cluster alone) on the
     * same position does not give.
     */
    private static long[] deadAnswersOnRandomLevels(long seed, int mode) {
        boolean corners = mode != PLAIN;
        SplittableRandom rnd = new SplittableRandom(seed);
        long levels = 0;
        long[] count = new long[6];
        long t0 = System.nanoTime();
        for (int i = 0; i < 6000; i++) {
            int boxes = 2 + rnd.nextInt(3);
            SokobanInstance inst = SokobanPropertyTest.randomLevel(rnd, 5 + rnd.nextInt(3), 4 + rnd.nextInt(2), boxes);
            if (inst == null || inst.unsolvableReason() != null) continue;
            levels++;
            SokobanBoard b = inst.board;
            // one instance per level, as in a search: later answers come from the table and the "not dead" cache
            int maxBoxes = 2 + rnd.nextInt(4), cap = 64 << rnd.nextInt(4);
            PatternSearch ps = new PatternSearch(b, maxBoxes, cap);
            if (corners) ps.withCorners().untilExhausted();
            if (mode == AROUND) ps.aroundTheMove();
            // a search one step plainer of the same sizes, its own table, beside it (for counting what the step adds)
            PatternSearch sides = mode == PLAIN ? null : new PatternSearch(b, maxBoxes, cap);
            if (mode == AROUND) sides.withCorners().untilExhausted();
            CorralDeadlocks corrals = new CorralDeadlocks(b);
            Walk walk = new Walk(b);
            Deadlocks freeze = new Deadlocks(b);
            Matching matching = new Matching(b);
            int level = i;
            SearchPushes.walks(b, walk, rnd, 6, 40,
                    (x, from, to) -> !freeze.frozen(x, to) && matching.feasible(x) && !corrals.dead(x, from),
                    (bx, player, to) -> {
                        count[0]++;
                        long hits = ps.tableHits;
                        if (ps.dead(bx, player, to)) {
                            count[1]++;
                            if (sides != null && !sides.dead(bx, player, to)) count[5]++;
                            if (ps.tableHits > hits) count[2]++;
                            assertThat(unsolvable(b, bx, player)).as("seed %d, level %d: a solvable position called dead%n%s",
                                    seed, level, picture(b, bx, player)).isTrue();
                            return true;   // what follows a deadlock is dead too: the next run
                        }
                        if (ps.table.matchesAny(bx, player)) {   // a pattern without the moved box: dead too
                            count[3]++;
                            assertThat(unsolvable(b, bx, player)).as("seed %d, level %d: a solvable position matched%n%s",
                                    seed, level, picture(b, bx, player)).isTrue();
                            return true;
                        }
                        return false;
                    });
        }
        count[4] = levels;
        System.out.printf("pattern search%s on random levels (seed %d): %d levels, %d positions, %d dead (%d from the table),"
                + " %d more matched under another square%s; %.1f s%n", mode == AROUND ? " around the move" : corners
                        ? " with corners" : "", seed, levels, count[0], count[1], count[2], count[3],
                mode == AROUND ? ", " + count[5] + " dead not dead from the moved box alone"
                        : corners ? ", " + count[5] + " dead not dead with sides only" : "",
                (System.nanoTime() - t0) / 1e9);
        return count;
    }
}
