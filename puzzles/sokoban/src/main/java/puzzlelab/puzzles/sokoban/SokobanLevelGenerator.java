package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/**
 * Makes levels by reverse play, exactly as long as asked: a random walled room with the boxes on random goals, then a
 * breadth-first search over pulls from every solved position (the keeper in each free region). A pull reversed is a
 * push, so a position first met at depth d needs exactly d pushes: its push-optimal length (after Taylor and Parberry's
 * generator, which searches backwards for the farthest positions). A few positions of the asked depth are drawn at
 * random, each proven again by the optimal solver ({@code sokoban}: fewest pushes, then moves), and the hardest to
 * prove (most nodes: the rating) is returned. A room too small for the length is replaced by another; when the attempts
 * run out, the deepest level found is returned, marked as not the length asked for.
 * <pre>
 * for attempt in 1..attempts: room = random walls, boxes on goals
 *   layer = {solved boxes, keeper in each region}; seen = layer
 *   repeat pushes times: layer = every position one pull from layer, not seen (box set + keeper's region); seen += layer
 *   if layer empty or too many positions: keep the deepest found; next attempt
 *   else: prove up to 8 random positions of layer; return the one that took the most nodes
 * </pre>
 */
public final class SokobanLevelGenerator {
    /** What to make; {@code seed} decides everything. */
    public record Options(int width, int height, int boxes, int pushes, long seed, int attempts, long maxNodes) {
    }

    /** A level (XSB), its proven optimum, the solver's effort as its rating, and how it was made. */
    public record Level(String xsb, int pushes, int moves, long nodes, String rating, long seed, int attempt, boolean exact) {
    }

    /** Positions one room's backward search may store (beyond, the room is given up: tens of MB at most). */
    static final int MAX_POSITIONS = 1_000_000;
    /** Positions of the asked depth proven and compared for the hardest. */
    private static final int PROVEN = 8;

    private SokobanLevelGenerator() {
    }

    public static Level generate(Options o) {
        return generate(o, () -> false);
    }

    /** {@link #generate(Options)}, stopping soon after {@code cancel} turns true with the best level so far (or null). */
    public static Level generate(Options o, BooleanSupplier cancel) {
        return generate(o, cancel, line -> { });
    }

    /**
     * {@link #generate(Options, BooleanSupplier)}, telling {@code progress} where it is after each layer of pulls (and
     * every 1024 positions expanded) and before each proof (a long run, e.g. 200 pushes in a big room, takes minutes).
     */
    public static Level generate(Options o, BooleanSupplier cancel, Consumer<String> progress) {
        SplittableRandom rnd = new SplittableRandom(o.seed());
        Level best = null;
        int capped = 0;
        for (int attempt = 1; attempt <= o.attempts() && capped < 3 && !cancel.getAsBoolean(); attempt++) {
            SokobanBoard room = room(o, rnd);
            if (room == null) continue;
            String at = "attempt " + attempt + " of " + o.attempts() + ": ";
            String sofar = best == null ? "" : "; the longest so far " + best.pushes() + " pushes";
            Backward back = new Backward(room, cancel, (d, n) -> progress.accept(String.format(Locale.ROOT,
                    "%s%d of %d pulls deep, %,d positions%s", at, d, o.pushes(), n, sofar)));
            int depth = back.search(o.pushes());
            if (back.capped) capped++;   // rooms this size hold too many positions for that depth: a few tries only
            if (cancel.getAsBoolean()) break;
            if (depth == 0) continue;
            // the hardest to prove of a few positions drawn at random from the deepest layer reached
            Level found = null;
            int[] layer = back.layer();
            int proofs = Math.min(PROVEN, layer.length);
            for (int k = 0; k < proofs && !cancel.getAsBoolean(); k++) {
                int pick = k == 0 ? 0 : 1 + rnd.nextInt(layer.length - 1);
                progress.accept(at + "proving a level of " + depth + " pushes (" + (k + 1) + " of " + proofs + ")" + sofar);
                Level l = prove(back.level(layer[pick], rnd), o, attempt, depth == o.pushes(), cancel);
                if (l != null && (found == null || l.nodes() > found.nodes())) found = l;
            }
            if (found == null) continue;
            if (found.exact()) return found;
            if (best == null || found.pushes() > best.pushes()) best = found;   // shorter than asked: the longest so far
        }
        return best;
    }

    /** The optimal solver's proof of the level (its length must be the backward search's depth), or null past maxNodes. */
    private static Level prove(SokobanBoard level, Options o, int attempt, boolean exact, BooleanSupplier cancel) {
        // through Plan like every search: the request pipeline's limits, and the solution replayed under the rules
        SokobanInstance inst = new SokobanInstance(TYPE, "sokoban:generated", level, null);
        Result r = Solver.solve(inst, new Solver.Request("sokoban", null, "pushes", SearchOptions.DEFAULT,
                new Limits(0, o.maxNodes(), 0), 0), Progress.NONE, cancel);
        if (r.status() != Status.SOLVED || r.solution() == null) return null;
        int p = (int) r.solution().cost();
        int m = Codes.steps(level, macroToPush(r.solution().moves())).length;
        long nodes = r.stats().expanded;
        return new Level(Pictures.text(level, level.state(level.boxes0, level.player0, false)), p, m, nodes,
                rating(nodes, p), o.seed(), attempt, exact && p == o.pushes());
    }

    private static final SokobanType TYPE = new SokobanType();

    /** Told after each complete layer of pulls, and every 1024 positions of a layer: the layers done, the positions stored. */
    private interface LayerDone {
        void accept(int depth, int positions);
    }

    /**
     * Breadth-first search over pulls from the solved positions of a room: positions keyed by box set and the
     * keeper's region (its smallest square), as the push searches key them.
     */
    private static final class Backward {
        private final SokobanBoard b;
        private final Positions pos;
        private final Walk walk, walk2;
        private final long[] cur, child;
        private final BooleanSupplier cancel;
        private final LayerDone layerDone;
        private it.unimi.dsi.fastutil.ints.IntArrayList layer = new it.unimi.dsi.fastutil.ints.IntArrayList();

        Backward(SokobanBoard b, BooleanSupplier cancel, LayerDone layerDone) {
            this.b = b;
            this.cancel = cancel;
            this.layerDone = layerDone;
            pos = new Positions(b, 0x9e4eL);
            walk = new Walk(b);
            walk2 = new Walk(b);
            cur = new long[b.words];
            child = new long[b.words];
        }

        /** The search stopped at {@link #MAX_POSITIONS}, before the depth asked for. */
        boolean capped;

        /** Searches up to {@code depth} pulls; returns the depth of the last complete non-empty layer (0: none). */
        int search(int depth) {
            long[] goals = java.util.Arrays.copyOf(b.goals, b.words);
            long hg = pos.hashOf(goals);
            for (int s : walk.regionRoots(goals)) layer.add(pos.add(goals, hg, s, s, -1, -1));   // one root per free region
            int d = 0;
            while (d < depth) {
                it.unimi.dsi.fastutil.ints.IntArrayList next = new it.unimi.dsi.fastutil.ints.IntArrayList();
                for (int i = 0; i < layer.size(); i++) {
                    if (!expand(layer.getInt(i), next) || (i & 1023) == 0 && cancel.getAsBoolean()) {
                        capped = true;
                        return d;
                    }
                    if ((i & 1023) == 1023) layerDone.accept(d, pos.size());   // a big room's layer takes seconds
                }
                if (next.isEmpty()) break;
                layer = next;
                d++;
                layerDone.accept(d, pos.size());
            }
            return d;
        }

        /** Adds x's unseen pull children to {@code next}; false past {@link #MAX_POSITIONS}. */
        private boolean expand(int x, it.unimi.dsi.fastutil.ints.IntArrayList next) {
            pos.copyBoxes(x, cur);
            walk.from(cur, pos.player(x));
            long hx = pos.hash(x);
            for (int s : Bits.list(cur, b.n))
                for (int d = 0; d < 4; d++) {
                    int p = b.nb[s * 4 + d];   // the keeper stands here (reached, so free) and steps on to q
                    if (p < 0 || !walk.reached(p)) continue;
                    int q = b.nb[p * 4 + d];
                    if (q < 0 || Bits.get(cur, q)) continue;
                    System.arraycopy(cur, 0, child, 0, b.words);
                    Bits.clear(child, s);
                    Bits.set(child, p);
                    walk2.from(child, q);
                    long hc = pos.moved(hx, s, p);
                    if (pos.find(child, hc, walk2.topLeft) >= 0) continue;
                    next.add(pos.add(child, hc, q, walk2.topLeft, x, 0));
                    if (pos.size() > MAX_POSITIONS) return false;
                }
            return true;
        }

        int[] layer() {
            return layer.toIntArray();
        }

        /** The level of position {@code id}, the keeper on a random square of its region. */
        SokobanBoard level(int id, SplittableRandom rnd) {
            long[] boxes = new long[b.words];
            pos.copyBoxes(id, boxes);
            walk.from(boxes, pos.player(id));
            return b.with(boxes, walk.queue[rnd.nextInt(walk.count)]);
        }
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
    private static SokobanBoard room(Options o, SplittableRandom rnd) {
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
                    int r = x / w + SokobanBoard.DR[d], c = x % w + SokobanBoard.DC[d];
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
            return SokobanBoard.of("generator", rows, new int[h]);
        } catch (InputException e) {
            return null;
        }
    }
}
