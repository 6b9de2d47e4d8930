package puzzlelab.puzzles.coroutine;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import it.unimi.dsi.fastutil.longs.LongSet;
import java.util.SplittableRandom;

/**
 * Finds boards of a requested length, or the longest it can, by simulated annealing on arrow toggles with random
 * restarts. Uniform random boards are almost always short (half are solved in one turn, T ≥ 10 about once in
 * 10,000), so every request runs the same local search; short targets are hit within the first few steps.
 * <pre>
 *   repeat until found or out of time:                        (one restart)
 *     b = random board (every square 1..k arrows)
 *     for i in 0 ..< steps:   temperature falls geometrically from HOT to COLD
 *       b' = b with 1-3 arrows toggled (no square left empty)
 *       accept b' if score(b') ≥ score(b), else with probability exp((score(b') - score(b)) / temperature)
 *       target mode: score = -(2·|f(b') - target| + 2·arrows over the limit + 1 if a --unique/--require-pass
 *                    check fails); score 0 is a hit
 *       hardest mode: score = f(b'), the best board seen is kept
 * </pre>
 * f is the fast array solver ({@link FastSolver}) in the chosen metric. Hits are trimmed (arrows that no reachable
 * state can use are dropped, keeping one per square), canonicalised by the diagonal mirror and de-duplicated.
 * Deterministic for a given seed (a deadline only stops the search early).
 */
final class Designer {
    private static final double HOT = 2.0;
    private static final double COLD = 0.05;

    /** What to look for; {@code maxArrows} 0 = no limit. */
    record Spec(int metric, int target, boolean unique, boolean requirePass, int maxArrows, boolean keepRedundant) {
    }

    /** A board that was found, with its exact analysis. */
    record Found(CoroutineBoard board, Analysis analysis, long steps) {
    }

    private final SplittableRandom rng;
    private final FastSolver solver = new FastSolver();
    private final LongSet seen = new LongOpenHashSet();
    private long steps;
    private int restartSteps = 400_000;
    private boolean allowEmpty;
    private int stopAt = Integer.MAX_VALUE;
    private volatile boolean stopped;
    private java.util.function.BooleanSupplier cancel = () -> false;

    Designer(long seed) {
        this.rng = new SplittableRandom(seed);
    }

    /** Evaluations done so far. */
    long steps() {
        return steps;
    }

    /** Lets squares lose all their arrows (the file format allows it; Bailey's boards never do it). */
    void allowEmpty(boolean b) {
        allowEmpty = b;
    }

    /** {@link #hardest} returns as soon as a board this long is found (the proven maximum: nothing is longer). */
    void stopAt(int length) {
        stopAt = length;
    }

    /** Asks a running {@link #hardest} (on another thread) to return its best board now. */
    /** Ends {@link #find} and {@link #hardest} soon after {@code cancel} turns true. */
    void cancelWhen(java.util.function.BooleanSupplier cancel) {
        this.cancel = cancel;
    }

    void stop() {
        stopped = true;
    }

    void restartSteps(int n) {
        restartSteps = n;
    }

    private int eval(int metric, long packed) {
        return metric == Analysis.TURNS ? solver.turns(packed) : solver.moves(packed);
    }

    /** A random board: each square gets between 1 and {@code maxPerSquare} distinct arrows. */
    long randomBoard(int maxPerSquare) {
        long p = 0;
        for (int i = 0; i < 8; i++) {
            int k = 1 + rng.nextInt(maxPerSquare);
            int m = 0;
            while (Integer.bitCount(m) < k) m |= 1 << rng.nextInt(8);
            p |= (long) m << (8 * i);
        }
        return p;
    }

    /** Toggles 1-3 random arrows; never leaves a square without arrows. */
    long mutate(long p) {
        int r = rng.nextInt(10);
        int toggles = r < 6 ? 1 : r < 9 ? 2 : 3;
        long q = p;
        for (int t = 0; t < toggles; t++) q ^= 1L << rng.nextInt(64);
        if (!allowEmpty) for (int i = 0; i < 8; i++) if ((q >>> (8 * i) & 0xFF) == 0) return p;
        return q;
    }

    private int perSquare(int maxArrows) {
        return maxArrows > 0 ? Math.max(1, Math.min(4, maxArrows / 8)) : 4;
    }

    /** The next new board meeting the spec, or null when the deadline (System.nanoTime) passes first. */
    Found find(Spec spec, long deadline) {
        int per = perSquare(spec.maxArrows());
        while (System.nanoTime() < deadline && !cancel.getAsBoolean()) {
            long cur = randomBoard(per);
            int cs = targetScore(spec, cur);
            for (int i = 0; i < restartSteps; i++) {
                if (cs == 0) {
                    Found f = accept(spec, cur);
                    if (f != null) return f;
                    cs = -1;                                  // a duplicate: keep walking
                }
                if ((i & 1023) == 0 && (System.nanoTime() >= deadline || cancel.getAsBoolean())) return null;
                long cand = mutate(cur);
                int s = targetScore(spec, cand);
                if (s >= cs || rng.nextDouble() < Math.exp((s - cs) / temperature(i))) {
                    cur = cand;
                    cs = s;
                }
            }
        }
        return null;
    }

    private double temperature(int i) {
        return HOT * Math.pow(COLD / HOT, (double) i / restartSteps);
    }

    private int targetScore(Spec spec, long packed) {
        steps++;
        int f = eval(spec.metric(), packed);
        int score = f < 0 ? -2 * (spec.target() + 4) : -2 * Math.abs(f - spec.target());
        if (spec.maxArrows() > 0) score -= 2 * Math.max(0, Long.bitCount(packed) - spec.maxArrows());
        if (score == 0 && (spec.unique() || spec.requirePass())) {
            Analysis a = Analysis.of(CoroutineBoard.ofPacked(packed));
            if ((spec.unique() && a.lines(spec.metric()) != 1) || (spec.requirePass() && a.passes(spec.metric()) == 0)) score = -1;
        }
        return score;
    }

    /** Trims, canonicalises and de-duplicates a hit; null when it was found before. */
    private Found accept(Spec spec, long packed) {
        CoroutineBoard b = CoroutineBoard.ofPacked(spec.keepRedundant() ? packed : trim(packed));
        long canon = CoroutineBoard.canonical(b.packed());
        if (!seen.add(canon)) return null;
        CoroutineBoard out = CoroutineBoard.ofPacked(canon);
        return new Found(out, Analysis.of(out), steps);
    }

    /** Drops arrows that no reachable state can use (the game is unchanged), keeping one arrow per square. */
    static long trim(long packed) {
        CoroutineBoard b = CoroutineBoard.ofPacked(packed);
        int[] used = Analysis.of(b).usedArrows();
        long out = 0;
        for (int i = 0; i < 8; i++) {
            int sq = Rules.OUTER[i];
            int m = used[sq];
            if (m == 0) m = Integer.lowestOneBit(b.mask(sq));
            out |= (long) m << (8 * i);
        }
        return out;
    }

    /**
     * Anneals for the longest board in the metric until the deadline or until {@link #stopAt} is reached; reports
     * each improvement to the listener.
     */
    Found hardest(int metric, long deadline, java.util.function.Consumer<Found> improved) {
        long bestBoard = 0;
        int bestF = -1;
        int bestOther = -1;
        while (System.nanoTime() < deadline && bestF < stopAt && !stopped && !cancel.getAsBoolean()) {
            long cur = randomBoard(4);
            int cs = eval(metric, cur);
            steps++;
            for (int i = 0; i < restartSteps && bestF < stopAt; i++) {
                if ((i & 1023) == 0 && (System.nanoTime() >= deadline || stopped || cancel.getAsBoolean())) break;
                long cand = mutate(cur);
                int s = eval(metric, cand);
                steps++;
                if (s >= cs || rng.nextDouble() < Math.exp((s - cs) / temperature(i))) {
                    cur = cand;
                    cs = s;
                    if (s >= bestF) {
                        int other = eval(1 - metric, cand);
                        if (s > bestF || other > bestOther) {
                            bestF = s;
                            bestOther = other;
                            bestBoard = cand;
                            if (improved != null) improved.accept(found(bestBoard));
                        }
                    }
                }
            }
        }
        return bestF < 0 ? null : found(bestBoard);
    }

    private Found found(long packed) {
        CoroutineBoard b = CoroutineBoard.ofPacked(CoroutineBoard.canonical(trim(packed)));
        return new Found(b, Analysis.of(b), steps);
    }
}
