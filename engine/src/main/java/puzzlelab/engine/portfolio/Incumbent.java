package puzzlelab.engine.portfolio;

import puzzlelab.engine.Solution;

/** The best solution any member found, shared by all threads of a portfolio; {@code version} grows with each one. */
final class Incumbent {
    private Solution best;
    private String by;
    private int version;

    /** Takes the solution when it is cheaper than the incumbent; true when it did. */
    synchronized boolean offer(Solution s, String label) {
        if (s == null || best != null && s.cost() >= best.cost()) return false;
        best = s;
        by = label;
        version++;
        return true;
    }

    synchronized Solution best() {
        return best;
    }

    synchronized String by() {
        return by;
    }

    synchronized int version() {
        return version;
    }
}
