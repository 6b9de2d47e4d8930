package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * BoxMoves against a plain search: a 0-1 breadth-first search over (box square, player square), walking free and
 * pushing at cost 1, gives every place the box reaches (keyed by the player's normalised square) with its fewest pushes,
 * each once.
 */
class SokobanBoxMovesTest {

    @Property(tries = 150)
    void everyPlaceOneBoxReachesWithItsFewestPushes(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int boxes) {
        SokobanInstance inst = SokobanPropertyTest.randomLevel(seed, boxes);
        SokobanBoard b = inst.board;
        BoxMoves moves = new BoxMoves(b);
        Walk key = new Walk(b);
        long[] bx = b.boxes0.clone();
        for (int box : Bits.list(bx, b.n)) {
            Map<Long, Integer> want = plain(b, bx, box, b.player0, key);
            Map<Long, Integer> got = new HashMap<>();
            int n = moves.from(bx, box, b.player0);
            for (int i = 0; i < n; i++) {
                int st = moves.state(i), t = st >>> 2;
                int[] pushes = moves.pushes(st);
                assertThat(replay(b, bx, box, b.player0, pushes)).as("the pushes are legal and end there").isEqualTo(t);
                Integer before = got.put(keyOf(b, bx, box, t, b.nb[st], key), pushes.length);
                assertThat(before).as("one state per position").isNull();
            }
            assertThat(got).isEqualTo(want);
        }
    }

    /** Min pushes per (box square, normalised player) over positions reached by at least one push. */
    private static Map<Long, Integer> plain(SokobanBoard b, long[] bx, int box, int player, Walk key) {
        int[] dist = new int[b.n * b.n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        dist[box * b.n + player] = 0;
        dq.add(box * b.n + player);
        while (!dq.isEmpty()) {
            int st = dq.pollFirst(), s = st / b.n, p = st % b.n;
            for (int d = 0; d < 4; d++) {
                int q = b.nb[p * 4 + d];
                if (q < 0 || (Bits.get(bx, q) && q != box)) continue;
                if (q != s) {   // walk
                    if (dist[s * b.n + q] > dist[st]) { dist[s * b.n + q] = dist[st]; dq.addFirst(s * b.n + q); }
                } else {         // push
                    int t = b.nb[s * 4 + d];
                    if (t < 0 || b.dead[t] || (Bits.get(bx, t) && t != box)) continue;
                    if (dist[t * b.n + s] > dist[st] + 1) { dist[t * b.n + s] = dist[st] + 1; dq.addLast(t * b.n + s); }
                }
            }
        }
        Map<Long, Integer> out = new HashMap<>();
        Map<Long, Integer> zero = new HashMap<>();
        for (int st = 0; st < dist.length; st++) {
            if (dist[st] == Integer.MAX_VALUE) continue;
            long k = keyOf(b, bx, box, st / b.n, st % b.n, key);
            (dist[st] == 0 ? zero : out).merge(k, dist[st], Math::min);
        }
        out.keySet().removeAll(zero.keySet());   // the start's own position is not a move
        return out;
    }

    private static long keyOf(SokobanBoard b, long[] bx, int box, int t, int player, Walk key) {
        long[] moved = bx.clone();
        Bits.clear(moved, box);
        Bits.set(moved, t);
        key.from(moved, player);
        return (long) t * b.n + key.topLeft;
    }

    /** Plays the pushes of the box (the player walks to each push's side); returns where the box ends, -1 if illegal. */
    static int replay(SokobanBoard b, long[] bx, int box, int player, int[] pushes) {
        long[] cur = bx.clone();
        Walk walk = new Walk(b);
        int s = box;
        for (int p : pushes) {
            int from = p >>> 2, d = p & 3, behind = b.nb[from * 4 + (d ^ 2)], to = b.nb[from * 4 + d];
            walk.from(cur, player);
            if (from != s || behind < 0 || !walk.reached(behind) || to < 0 || Bits.get(cur, to)) return -1;
            Bits.clear(cur, s);
            Bits.set(cur, to);
            player = s;
            s = to;
        }
        return s;
    }
}
