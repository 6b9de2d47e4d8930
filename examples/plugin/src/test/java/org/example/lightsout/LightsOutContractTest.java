package org.example.lightsout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleTypeContract;

/** The plugin's own tests: the API's checklist (IDs, moves, heuristics, generated files), then its file format. */
class LightsOutContractTest {
    @Test
    void keepsThePuzzleContract() {
        PuzzleTypeContract.verify(new LightsOutType(), "lightsout:01000/11100/01000/00000/00000", "lightsout:11/10",
                "lightsout:010/111/010");
    }

    @Test
    void aFileOfDotsAndStarsReadsAndAHashLineIsAComment() {
        Instance inst = new LightsOutType().read("t.txt", "lightsout\n# a comment\n.*.\n***\n.*.\n");
        Instance same = new LightsOutType().readId("lightsout:010/111/010");
        long[] a = new long[1], b = new long[1];
        inst.problem(null).initial(a);
        same.problem(null).initial(b);
        assertEquals(b[0], a[0]);
        assertEquals(".*.\n***\n.*.\n", inst.render(a));
    }
}
