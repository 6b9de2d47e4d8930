package puzzlelab.puzzles.zhed;

import java.util.List;
import puzzlelab.engine.Heuristic;

/**
 * The heuristics of the IART student report (Brandão, Moás, Pinheiro), for greedy and A*, plus the admissible
 * "gap" bound. The report's heuristics are ordering heuristics only: none is admissible, so A* with them does not
 * prove anything. They are scaled to integers:
 * <ul>
 *   <li><b>h1</b>: the smallest "Zhed distance" between an unused tile and a goal on its row or column:
 *       distance − filled cells between them − value (filled cells include unused tiles, which a move skips
 *       too); ≤ 0 means the tile reaches the goal now, so h1 = max(0, that); width + height when no tile is
 *       aligned with a goal.</li>
 *   <li><b>h2</b> = (1 − reached goals) / (tiles aligned with a goal), ×100: 0 when won; 200 when no unused tile
 *       is aligned.</li>
 *   <li><b>h3</b> = (1 − reached goals) / (sum of the maximum reach of the unused tiles), ×100: a tile's maximum
 *       reach is the farthest distance its expansion would get, over the four directions; 200 when nothing can
 *       move.</li>
 *   <li><b>hx</b> = h1 + h2 + h3, the report's "combination".</li>
 * </ul>
 */
final class ReportHeuristics {
    private ReportHeuristics() {
    }

    static List<Heuristic> all(Level lv) {
        return List.of(
                Heuristic.of("gap", true, false, s -> ZhedRules.won(lv, s) ? 0 : Math.min(GapBound.of(lv, s), 1000)),
                Heuristic.of("h1", false, false, s -> h1(lv, s)),
                Heuristic.of("h2", false, false, s -> h2(lv, s)),
                Heuristic.of("h3", false, false, s -> h3(lv, s)),
                Heuristic.of("hx", false, false, s -> h1(lv, s) + h2(lv, s) + h3(lv, s)));
    }

    static int h1(Level lv, long[] s) {
        if (ZhedRules.won(lv, s)) return 0;
        long unused = ~s[0] & lv.allTiles();
        int best = Integer.MAX_VALUE;
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            for (long a = (lv.rowTiles(lv.y(g)) | lv.colTiles(lv.x(g))) & unused; a != 0; a &= a - 1) {
                int t = Long.numberOfTrailingZeros(a);
                int c = lv.tileCell(t);
                boolean row = lv.y(c) == lv.y(g);
                int dist = row ? Math.abs(lv.x(g) - lv.x(c)) : Math.abs(lv.y(g) - lv.y(c));
                int step = row ? Integer.signum(lv.x(g) - lv.x(c)) : Integer.signum(lv.y(g) - lv.y(c)) * lv.width;
                int filled = 0;
                for (int x = c + step; x != g; x += step) if (ZhedRules.filled(s, x)) filled++;
                best = Math.min(best, dist - filled - lv.tileValue(t));
            }
        }
        return best == Integer.MAX_VALUE ? lv.width + lv.height : Math.max(0, best);
    }

    static int h2(Level lv, long[] s) {
        if (ZhedRules.won(lv, s)) return 0;
        long unused = ~s[0] & lv.allTiles();
        long aligned = 0;
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            aligned |= (lv.rowTiles(lv.y(g)) | lv.colTiles(lv.x(g))) & unused;
        }
        int k = Long.bitCount(aligned);
        return k == 0 ? 200 : 100 / k;
    }

    static int h3(Level lv, long[] s) {
        if (ZhedRules.won(lv, s)) return 0;
        int sum = 0;
        for (long u = ~s[0] & lv.allTiles(); u != 0; u &= u - 1) sum += maxReach(lv, s, Long.numberOfTrailingZeros(u));
        return sum == 0 ? 200 : (100 + sum - 1) / sum;
    }

    /** The farthest distance tile t's expansion would get from the state, over the four directions. */
    static int maxReach(Level lv, long[] s, int t) {
        int best = 0;
        for (int d = 0; d < 4; d++) {
            int[] ray = lv.ray(Level.move(t, d));
            int left = lv.tileValue(t);
            for (int i = 0; i < ray.length && left > 0; i++) {
                if (ZhedRules.filled(s, ray[i])) continue;
                left--;
                best = Math.max(best, i + 1);
            }
        }
        return best;
    }
}
