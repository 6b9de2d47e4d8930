package puzzlelab.engine;

/**
 * Search statistics with exact meanings.
 * <ul>
 *   <li>expanded: states whose successors were generated;</li>
 *   <li>generated: successors produced (every child, including duplicates and children cut off by a bound); the
 *       root counts once;</li>
 *   <li>duplicates: generated children discarded because the state was already known (or on the path);</li>
 *   <li>stored: states held in the search's tables at the end (closed + open for graph searches, path for DFS);</li>
 *   <li>maxFrontier: largest open list / BFS layer / DFS stack;</li>
 *   <li>peakBytes: estimate of the search's own structures at their largest (arrays it allocated).</li>
 * </ul>
 */
public final class Stats {
    public long expanded;
    public long generated;
    public long duplicates;
    public long stored;
    public long maxFrontier;
    public long iterations;
    public long wallMillis;
    public long cpuMillis;
    public long peakBytes;

    public void frontier(long size) {
        if (size > maxFrontier) maxFrontier = size;
    }

    public void bytes(long b) {
        if (b > peakBytes) peakBytes = b;
    }

    public void add(Stats o) {
        expanded += o.expanded;
        generated += o.generated;
        duplicates += o.duplicates;
        stored = Math.max(stored, o.stored);
        maxFrontier = Math.max(maxFrontier, o.maxFrontier);
        iterations += o.iterations;
        peakBytes = Math.max(peakBytes, o.peakBytes);
    }

    @Override
    public String toString() {
        return String.format("expanded=%,d generated=%,d duplicates=%,d stored=%,d maxFrontier=%,d wall=%,dms cpu=%,dms peak=%,dB",
                expanded, generated, duplicates, stored, maxFrontier, wallMillis, cpuMillis, peakBytes);
    }
}
