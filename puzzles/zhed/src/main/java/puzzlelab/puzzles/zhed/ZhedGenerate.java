package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab generate zhed --tiles N [--size WxH] [--seed S] [--count K]}: levels built backward from a
 * goal. Up to 12 tiles a level is kept only when every tile is needed (the proven shortest solution uses all N);
 * above that the first solvable construction is kept, with the shortest solution found (proven or marked
 * unproven): such levels often have shortcuts.
 * <pre>
 *   place the goal G; the final tile T sits on G's line, k cells away, with a value v ≤ k
 *   reach(tile → cell, k cells apart, value v): the k − v cells it must skip are filled first, each by a new tile
 *     placed across that cell's line (recursively), while tiles remain; the last tiles get v = k
 *   play the plan forward (helpers first): it must win with its last move; then prove the shortest length
 * </pre>
 * Prints each level in the IART format with comments: the seed, the shortest length and its number of shortest
 * solutions (counted for up to 8 tiles), and one solution.
 */
public final class ZhedGenerate implements puzzlelab.puzzles.Generator {
    private static final List<Param> PARAMS = List.of(
            Param.optionalInteger("tiles", "number of tiles (required)", 1, 20),
            Param.text("size", "board size WxH, 3x3 .. 30x30 (default grows with the tiles: 8x8 up to 14x14)", null),
            Param.integer("count", "levels to make", 1, 1, 1000));

    /**
     * A generated level: the length of its shortest known solution (proven shortest when {@code proven}), the
     * number of shortest solutions (-1 when not counted), one solution.
     */
    public record Generated(Level level, int shortest, boolean proven, long solutions, int[] solution, long seed,
                            int attempts) {
    }

    @Override
    public String description() {
        return "ZHED levels built backward from a goal, every tile needed (up to 12 tiles)";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public puzzlelab.puzzles.Generator.Generated generate(Params v, long seed, BooleanSupplier cancel) {
        if (!v.has("tiles")) throw new InputException(null, "give --tiles N (1..20)");
        int tiles = v.intValue("tiles");
        int w;
        int h;
        String size = v.text("size");
        if (size == null || size.isEmpty()) {
            w = h = tiles <= 5 ? 8 : tiles <= 9 ? 10 : tiles <= 14 ? 12 : 14;
        } else {
            String[] p = size.toLowerCase(java.util.Locale.ROOT).split("x", -1);
            Integer pw = p.length == 2 ? Numbers.intOrNull(p[0]) : null;
            Integer ph = p.length == 2 ? Numbers.intOrNull(p[1]) : null;
            if (pw == null || ph == null) throw new InputException(null, "--size must look like 10x10");
            w = pw;
            h = ph;
            if (w < 3 || h < 3 || w > 30 || h > 30) throw new InputException(null, "--size must be 3x3 .. 30x30");
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Board> boards = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < v.intValue("count") && !cancel.getAsBoolean(); i++) {
            long levelSeed = rnd.nextLong() & 0xFFFFFFFFFFFFL;
            Generated g = generate(tiles, w, h, levelSeed, cancel);
            if (g == null) {
                if (!cancel.getAsBoolean()) notes.add("no level found for seed " + seed + " (try another seed or a bigger board)");
                break;
            }
            String rating = g.shortest() + (g.proven() ? " moves (proven shortest)" : " moves (found, not proven shortest)");
            boards.add(new Board(null, describe(g, seed, i + 1), String.format("zhed-%d-%d.txt", seed, i + 1),
                    tiles + " tiles, " + rating));
        }
        return new puzzlelab.puzzles.Generator.Generated(boards, notes);
    }

    /** The printed form: comment header, IART body, solution as comments. */
    static String describe(Generated g, long runSeed, int index) {
        StringBuilder sb = new StringBuilder();
        sb.append("# zhed level generated with --seed ").append(runSeed).append(" (level ").append(index)
                .append(", attempts ").append(g.attempts()).append(")\n");
        sb.append("# tiles ").append(g.level().tiles()).append(", shortest solution ").append(g.shortest())
                .append(g.proven() ? " moves (proven)" : " moves (found, not proven shortest)");
        if (g.solutions() >= 0) sb.append(", ").append(g.solutions()).append(" shortest solution(s)");
        sb.append('\n');
        sb.append(ZhedLevelReader.toIart(g.level()));
        sb.append("# solution (X Y DIR):\n");
        for (int m : g.solution()) {
            int c = g.level().tileCell(Level.tileOf(m));
            sb.append("#   ").append(g.level().x(c)).append(' ').append(g.level().y(c)).append(' ')
                    .append(Level.DIRS.charAt(Level.dirOf(m))).append('\n');
        }
        return sb.toString();
    }

    /** Up to this many tiles a level is kept only when its shortest length is proven. */
    static final int PROVE_UP_TO = 12;

    /** Generates one level; null when no attempt succeeded. Deterministic for a seed. */
    public static Generated generate(int n, int w, int h, long seed) {
        return generate(n, w, h, seed, () -> false);
    }

    /** The same, giving up (null) soon after {@code cancel} turns true. */
    static Generated generate(int n, int w, int h, long seed, BooleanSupplier cancel) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int attempt = 1; attempt <= 2000 && !cancel.getAsBoolean(); attempt++) {
            Builder b = new Builder(w, h, n, rnd);
            Level lv = b.build();
            if (lv == null || lv.tiles() != n) continue;
            int[] plan = b.plan(lv);
            if (!Solutions.wins(lv, plan) || Solutions.prefix(lv, plan).length != plan.length) continue;
            // checked by zhed's own solver through a Plan (one thread, seed 1, 300,000 proof nodes, 1,000,000 expansions)
            ZhedInstance check = new ZhedInstance(null, "generated", lv).withProofNodes(300_000);
            Result r = Solver.solve(check, new Solver.Request("zhed-solo", null, null,
                    SearchOptions.DEFAULT.withSeed(1).withThreads(1), new Limits(0, 1_000_000, 0), 0));
            if (r.solution() == null) continue;
            int len = r.solution().length();
            if (n <= PROVE_UP_TO && (!r.optimal() || len != n)) continue;
            long count = n <= 8 ? countShortest(lv, n, 10_000) : -1;
            return new Generated(lv, len, r.optimal(), count, r.solution().moves(), seed, attempt);
        }
        return null;
    }

    /** Number of distinct winning sequences of exactly {@code len} moves (moves that fill nothing left out), up to cap. */
    static long countShortest(Level lv, int len, long cap) {
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        long[] count = {0};
        count(lv, s, len, count, cap);
        return count[0];
    }

    private static void count(Level lv, long[] s, int left, long[] count, long cap) {
        if (count[0] >= cap || GapBound.of(lv, s) > left) return;
        long[] t = new long[s.length];
        for (long u = ~s[0] & lv.allTiles(); u != 0; u &= u - 1) {
            int tile = Long.numberOfTrailingZeros(u);
            for (int d = 0; d < 4; d++) {
                if (ZhedRules.play(lv, s, Level.move(tile, d), t) <= 0) continue;
                if (ZhedRules.won(lv, t)) {
                    if (left == 1) count[0]++;
                } else if (left > 1) {
                    count(lv, t, left - 1, count, cap);
                }
            }
        }
    }

    /** One random backward construction. */
    private static final class Builder {
        private final int w;
        private final int h;
        private final int n;
        private final SplittableRandom rnd;
        private final int[] kind;           // 0 free, 1 tile, 2 goal, 3 on a planned walk
        private final IntArrayList tileCells = new IntArrayList();
        private final IntArrayList tileValues = new IntArrayList();
        private final IntArrayList planTiles = new IntArrayList();   // execution order
        private final IntArrayList planDirs = new IntArrayList();
        private int goal;

        Builder(int w, int h, int n, SplittableRandom rnd) {
            this.w = w;
            this.h = h;
            this.n = n;
            this.rnd = rnd;
            this.kind = new int[w * h];
        }

        Level build() {
            goal = (1 + rnd.nextInt(h - 2)) * w + 1 + rnd.nextInt(w - 2);
            kind[goal] = 2;
            if (!reach(goal, n)) return null;
            return new Level(w, h, tileCells.toIntArray(), tileValues.toIntArray(), new int[] {goal}, new int[0]);
        }

        /**
         * Places a tile that will fill {@code target} and, first, the helpers it needs: exactly {@code budget} tiles
         * in all (this one included); false if there is no room.
         */
        private boolean reach(int target, int budget) {
            int tx = target % w;
            int ty = target / w;
            for (int tries = 0; tries < 12; tries++) {
                int dir = rnd.nextInt(4);                 // direction the new tile expands in
                int left = budget - 1;                    // tiles for this tile's helpers
                int k = left > 0 ? 2 + rnd.nextInt(4) : 1 + rnd.nextInt(3);
                int x = tx - Level.DX[dir] * k;
                int y = ty - Level.DY[dir] * k;
                if (x < 0 || y < 0 || x >= w || y >= h || kind[y * w + x] != 0) continue;
                boolean clear = true;
                for (int i = 1; i < k && clear; i++) {
                    int c = (y + Level.DY[dir] * i) * w + x + Level.DX[dir] * i;
                    if (kind[c] == 1 || kind[c] == 2) clear = false;
                }
                if (!clear) continue;
                int maxHelp = Math.min(k - 1, left);
                int help = maxHelp == 0 ? 0 : 1 + rnd.nextInt(maxHelp);
                int value = k - help;
                if (left > 0 && help == 0) continue;
                if (value < 1 || value > 9) continue;
                int cell = y * w + x;
                kind[cell] = 1;
                tileCells.add(cell);
                tileValues.add(value);
                IntArrayList gap = new IntArrayList();
                for (int i = 1; i < k; i++) {
                    int c = (y + Level.DY[dir] * i) * w + x + Level.DX[dir] * i;
                    kind[c] = 3;
                    gap.add(c);
                }
                kind[target] = target == goal ? 2 : 3;
                int[] share = new int[help];
                java.util.Arrays.fill(share, 1);
                for (int r = left - help; r > 0; r--) share[rnd.nextInt(help)]++;
                for (int i = 0; i < help; i++) {
                    int c = gap.removeInt(rnd.nextInt(gap.size()));
                    if (!reach(c, share[i])) return false;
                }
                planTiles.add(cell);
                planDirs.add(dir);
                return true;
            }
            return false;
        }

        int[] plan(Level lv) {
            int[] moves = new int[planTiles.size()];
            for (int i = 0; i < moves.length; i++) moves[i] = Level.move(lv.tileAt(planTiles.getInt(i)), planDirs.getInt(i));
            return moves;
        }
    }
}
