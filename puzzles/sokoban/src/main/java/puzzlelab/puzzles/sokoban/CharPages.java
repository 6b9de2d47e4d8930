package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * A column of chars indexed by position id, in pages of 16,384 added as ids reach them: it grows without copying itself
 * and never asks for one large array. A char[] of a hundred million ids grown by half needed 300 MB in one piece beside
 * its 200 MB, which a heap full of the tables' other arrays may no longer hold in one run of regions (docs/sokoban.md,
 * round 14, "Segmented slots").
 */
final class CharPages {
    private static final int PAGE_BITS = 14, PAGE = 1 << PAGE_BITS, IN_PAGE = PAGE - 1;
    private char[][] pages = new char[16][];
    private int count;   // pages allocated

    char get(int id) {
        return pages[id >>> PAGE_BITS][id & IN_PAGE];
    }

    /** Sets id's value, adding the pages up to id's first. */
    void set(int id, char value) {
        int p = id >>> PAGE_BITS;
        while (p >= count) {
            if (count == pages.length) pages = Arrays.copyOf(pages, count * 2);
            pages[count++] = new char[PAGE];
        }
        pages[p][id & IN_PAGE] = value;
    }

    /** The pages' bytes. */
    long bytes() {
        return (long) count * PAGE * 2;
    }
}
