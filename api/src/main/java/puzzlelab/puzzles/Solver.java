package puzzlelab.puzzles;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;

/**
 * Resolves requests into {@link Plan}s: the one place where metric, algorithm and heuristic names and their defaults
 * are decided. The default algorithm of every puzzle is {@code auto} (the anytime portfolio, {@link Anytime}).
 */
public final class Solver {
    private Solver() {
    }

    /**
     * What to run. Null algorithm/heuristic/metric = the defaults. {@code shortenBin} 0 = no shortening.
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

    /**
     * Resolves the request for the instance.
     *
     * @throws NotApplicable for an unknown metric, algorithm or heuristic (the message says which are known)
     */
    public static Plan resolve(Instance inst, Request req) {
        String m = metric(inst, req.metric());
        AlgorithmFacts a = facts(inst, m, req.algorithm());
        Heuristic h = heuristic(inst, m, a, req.heuristic());
        SearchOptions o = req.options() == null ? SearchOptions.DEFAULT : req.options();
        Limits l = req.limits() == null ? Limits.NONE : req.limits();
        return new Plan(inst, m, a, h, o, l, req.shortenBin());
    }

    /** The metric to use: the request's (validated) or the instance's default. */
    public static String metric(Instance inst, String requested) {
        if (requested == null) return inst.metrics().get(0);
        String m = requested.toLowerCase(Locale.ROOT);
        if (!inst.metrics().contains(m))
            throw new NotApplicable("unknown metric '" + requested + "' for " + inst.type().name()
                    + " (known: " + String.join(", ", inst.metrics()) + ")");
        return m;
    }

    /**
     * The one catalogue of algorithms, in the order hosts show them: {@code auto} (the default), the engine's generic
     * ones, then the instance's own (none when {@code inst} is null). One entry per algorithm: {@code list},
     * {@code solve}'s notes, {@code /api/load}, {@code /api/puzzles}, the watch page and {@code watch.js} read it.
     */
    public static List<AlgorithmFacts> catalogue(Instance inst) {
        List<AlgorithmFacts> l = new java.util.ArrayList<>();
        l.add(Anytime.FACTS);
        for (Algorithms.Info i : Algorithms.ALL)
            l.add(new AlgorithmFacts(i.name(), i.description(), i.optimality(), i.usesHeuristic(), i.name().equals("random"),
                    true, i.traces()));
        if (inst != null)
            inst.algorithms().forEach((name, pa) -> l.add(new AlgorithmFacts(name, pa.description(), pa.optimality(),
                    pa.usesHeuristic(), pa.randomised(), pa.solves(), pa.traces())));
        return l;
    }

    /** The facts of the named algorithm (null name = {@code auto}). */
    public static AlgorithmFacts facts(Instance inst, String metric, String requested) {
        String a = requested == null ? Anytime.NAME : requested.toLowerCase(Locale.ROOT);
        for (AlgorithmFacts f : catalogue(inst)) if (f.name().equals(a)) return f;
        throw new NotApplicable("unknown algorithm '" + requested + "' for " + inst.type().name()
                + " (see 'puzzlelab list')");
    }

    /** The puzzle's first admissible heuristic for the metric, or null: what provers use when none is named. */
    public static Heuristic firstAdmissible(Instance inst, String metric) {
        return inst.heuristics(metric).stream().filter(Heuristic::admissible).findFirst().orElse(null);
    }

    /** The named heuristic (null name = the instance's default; null result when the algorithm is blind). */
    public static Heuristic heuristic(Instance inst, String metric, AlgorithmFacts algorithm, String requested) {
        if (requested == null && !algorithm.usesHeuristic()) return null;   // blind: no heuristic is built at all
        List<Heuristic> hs = inst.heuristics(metric);
        if (requested == null) return hs.isEmpty() ? null : hs.get(0);
        for (Heuristic h : hs) if (h.name().equalsIgnoreCase(requested)) return h;
        if (requested.equalsIgnoreCase("zero")) return Heuristic.ZERO;
        throw new NotApplicable("unknown heuristic '" + requested + "' for " + inst.type().name()
                + " (known: " + String.join(", ", hs.stream().map(Heuristic::name).toList()) + ", zero)");
    }

    public static Result solve(Instance inst, Request req) {
        return solve(inst, req, Progress.NONE, () -> false);
    }

    /**
     * Resolves and runs the request. Throws {@link NotApplicable} for unknown names or an algorithm that does not
     * fit the puzzle. Every returned solution has been replayed under the puzzle's rules.
     */
    public static Result solve(Instance inst, Request req, Progress progress, BooleanSupplier cancel) {
        return resolve(inst, req).run(progress, cancel);
    }
}
