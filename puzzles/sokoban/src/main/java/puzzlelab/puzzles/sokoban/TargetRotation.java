package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * {@link AimedSearch} aimed at a few targets at once (round 15, {@link AimedSearch#rotating}; off in
 * {@code sokoban-find}): up to {@code size} of the pull searches' candidates ({@link TargetCandidates}) that pass
 * {@link AimedSearch#NEAR}, each with its own forward search ({@link FinderTurns#toward}), stepping in turns. A fresh
 * candidate (none of its box sets within a box of a target taken before) joins while there is room; when the set is
 * full it takes the place of the target of the highest bound (ties: the fewest pulls from the solved position) if it
 * ranks before it, a lower bound or the same bound with more pulls. The candidates are looked at again after every
 * {@link #CHECK} of work.
 *
 * <p>Why several: which of two targets of the same bound is reachable is not told by the bound. A scratch scan of
 * XSokoban 85's cells after 30 s of CPU (docs/sokoban.md, round 15): the position of bound 12 at 379 pulls was reached by
 * the aimed portfolio within 400 M work, the one of bound 12 at 373 pulls not; in {@code sokoban-find} the one-target
 * search that took the 373 one (given way after 100 M instead of 500 M) solved 85 at 32.9 s of CPU, the one that took
 * the 379 one at 22.4 s. A short probe of each did not rank them better than the bound: the pulls in cells' closest
 * bound after 400 M was 1-6 on reached and unreached targets alike.
 */
final class TargetRotation {
    /** Work on the targets between two looks at the candidates. */
    static final long CHECK = 50_000_000L;
    private final SokobanBoard b;
    private final String name;
    private final PullSearch[] sources;
    private final int size;
    private final int[] turns;
    private final PullSearch[] meet;
    private final List<Target> live = new ArrayList<>();
    private final List<long[]> taken = new ArrayList<>();   // every target's boxes, then its keeper
    private long spent, checkAt;
    private final Stats spentStats = new Stats();
    private int turn, unreachable;
    private Solution best;
    private String message;

    /** One target and the forward search aimed at it. */
    private static final class Target {
        final PullSearch source;
        final int id, bound, pulls, number;
        final FinderTurns search;

        Target(PullSearch source, int id, int bound, int pulls, int number, FinderTurns search) {
            this.source = source;
            this.id = id;
            this.bound = bound;
            this.pulls = pulls;
            this.number = number;
            this.search = search;
        }
    }

    TargetRotation(SokobanBoard b, String name, PullSearch[] sources, int size, int[] turns, PullSearch[] meet) {
        this.b = b;
        this.name = name;
        this.sources = sources;
        this.size = size;
        this.turns = turns;
        this.meet = meet;
    }

    /** Whether there is a target to step: one live, or a candidate to take. */
    boolean ready() {
        return !live.isEmpty() || !fresh(1).isEmpty();
    }

    long work() {
        long sum = spent;
        for (Target t : live) sum += t.search.work();
        return sum;
    }

    long bytes() {
        long sum = 0;
        for (Target t : live) sum += t.search.bytes();
        return sum;
    }

    Solution best() {
        return best;
    }

    String message() {
        return message;
    }

    /** A turn: the candidates looked at when due, then the next live target's search steps. */
    Status step(int budget, Stats into) {
        if (best != null) return Status.SOLVED;
        if (live.size() < size || work() >= checkAt) renew();
        if (live.isEmpty()) return Status.RUNNING;
        Target t = live.get(turn++ % live.size());
        Status s = t.search.best() != null ? Status.SOLVED : t.search.step(budget);
        copyStats(into);
        if (s == Status.SOLVED) {
            Fess box = (Fess) t.search.finder(0);
            if (box.metWith() != null && t.search.best() == box.best()) {   // AimedSearch#meetingThePulls: already whole
                best = t.search.best();
                message = "met the " + box.metWith().moves() + " on the way to the " + what(t) + ")";
            } else {
                int[] codes = t.search.best().moves(), pushes = new int[codes.length];
                for (int i = 0; i < codes.length; i++) pushes[i] = codes[i] - Codes.MACRO;
                best = t.source.solution(pushes, t.id);
                message = "reached the " + what(t) + ")";
            }
            return Status.SOLVED;
        }
        if (s == Status.UNSOLVABLE) {   // this target cannot be reached from the start
            unreachable++;
            drop(t);
        }
        return Status.RUNNING;
    }

    private String what(Target t) {
        return t.source.moves() + "' position of bound " + t.bound + " (target " + t.number + " of " + taken.size()
                + " taken, " + live.size() + " at once; " + t.search.message();
    }

    /** Fresh candidates join while there is room; when full, the best fresh one may replace the worst live target. */
    private void renew() {
        checkAt = work() + CHECK;
        for (int[] c : fresh(size)) {
            if (live.size() < size) {
                take(c);
                continue;
            }
            Target worst = null;
            for (Target t : live)
                if (worst == null || t.bound > worst.bound || t.bound == worst.bound && t.pulls < worst.pulls) worst = t;
            if (c[2] < worst.bound || c[2] == worst.bound && c[3] > worst.pulls) {
                drop(worst);
                take(c);
            }
            return;
        }
    }

    private void take(int[] c) {
        PullSearch src = sources[c[0]];
        long[] target = new long[b.words + 1];
        src.boxesOf(c[1], target);
        target[b.words] = src.keeperOf(c[1]);
        taken.add(target);
        SokobanBoard aimed = b.aimedAt(Arrays.copyOf(target, b.words), src.keeperOf(c[1]));
        FinderTurns search = turns == null ? FinderTurns.toward(aimed, name, meet) : FinderTurns.toward(aimed, name, turns, meet);
        live.add(new Target(src, c[1], c[2], c[3], taken.size(), search));
    }

    /** Leaves a target: its work and counts are kept. */
    private void drop(Target t) {
        live.remove(t);
        spent += t.search.work();
        Stats s = t.search.stats();
        spentStats.expanded += s.expanded;
        spentStats.generated += s.generated;
        spentStats.duplicates += s.duplicates;
        spentStats.stored += s.stored;
    }

    /**
     * Up to {@code max} candidates of the sources that pass NEAR, none within a box of a target taken before or of one
     * listed before it: {source index, id, bound, pulls} each, least bound first (ties: more pulls).
     */
    private List<int[]> fresh(int max) {
        List<int[]> all = new ArrayList<>();
        for (int si = 0; si < sources.length; si++) {
            TargetCandidates c = sources[si].candidates();
            for (int i = 0; i < c.size(); i++)
                if (c.bound(i) * AimedSearch.NEAR <= c.pulls(i)) all.add(new int[] {si, c.id(i), c.bound(i), c.pulls(i)});
        }
        all.sort((x, y) -> x[2] != y[2] ? Integer.compare(x[2], y[2]) : Integer.compare(y[3], x[3]));
        List<int[]> out = new ArrayList<>();
        List<long[]> listed = new ArrayList<>();
        long[] bx = new long[b.words];
        for (int[] c : all) {
            if (out.size() == max) break;
            sources[c[0]].boxesOf(c[1], bx);
            if (near(bx, taken) || near(bx, listed)) continue;
            listed.add(bx.clone());
            out.add(c);
        }
        return out;
    }

    private static boolean near(long[] bx, List<long[]> sets) {
        for (long[] t : sets) if (TargetCandidates.withinOneBox(bx, t)) return true;
        return false;
    }

    private void copyStats(Stats into) {
        into.expanded = spentStats.expanded;
        into.generated = spentStats.generated;
        into.duplicates = spentStats.duplicates;
        into.stored = spentStats.stored;
        for (Target t : live) {
            Stats s = t.search.stats();
            into.expanded += s.expanded;
            into.generated += s.generated;
            into.duplicates += s.duplicates;
            into.stored += s.stored;
            into.maxFrontier = Math.max(into.maxFrontier, s.maxFrontier);
        }
    }

    /** The closing message. */
    String closing() {
        if (taken.isEmpty()) return "no position of the pulls to aim at";
        StringBuilder m = new StringBuilder(taken.size() + " targets taken, " + unreachable + " unreachable; at the end");
        for (Target t : live) m.append(" bound ").append(t.bound).append(" (target ").append(t.number).append(")");
        return m.toString();
    }
}
