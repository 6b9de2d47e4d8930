package puzzlelab.puzzles.sokoban;

/**
 * The ring of eight squares around a square c (side 0, the corner after it, side 1, ... as bits 0-7 of a mask): whether
 * c's free sides lie in one run of free ring squares, so that filling c leaves c's region connected (a way through c
 * goes round it instead). Used by {@link Regions#countAfterMove} and {@link ChildRegion} to read a child's regions off
 * its parent's; one table of the 256 rings, filled once.
 */
final class Ring {
    private static final boolean[] JOINS = new boolean[256];

    static {
        for (int ring = 0; ring < 256; ring++) JOINS[ring] = countJoins(ring);
    }

    private Ring() {}

    /** @param ring bit 2d: side d of c free; bit 2d + 1: the corner between sides d and d + 1 free */
    static boolean joins(int ring) {
        return JOINS[ring];
    }

    private static boolean countJoins(int ring) {
        if (Integer.bitCount(ring & 0x55) <= 1 || ring == 0xff) return true;
        int start = Integer.numberOfTrailingZeros(~ring);   // a blocked ring square: runs are counted round from it
        int runsWithSide = 0;
        boolean inRun = false, runHasSide = false;
        for (int k = 1; k <= 8; k++) {
            int i = (start + k) & 7;
            if ((ring >>> i & 1) != 0) {
                if (!inRun) { inRun = true; runHasSide = false; }
                if ((i & 1) == 0) runHasSide = true;
            } else if (inRun) {   // the last square (start) is blocked, so every run ends here
                inRun = false;
                if (runHasSide) runsWithSide++;
            }
        }
        return runsWithSide <= 1;
    }
}
