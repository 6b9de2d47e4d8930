package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * No cut of the finders calls a position of a real solution dead. Another solver's solutions (SokoShell's, MIT; the
 * test resources {@code sokoban/known-*-solutions.tsv} say where they come from: 26 of XSokoban, 305 of Microban) are
 * replayed push by push, and every position after a push is given to each cut as the
 * finders run it: the dead squares, the freeze, the matching, the corral test with its strict continuation, the side
 * matching and a learned-pattern search (its table filling along the solutions of a level, as in a finder); every
 * position before a push to the pulls' cuts (their freeze after pulling that box back, their matching to the start
 * squares, the squares a box can be pulled from). A dead answer is a soundness bug: the message names the level, the
 * push and the cut. The oracle tests (e.g. {@link PatternSearchTest}) check the cuts on small random levels; this one
 * on the real levels, whose corrals and clusters are larger.
 */
class SokobanKnownSolutionsTest {

    @Test
    void noCutCallsAPositionOfAKnownXSokobanSolutionDead() throws Exception {
        assertThat(check("xsokoban", "known-xsokoban90-solutions.tsv")).isEqualTo(26);
    }

    @Test
    void noCutCallsAPositionOfAKnownMicrobanSolutionDead() throws Exception {
        assertThat(check("microban", "known-microban-solutions.tsv")).isEqualTo(305);
    }

    /** Checks every solution of the file; returns how many were replayed. */
    private static int check(String set, String file) throws Exception {
        int replayed = 0;
        String level = null;
        Cuts cuts = null;
        for (String[] row : rows("/sokoban/" + file)) {
            if (!row[0].equals(level)) {   // the rows of one level follow each other: one set of cuts a level
                level = row[0];
                cuts = new Cuts(((SokobanInstance) new SokobanType().readId("sokoban:" + set + "-" + level)).board);
            }
            cuts.along(set + " " + level, row[3]);
            replayed++;
        }
        return replayed;
    }

    private static List<String[]> rows(String resource) throws IOException {
        List<String[]> out = new ArrayList<>();
        String text;
        try (InputStream in = SokobanKnownSolutionsTest.class.getResourceAsStream(resource)) {
            if (in == null) throw new IOException("missing test resource " + resource);
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (String line : text.split("\n")) {
            String[] t = line.split("\t");
            if (t.length >= 4 && t[0].matches("\\d+") && !t[3].isBlank()) out.add(t);
        }
        return out;
    }

    /** Every cut of the finders on one level, each one instance whose caches fill along the solutions. */
    private static final class Cuts {
        final SokobanBoard b;
        final Deadlocks freeze;
        final Matching matching, pullMatching;
        final CorralDeadlocks corrals;
        final SideMatching sides;
        final PatternSearch patterns;
        final PullFreeze pullFreeze;
        final boolean[] live;   // a box here can be pulled to some start square

        Cuts(SokobanBoard b) {
            this.b = b;
            freeze = new Deadlocks(b);
            matching = new Matching(b);
            corrals = new CorralDeadlocks(b).strict(FinderTurns.STRICT_NODES);
            sides = new SideMatching(b);
            patterns = new PatternSearch(b, new DeadlockTable(b)).withCorners().untilExhausted().aroundTheMove();
            int[] starts = Bits.list(b.boxes0, b.n);
            int[][] dist = new int[starts.length][];
            for (int i = 0; i < starts.length; i++) dist[i] = b.distances(starts[i], true);
            pullMatching = new Matching(b, dist);
            live = new boolean[b.n];
            for (int s = 0; s < b.n; s++) for (int[] d : dist) live[s] |= d[s] < SokobanBoard.INF;
            pullFreeze = new PullFreeze(b, live);
        }

        /** Replays {@code lurd} and asks every cut at every push. */
        void along(String what, String lurd) throws InputException {
            long[] boxes = b.boxes0.clone();
            int player = b.player0, push = 0;
            for (char c : lurd.toCharArray()) {
                int d = SokobanBoard.WALK.indexOf(Character.toLowerCase(c));
                if (d < 0) continue;
                int next = b.nb[player * 4 + d];
                assertThat(next).as("%s: a step into a wall", what).isGreaterThanOrEqualTo(0);
                if (Bits.get(boxes, next)) {
                    int to = b.nb[next * 4 + d];
                    assertThat(to >= 0 && !Bits.get(boxes, to)).as("%s: a blocked push", what).isTrue();
                    long[] before = boxes.clone();
                    Bits.clear(boxes, next);
                    Bits.set(boxes, to);
                    push++;
                    StringBuilder why = new StringBuilder();
                    if (b.dead[to]) why.append("dead square; ");
                    if (freeze.frozen(boxes, to)) why.append("freeze; ");
                    if (!matching.feasible(boxes)) why.append("matching; ");
                    if (corrals.dead(boxes, next, true)) why.append("corral test; ");
                    if (sides.dead(boxes, next)) why.append("side matching; ");
                    if (patterns.dead(boxes, next, to)) why.append("learned patterns; ");
                    // read backwards: the pulls reach `before` by pulling the box from `to` back to `next`
                    if (pullFreeze.frozen(before, next)) why.append("pulls' freeze; ");
                    if (pullMatching.bound(before) >= Matching.DEAD) why.append("pulls' matching; ");
                    for (int s = 0; s < b.n; s++)
                        if (Bits.get(before, s) && !live[s]) {
                            why.append("pulls' live squares; ");
                            break;
                        }
                    if (why.length() > 0) {   // the picture only for a failure (drawn only then)
                        throw new AssertionError(what + ", push " + push + ": called dead by " + why + "\n"
                                + Pictures.text(b, b.state(boxes, next, false)));
                    }
                }
                player = next;
            }
            assertThat(b.solved(boxes)).as("%s: solved at the end", what).isTrue();
        }
    }
}
