package puzzlelab.puzzles;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;
import puzzlelab.engine.algo.Shortener;

/** Solves an instance by algorithm and heuristic names: the one entry point for solve, compare, play and bench. */
public final class Solver {
    private Solver() {
    }

    /**
     * What to run. Null algorithm/heuristic/metric = the instance's defaults. {@code shortenBin} 0 = no shortening.
     */
    public record Request(String algorithm, String heuristic, String metric, SearchOptions options, Limits limits,
                          int shortenBin) {
        public static Request of(String algorithm, String heuristic) {
            return new Request(algorithm, heuristic, null, SearchOptions.DEFAULT, Limits.NONE, 0);
        }

        public Request withMetric(String m) {
            return new Request(algorithm, heuristic, m, options, limits, shortenBin);
        }

        public Request withLimits(Limits l) {
            return new Request(algorithm, heuristic, metric, options, l, shortenBin);
        }

        public Request withOptions(SearchOptions o) {
            return new Request(algorithm, heuristic, metric, o, limits, shortenBin);
        }

        public Request withShorten(int bin) {
            return new Request(algorithm, heuristic, metric, options, limits, bin);
        }
    }

    /** The metric to use: the request's (validated) or the instance's default. */
    public static String metric(Instance inst, String requested) {
        if (requested == null) return inst.metrics().get(0);
        String m = requested.toLowerCase(Locale.ROOT);
        if (!inst.metrics().contains(m))
            throw new IllegalArgumentException("unknown metric '" + requested + "' for " + inst.type().name()
                    + " (known: " + String.join(", ", inst.metrics()) + ")");
        return m;
    }

    public static String algorithm(Instance inst, String metric, String requested) {
        String a = requested == null ? inst.defaultAlgorithm(metric) : requested.toLowerCase(Locale.ROOT);
        if (!inst.algorithms().containsKey(a) && !Algorithms.known(a))
            throw new IllegalArgumentException("unknown algorithm '" + requested + "' for " + inst.type().name());
        return a;
    }

    public static boolean usesHeuristic(Instance inst, String algorithm) {
        PuzzleAlgorithm pa = inst.algorithms().get(algorithm);
        return pa != null ? pa.usesHeuristic() : Algorithms.info(algorithm).usesHeuristic();
    }

    /** The named heuristic (null name = the instance's default, null result when the algorithm is blind). */
    public static Heuristic heuristic(Instance inst, String metric, String algorithm, String requested) {
        List<Heuristic> hs = inst.heuristics(metric);
        if (requested == null) {
            if (!usesHeuristic(inst, algorithm) || hs.isEmpty()) return null;
            return hs.get(0);
        }
        for (Heuristic h : hs) if (h.name().equalsIgnoreCase(requested)) return h;
        if (requested.equalsIgnoreCase("zero")) return Heuristic.ZERO;
        throw new IllegalArgumentException("unknown heuristic '" + requested + "' for " + inst.type().name()
                + " (known: " + String.join(", ", hs.stream().map(Heuristic::name).toList()) + ", zero)");
    }

    public static Result solve(Instance inst, Request req) {
        return solve(inst, req, Progress.NONE, () -> false);
    }

    /**
     * Runs the request. Throws IllegalArgumentException for unknown names or an algorithm that does not fit the
     * puzzle. Every returned solution has been replayed under the puzzle's rules.
     */
    public static Result solve(Instance inst, Request req, Progress progress, BooleanSupplier cancel) {
        String metric = metric(inst, req.metric());
        String algo = algorithm(inst, metric, req.algorithm());
        Heuristic h = heuristic(inst, metric, algo, req.heuristic());
        String reason = inst.unsolvableReason();
        if (reason != null) {
            return new Result(algo, h == null ? null : h.name(), Status.UNSOLVABLE, null, false, new Stats(), reason);
        }
        Problem p = inst.problem(metric);
        PuzzleAlgorithm pa = inst.algorithms().get(algo);
        Search s = pa != null ? pa.create(metric, h, req.options()) : Algorithms.create(algo, p, h, req.options());
        Result r = SearchRunner.run(s, req.limits(), progress, cancel);
        if (r.solution() != null && !Replay.solves(p, r.solution().moves())) {
            throw new IllegalStateException(algo + " returned a solution that does not replay: " + r.solution());
        }
        if (req.shortenBin() > 0 && r.solution() != null) {
            Solution before = r.solution();
            Solution after = new Shortener(p, req.shortenBin(), 200_000).shorten(before);
            if (after.length() < before.length()) {
                String msg = "shortened from " + before.length() + " to " + after.length() + " moves";
                r = r.withSolution(after, false, r.message() == null ? msg : r.message() + "; " + msg);
            }
        }
        return r;
    }
}
