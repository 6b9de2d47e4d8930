package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link PullAdvisor}: on small random levels and random positions in them, each box's route home (the others fixed)
 * replays as legal pulls (the keeper walks to the box's side around the boxes, the square beyond is free, the box ends on
 * a free start square) and is as short as, and exists exactly when, an independent search over the box's and the
 * keeper's exact squares finds one.
 */
class SokobanPullAdvisorTest {
    private static final long SEED = 5;

    @Test
    void routesReplayAsPullsAndAreShortest() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        int routes = 0, none = 0, checked = 0;
        for (int i = 0; i < 400; i++) {
            int w = 4 + rnd.nextInt(4), h = 3 + rnd.nextInt(4), boxes = 2 + rnd.nextInt(3);
            SokobanInstance inst = SokobanPropertyTest.randomLevel(rnd, w, h, boxes);
            if (inst == null) continue;
            SokobanBoard b = inst.board;
            boolean[] live = live(b);
            PullAdvisor advisor = new PullAdvisor(b, live);
            for (int t = 0; t < 5; t++) {
                // a random position: the boxes on random squares, the keeper on a free one
                int[] perm = shuffled(rnd, b.n);
                long[] pos = new long[b.words];
                for (int k = 0; k < b.boxCount(); k++) Bits.set(pos, perm[k]);
                int keeper = perm[b.boxCount()];
                for (int k = 0; k < b.boxCount(); k++) {
                    int box = perm[k];
                    String what = "seed " + SEED + ", level " + i + ", box " + box + ", keeper " + keeper + "\n" + b;
                    int[] route = advisor.route(pos, keeper, box);
                    int want = oracle(b, live, pos, keeper, box);
                    checked++;
                    if (want < 0) {
                        assertThat(route).as(what).isNull();
                        none++;
                        continue;
                    }
                    assertThat(route).as(what).isNotNull();
                    assertThat(route.length).as(what).isEqualTo(want);
                    replay(b, live, pos, keeper, box, route, what);
                    if (route.length > 0) routes++;
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
        assertThat(routes).as("routes of one pull or more").isGreaterThan(200);
        assertThat(none).as("boxes with no way home").isGreaterThan(100);
    }

    /** Plays the route's pulls, asserting each is legal, and that the box ends on a start square. */
    private static void replay(SokobanBoard b, boolean[] live, long[] pos, int keeper, int box, int[] route, String what) {
        long[] bx = pos.clone();
        Walk walk = new Walk(b);
        int k = keeper, at = box;
        for (int pull : route) {
            int s = pull >>> 2, d = pull & 3;
            assertThat(s).as(what).isEqualTo(at);
            int p = b.nb[s * 4 + d];
            assertThat(p).as(what).isNotNegative();
            walk.from(bx, k);
            assertThat(walk.reached(p)).as("the keeper reaches the side: " + what).isTrue();
            int q = b.nb[p * 4 + d];
            assertThat(q >= 0 && !Bits.get(bx, q)).as("the square beyond is free: " + what).isTrue();
            assertThat(live[p]).as(what).isTrue();
            Bits.clear(bx, s);
            Bits.set(bx, p);
            at = p;
            k = q;
        }
        assertThat(Bits.get(b.boxes0, at)).as("ends on a start square: " + what).isTrue();
    }

    /** Fewest pulls home for the box, the others fixed: 0-1 BFS over (box square, keeper square); -1 when none. */
    private static int oracle(SokobanBoard b, boolean[] live, long[] pos, int keeper, int box) {
        int n = b.n;
        int[] dist = new int[n * n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        dist[box * n + keeper] = 0;
        dq.add(box * n + keeper);
        while (!dq.isEmpty()) {
            int st = dq.pollFirst(), s = st / n, k = st % n, ds = dist[st];
            if (Bits.get(b.boxes0, s)) return ds;   // the first popped at a start square is the fewest (0-1 BFS order)
            for (int d = 0; d < 4; d++) {
                int t = b.nb[k * 4 + d];
                if (t < 0 || t == s || Bits.get(pos, t) && t != box) continue;
                if (ds < dist[s * n + t]) {   // a step
                    dist[s * n + t] = ds;
                    dq.addFirst(s * n + t);
                }
            }
            for (int d = 0; d < 4; d++) {
                if (b.nb[s * 4 + d] != k || !live[k]) continue;   // the keeper beside the box on side d: pull the box there
                int q = b.nb[k * 4 + d];
                if (q < 0 || q == s || Bits.get(pos, q) && q != box) continue;
                int next = k * n + q;
                if (ds + 1 < dist[next]) {
                    dist[next] = ds + 1;
                    dq.addLast(next);
                }
            }
        }
        return -1;
    }

    private static boolean[] live(SokobanBoard b) {
        boolean[] live = new boolean[b.n];
        for (int s : Bits.list(b.boxes0, b.n)) {
            int[] d = b.distances(s, true);
            for (int t = 0; t < b.n; t++) live[t] |= d[t] < SokobanBoard.INF;
        }
        return live;
    }

    private static int[] shuffled(SplittableRandom rnd, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1), x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
        return a;
    }
}
