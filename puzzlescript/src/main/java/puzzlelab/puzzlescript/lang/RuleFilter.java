package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * A quick "cannot match" test before a rule scans the grid: a rule needs every object and movement its cells ask for
 * to be somewhere in the level. Games expand a written rule into many (four directions, each property's objects), and
 * most need an object or a movement the level does not hold at that moment; the scan of every cell for each was
 * most of a turn's time. The level-wide unions are a superset kept by the session (recomputed after a change).
 */
final class RuleFilter {
    private final long[] objs;       // objects some cell must hold
    private final long[] movs;       // movements some cell must hold
    private final long[][] anyOf;    // for each such list: one of them must be somewhere

    RuleFilter(Rule r, int s, int m) {
        objs = new long[s];
        movs = new long[m];
        List<long[]> any = new ArrayList<>();
        for (Rule.Row row : r.rows)
            for (Rule.Cell[] seg : row.segments)
                for (Rule.Cell c : seg) {
                    for (int k = 0; k < s; k++) objs[k] |= c.present[k];
                    for (int k = 0; k < m; k++) movs[k] |= c.movPresent[k];
                    for (long[] a : c.anyOf) any.add(a);
                }
        anyOf = any.toArray(new long[0][]);
    }

    /** False when the rule cannot match a level whose cells together hold {@code unionObjs} and {@code unionMovs}. */
    boolean mayMatch(long[] unionObjs, long[] unionMovs) {
        for (int k = 0; k < objs.length; k++) if ((unionObjs[k] & objs[k]) != objs[k]) return false;
        for (int k = 0; k < movs.length; k++) if ((unionMovs[k] & movs[k]) != movs[k]) return false;
        outer:
        for (long[] a : anyOf) {
            for (int k = 0; k < a.length; k++) if ((unionObjs[k] & a[k]) != 0) continue outer;
            return false;
        }
        return true;
    }
}
