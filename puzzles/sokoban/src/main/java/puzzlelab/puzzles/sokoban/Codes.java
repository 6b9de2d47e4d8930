package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * Move codes, shared by both problems so that one instance reads and writes both: 0-3 a walk step (l u r d), 4-7 a
 * step that pushes (L U R D), {@link #MACRO} + box square * 4 + direction a whole push of the pushes problem (the
 * player walks to the box by a shortest walk, then pushes once).
 */
final class Codes {
    static final int MACRO = 8;

    private Codes() {
    }

    static boolean isMacro(int code) {
        return code >= MACRO;
    }

    /** The steps of a sequence of pushes (box * 4 + dir) from the start, with shortest walks between them. */
    static int[] steps(SokobanBoard b, int[] pushes) {
        IntArrayList out = new IntArrayList();
        long[] boxes = b.boxes0.clone();
        int player = b.player0;
        Walk walk = new Walk(b);
        int[] buf = new int[b.n];
        for (int pu : pushes) {
            int bx = pu >>> 2, d = pu & 3;
            int from = b.nb[bx * 4 + (d ^ 2)];
            walk.from(boxes, player);
            if (from < 0 || !walk.reached(from) || !Bits.get(boxes, bx))
                throw new IllegalStateException("push " + pu + " is not possible here");
            int len = walk.path(from, buf, 0);
            for (int i = 0; i < len; i++) out.add(buf[i]);
            out.add(4 + d);
            Bits.clear(boxes, bx);
            Bits.set(boxes, b.nb[bx * 4 + d]);
            player = bx;
        }
        return out.toIntArray();
    }

    /** Expands any mix of step and macro codes into steps (the macros' walks are shortest walks). */
    static int[] toSteps(SokobanBoard b, int[] codes) {
        IntArrayList out = new IntArrayList();
        long[] boxes = b.boxes0.clone();
        int player = b.player0;
        Walk walk = new Walk(b);
        int[] buf = new int[b.n];
        for (int c : codes) {
            int d;
            if (isMacro(c)) {
                int bx = (c - MACRO) >>> 2;
                d = (c - MACRO) & 3;
                walk.from(boxes, player);
                int from = b.nb[bx * 4 + (d ^ 2)];
                if (from < 0 || !walk.reached(from)) throw new IllegalStateException("push not reachable");
                int len = walk.path(from, buf, 0);
                for (int i = 0; i < len; i++) out.add(buf[i]);
                player = from;
            } else d = c & 3;
            int t = b.nb[player * 4 + d];
            if (t < 0) throw new IllegalStateException("walk into a wall");
            if (Bits.get(boxes, t)) {
                int u = b.nb[t * 4 + d];
                Bits.clear(boxes, t);
                Bits.set(boxes, u);
                out.add(4 + d);
            } else out.add(d);
            player = t;
        }
        return out.toIntArray();
    }

    /** The pushes (box square * 4 + direction) of any mix of step and macro codes, in order. */
    static int[] pushes(SokobanBoard b, int[] codes) {
        IntArrayList out = new IntArrayList();
        int player = b.player0;
        for (int st : toSteps(b, codes)) {
            int t = b.nb[player * 4 + (st & 3)];
            if (st >= 4) out.add(t * 4 + (st & 3));
            player = t;
        }
        return out.toIntArray();
    }

    /** LURD text of step codes. */
    static String lurd(int[] steps) {
        StringBuilder sb = new StringBuilder(steps.length);
        for (int s : steps) sb.append(s >= 4 ? SokobanBoard.PUSH.charAt(s & 3) : SokobanBoard.WALK.charAt(s));
        return sb.toString();
    }

    /** The position (boxes, then the player's square) after the codes from the start. */
    static long[] after(SokobanBoard b, int[] codes) {
        long[] boxes = b.boxes0.clone();
        int player = b.player0;
        for (int st : toSteps(b, codes)) {
            int t = b.nb[player * 4 + (st & 3)];
            if (st >= 4) {
                Bits.clear(boxes, t);
                Bits.set(boxes, b.nb[t * 4 + (st & 3)]);
            }
            player = t;
        }
        return b.state(boxes, player, false);
    }
}
