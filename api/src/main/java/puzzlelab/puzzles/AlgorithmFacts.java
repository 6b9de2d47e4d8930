package puzzlelab.puzzles;

/**
 * What a command needs to know about an algorithm before it runs it: its name, when its result is optimal (in words),
 * whether it uses a heuristic, whether it uses the seed (then the seed is reported), and whether it solves at all.
 */
public record AlgorithmFacts(String name, String optimality, boolean usesHeuristic, boolean randomised, boolean solves) {
}
