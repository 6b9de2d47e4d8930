package puzzlelab.puzzles.chexers;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An independent, deliberately naive statement of the rules for cross-checking: hexes are "q,r" strings, a state
 * is a sorted set of them, and the optimum is found by plain breadth-first search. It shares no code with the
 * package (no bitboards, no precomputed tables).
 */
final class ReferenceSolver {
    private static final int[][] STEPS = {{-1, 0}, {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}};

    private final int radius;
    private final String colour;
    private final Set<String> blocks;

    ReferenceSolver(int radius, String colour, Set<String> blocks) {
        this.radius = radius;
        this.colour = colour;
        this.blocks = blocks;
    }

    static String hex(int q, int r) {
        return q + "," + r;
    }

    private boolean onBoard(int q, int r) {
        return Math.abs(q) <= radius && Math.abs(r) <= radius && Math.abs(q + r) <= radius;
    }

    private boolean onExit(int q, int r) {
        return switch (colour) {
            case "red" -> q == radius;
            case "green" -> r == radius;
            default -> -q - r == radius;
        };
    }

    /** Successor states in the spec's own words. */
    List<TreeSet<String>> successors(TreeSet<String> pieces) {
        List<TreeSet<String>> out = new ArrayList<>();
        for (String p : pieces) {
            String[] t = p.split(",");
            int q = Integer.parseInt(t[0]);
            int r = Integer.parseInt(t[1]);
            if (onExit(q, r)) {
                TreeSet<String> n = new TreeSet<>(pieces);
                n.remove(p);
                out.add(n);
            }
            for (int[] s : STEPS) {
                int q1 = q + s[0];
                int r1 = r + s[1];
                if (!onBoard(q1, r1)) continue;
                String adj = hex(q1, r1);
                boolean full = pieces.contains(adj) || blocks.contains(adj);
                String target = adj;
                if (full) {
                    int q2 = q1 + s[0];
                    int r2 = r1 + s[1];
                    target = hex(q2, r2);
                    if (!onBoard(q2, r2) || pieces.contains(target) || blocks.contains(target)) continue;
                }
                TreeSet<String> n = new TreeSet<>(pieces);
                n.remove(p);
                n.add(target);
                out.add(n);
            }
        }
        return out;
    }

    /** Optimal number of actions, or -1 when no plan exists. */
    int solve(TreeSet<String> start) {
        return distances(start).getOrDefault(new TreeSet<String>(), -1);
    }

    /** BFS distances from {@code start} to every reachable state. */
    Map<TreeSet<String>, Integer> distances(TreeSet<String> start) {
        Map<TreeSet<String>, Integer> dist = new HashMap<>();
        ArrayDeque<TreeSet<String>> queue = new ArrayDeque<>();
        dist.put(start, 0);
        queue.add(start);
        while (!queue.isEmpty()) {
            TreeSet<String> s = queue.poll();
            for (TreeSet<String> n : successors(s)) {
                if (dist.putIfAbsent(n, dist.get(s) + 1) == null) queue.add(n);
            }
        }
        return dist;
    }
}
