package puzzlelab.cli;

import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import puzzlelab.engine.Heuristic;
import puzzlelab.puzzles.AlgorithmFacts;
import puzzlelab.puzzles.Anytime;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;

/** {@code puzzlelab list}: puzzles, formats, built-in instances, algorithms and heuristics, one line each. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List puzzles, formats, algorithms and heuristics.")
final class ListCommand implements Runnable {

    @Override
    public void run() {
        System.out.println("PUZZLES");
        for (PuzzleType t : Puzzles.all()) {
            String origin = Puzzles.origin(t);
            System.out.printf("  %-10s %s%s%n", t.name(), t.summary(), origin.equals(Puzzles.BUILT_IN) ? "" : "  [plugin: " + origin + "]");
        }
        System.out.println();
        System.out.println("ALGORITHMS (for every puzzle; -a NAME)");
        for (AlgorithmFacts e : Solver.catalogue(null))
            System.out.printf("  %-9s %-48s optimal: %s%s%n", e.name(), e.summary(), yesOrNever(e.optimality()), marks(e));
        for (PuzzleType t : Puzzles.all()) {
            Instance sample = sample(t);
            System.out.println();
            System.out.println(t.name().toUpperCase());
            for (String f : t.formats()) System.out.println("  format     " + f);
            for (Map.Entry<String, String> b : t.builtins().entrySet()) System.out.printf("  built-in   %-24s %s%n", b.getKey(), b.getValue());
            if (sample == null) continue;
            for (String metric : sample.metrics()) {
                // solve runs auto by default; the puzzle's defaultAlgorithm is the optimal one auto runs as its prover
                System.out.println("  metric     " + metric + (metric.equals(sample.metrics().get(0)) ? " (default)" : "")
                        + "  default algorithm: " + Anytime.NAME + " (its prover: " + sample.defaultAlgorithm(metric) + ")");
                for (Heuristic h : sample.heuristics(metric))
                    System.out.printf("  heuristic  %-18s %s%s%n", h.name(), h.admissible() ? "admissible" : "NOT admissible",
                            h.consistent() ? ", consistent" : "");
                System.out.printf("  heuristic  %-18s %s%n", Heuristic.ZERO.name(), "admissible, consistent (h = 0: A* becomes uniform-cost search)");
            }
            List<AlgorithmFacts> all = Solver.catalogue(sample);
            for (AlgorithmFacts e : all.subList(Solver.catalogue(null).size(), all.size()))   // the puzzle's own
                System.out.printf("  algorithm  %-18s %s (optimal: %s%s)%n", e.name(), e.summary(), yesOrNever(e.optimality()), marks(e));
        }
    }

    private static Instance sample(PuzzleType t) {
        for (String id : t.builtins().keySet()) {
            try {
                return t.readId(id);
            } catch (Exception e) {
                // fall through: no sample
            }
        }
        return null;
    }

    /** The catalogue's other facts in a few words: "; uses -H", "; trace" (solve --trace and the watch page follow it). */
    private static String marks(AlgorithmFacts e) {
        return (e.usesHeuristic() ? "; uses -H" : "") + (e.traceable() ? "; trace" : "") + (e.randomised() ? "; seeded" : "");
    }

    /** Algorithms word it "optimal (why)" or "never (why)": print "optimal: yes (why)", not "optimal: optimal". */
    private static String yesOrNever(String optimality) {
        return optimality.startsWith("optimal") ? "yes" + optimality.substring("optimal".length()) : optimality;
    }
}
