package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * A quick "cannot match" test before a rule scans the grid: a rule needs every object and movement its cells ask for
 * to be somewhere in the level. Games expand a written rule into many (four directions, each property's objects), and
 * most need an object or a movement the level does not hold at that moment; the scan of every cell for each was
 * most of a turn's time. The level-wide unions are a superset kept by the session's {@link Matcher}.
 *
 * <p>The same test per rule row and grid line: all cells of a rule row lie on one grid row (RIGHT) or column (DOWN),
 * so that line's union must hold what the row's cells ask for, or the line is not scanned.
 */
final class RuleFilter {
    final long[] objs;               // objects some cell must hold
    final long[] movs;               // movements some cell must hold
    final long[][] anyOf;            // for each such list: one of them must be somewhere
    final long[][] rowObjs, rowMovs;   // per rule row: what its cells ask for together (Matcher tests one-long ones inline)
    final long[][][] rowAnyOf;
    final long[] anyOf1;             // one-long games: anyOf and rowAnyOf as flat arrays (no array per list to load)
    final long[][] rowAnyOf1;

    RuleFilter(Rule r, int s, int m) {
        objs = new long[s];
        movs = new long[m];
        List<long[]> any = new ArrayList<>();
        int rows = r.rows.length;
        rowObjs = new long[rows][s];
        rowMovs = new long[rows][m];
        rowAnyOf = new long[rows][][];
        for (int j = 0; j < rows; j++) {
            List<long[]> rowAny = new ArrayList<>();
            for (Rule.Cell[] seg : r.rows[j].segments)
                for (Rule.Cell c : seg) {
                    for (int k = 0; k < s; k++) rowObjs[j][k] |= c.present[k];
                    for (int k = 0; k < m; k++) rowMovs[j][k] |= c.movPresent[k];
                    for (long[] a : c.anyOf) rowAny.add(a);
                }
            for (int k = 0; k < s; k++) objs[k] |= rowObjs[j][k];
            for (int k = 0; k < m; k++) movs[k] |= rowMovs[j][k];
            any.addAll(rowAny);
            rowAnyOf[j] = rowAny.toArray(new long[0][]);
        }
        anyOf = any.toArray(new long[0][]);
        anyOf1 = s == 1 ? firstWords(anyOf) : null;
        rowAnyOf1 = new long[rows][];
        if (s == 1) for (int j = 0; j < rows; j++) rowAnyOf1[j] = firstWords(rowAnyOf[j]);
    }

    private static long[] firstWords(long[][] lists) {
        long[] out = new long[lists.length];
        for (int i = 0; i < lists.length; i++) out[i] = lists[i][0];
        return out;
    }

    /** False when rule row j cannot match on a grid line whose cells together hold lineObjs[objOff..] and
     *  lineMovs[movOff..]. */
    boolean lineMayMatch(int j, long[] lineObjs, int objOff, long[] lineMovs, int movOff) {
        long[] o = rowObjs[j], mv = rowMovs[j];
        for (int k = 0; k < o.length; k++) if ((lineObjs[objOff + k] & o[k]) != o[k]) return false;
        for (int k = 0; k < mv.length; k++) if ((lineMovs[movOff + k] & mv[k]) != mv[k]) return false;
        outer:
        for (long[] a : rowAnyOf[j]) {
            for (int k = 0; k < a.length; k++) if ((lineObjs[objOff + k] & a[k]) != 0) continue outer;
            return false;
        }
        return true;
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
