package puzzlelab.puzzles;

import puzzlelab.engine.Trace;

/**
 * One entry of the algorithm catalogue ({@link Solver#catalogue}): everything a host needs to know about an algorithm
 * before it runs it. {@code list}, {@code solve --help} and its notes, the server's {@code /api/load} and
 * {@code /api/puzzles}, the watch page and {@code watch.js} all read these entries, so a new algorithm appears
 * everywhere by adding one.
 *
 * @param name        the name given with {@code -a}
 * @param summary     one line of description
 * @param optimality  when its result is optimal, in words ("optimal with an admissible h", "never")
 * @param usesHeuristic whether it needs a heuristic ({@code -H}); a blind one ignores it
 * @param randomised  whether it uses the seed (then the seed is reported)
 * @param solves      false for an algorithm that only counts nodes: it never solves nor proves anything
 * @param traces      what it reports to a trace ({@code solve --trace}, the watch page); NONE = not traceable
 */
public record AlgorithmFacts(String name, String summary, String optimality, boolean usesHeuristic, boolean randomised,
                             boolean solves, Trace.Reports traces) {

    /** True when {@code solve --trace} and the watch page can follow it. */
    public boolean traceable() {
        return traces.any();
    }
}
