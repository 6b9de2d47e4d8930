package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import puzzlelab.engine.Search;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * Makes levels by reverse play: a random walled room, boxes on random goals, then random pulls (the player walks,
 * then pulls a box one square towards itself) move the boxes away from the goals. Every candidate is solved by the
 * optimal solver ({@code sokoban}: fewest pushes, then moves); the pull count is raised or lowered until the
 * push-optimal length is the one asked for, and the closest level found is returned when the attempts run out.
 */
public final class Generator {
    /** What to make; {@code seed} decides everything. */
    public record Options(int width, int height, int boxes, int pushes, long seed, int attempts, long maxNodes) {
    }

    /** A level (XSB), its proven optimum, the solver's effort as its rating, and how it was made. */
    public record Level(String xsb, int pushes, int moves, long nodes, String rating, long seed, int attempt, boolean exact) {
    }

    private Generator() {
    }

    public static Level generate(Options o) {
        SplittableRandom rnd = new SplittableRandom(o.seed());
        Level best = null;
        int chunk = Math.max(1, o.pushes() / 8);
        for (int attempt = 1; attempt <= o.attempts(); attempt++) {
            Board level = room(o, rnd);
            if (level == null) continue;
            // pull further and further from the solved position; prove each snapshot's optimum until it is long enough
            for (int pulls = 0; pulls < o.pushes() * 6; pulls += chunk) {
                level = pullAway(level, chunk, rnd);
                if (level.solved(level.boxes0)) continue;
                PushSearch s = new PushSearch(level, "sokoban", PushSearch.Order.PUSHES_MOVES, 1, true, true);
                if (run(s, o.maxNodes()) != Status.SOLVED) break;   // too hard to prove within the node budget
                int p = (int) s.best().cost();
                int m = Codes.steps(level, macroToPush(s.best().moves())).length;
                long nodes = s.stats().expanded;
                Level l = new Level(Pictures.text(level, level.state(level.boxes0, level.player0, false)), p, m, nodes,
                        rating(nodes, p), o.seed(), attempt, p == o.pushes());
                int off = Math.abs(p - o.pushes());
                if (best == null || off < Math.abs(best.pushes() - o.pushes())
                        || off == Math.abs(best.pushes() - o.pushes()) && nodes > best.nodes()) best = l;
                if (l.exact()) return l;
                if (p > o.pushes()) break;
            }
        }
        return best;
    }

    private static Status run(Search s, long maxNodes) {
        while (s.stats().expanded < maxNodes) {
            Status st = s.step(1000);
            if (st != Status.RUNNING) return st;
        }
        return Status.LIMIT;
    }

    private static int[] macroToPush(int[] macros) {
        int[] p = new int[macros.length];
        for (int i = 0; i < p.length; i++) p[i] = macros[i] - Codes.MACRO;
        return p;
    }

    static String rating(long nodes, int pushes) {
        String word = nodes < 100 ? "easy" : nodes < 2_000 ? "medium" : nodes < 50_000 ? "hard" : "very hard";
        return word + " (" + nodes + " nodes to prove " + pushes + " pushes)";
    }

    /** A walled room with random inner walls (one connected floor), boxes on goals and the player: null if too small. */
    private static Board room(Options o, SplittableRandom rnd) {
        int w = o.width() + 2, h = o.height() + 2;
        char[][] g = new char[h][w];
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++)
                g[r][c] = r == 0 || c == 0 || r == h - 1 || c == w - 1 || rnd.nextInt(100) < 18 ? '#' : ' ';
        // keep the largest floor component only
        int[] comp = new int[h * w];
        int bestComp = 0, bestSize = 0, id = 0;
        for (int i = 0; i < h * w; i++) {
            if (g[i / w][i % w] != ' ' || comp[i] != 0) continue;
            id++;
            int size = 0;
            it.unimi.dsi.fastutil.ints.IntArrayList q = new it.unimi.dsi.fastutil.ints.IntArrayList();
            q.add(i);
            comp[i] = id;
            for (int k = 0; k < q.size(); k++) {
                int x = q.getInt(k);
                size++;
                for (int d = 0; d < 4; d++) {
                    int r = x / w + Board.DR[d], c = x % w + Board.DC[d];
                    int y = r * w + c;
                    if (g[r][c] == ' ' && comp[y] == 0) { comp[y] = id; q.add(y); }
                }
            }
            if (size > bestSize) { bestSize = size; bestComp = id; }
        }
        if (bestSize < o.boxes() * 2 + 3) return null;
        List<Integer> floor = new ArrayList<>();
        for (int i = 0; i < h * w; i++) {
            if (g[i / w][i % w] != ' ') continue;
            if (comp[i] == bestComp) floor.add(i); else g[i / w][i % w] = '#';
        }
        for (int k = 0; k < o.boxes(); k++) {
            int i = floor.remove(rnd.nextInt(floor.size()));
            g[i / w][i % w] = '*';
        }
        int p = floor.get(rnd.nextInt(floor.size()));
        g[p / w][p % w] = '@';
        List<String> rows = new ArrayList<>();
        for (char[] row : g) rows.add(new String(row));
        try {
            return Board.of("generator", rows, new int[h]);
        } catch (InputException e) {
            return null;
        }
    }

    /** Random walks and pulls from the solved position. */
    private static Board pullAway(Board b, int pulls, SplittableRandom rnd) {
        long[] boxes = b.boxes0.clone();
        int player = b.player0;
        Walk walk = new Walk(b);
        int[] cand = new int[b.n * 4], away = new int[b.n * 4];
        int[] near = new int[b.n];   // pushes from a square to its nearest goal
        for (int s = 0; s < b.n; s++) {
            near[s] = Board.INF;
            for (int[] d : b.goalDist) near[s] = Math.min(near[s], d[s]);
        }
        for (int k = 0; k < pulls; k++) {
            walk.from(boxes, player);
            int c = 0, a = 0;
            for (int bx : Bits.list(boxes, b.n)) {
                for (int d = 0; d < 4; d++) {
                    int p = b.nb[bx * 4 + d];
                    if (p < 0 || !walk.reached(p)) continue;
                    int q = b.nb[p * 4 + d];
                    if (q < 0 || Bits.get(boxes, q)) continue;
                    cand[c++] = bx * 4 + d;
                    if (near[p] > near[bx]) away[a++] = bx * 4 + d;
                }
            }
            if (c == 0) break;
            // mostly pulls that take a box further from the goals, so the level grows harder with the pull count
            int pick = a > 0 && rnd.nextInt(4) != 0 ? away[rnd.nextInt(a)] : cand[rnd.nextInt(c)];
            int bx = pick >>> 2, d = pick & 3, p = b.nb[bx * 4 + d];
            Bits.clear(boxes, bx);
            Bits.set(boxes, p);
            player = b.nb[p * 4 + d];
        }
        // the player ends anywhere it can walk to: pick one at random
        walk.from(boxes, player);
        int[] reach = java.util.Arrays.copyOf(walk.queue, walk.count);
        return b.with(boxes, reach[rnd.nextInt(reach.length)]);
    }
}
