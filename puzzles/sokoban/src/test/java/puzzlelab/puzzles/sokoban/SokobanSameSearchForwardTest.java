package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The forward finders alone (as sokoban-find builds them), to 40 M work each on levels of 20 and 16 boxes: counts
 * recorded in round 9, when the learned patterns (clusters over corners, searched until exhausted) and the strict corral
 * test came into all three and the opener took the plan's way in; recorded again in round 10, when the patterns came
 * to try the smallest clusters around the move first (round 9: 42 box 45751660, 658, 4183, 3098; push 40485984, 1588,
 * 1218, 582; open 40315190, 1051, 5482, 2159; 44 box 40025300, 20236, 36462, 14437; push 40015247, 47432, 35759, 15891;
 * open 40121213, 15046, 33940, 13116). Before the way in and the strict test in the box moves: 42 box 45541889, 658, 4183,
 * 3098; open 40134931, 2490, 7557, 4230; 44 box 40001977, 21245, 41733, 16463; open 40340279, 13669, 33934, 13852.
 * Before the patterns, with main at e129ad6: 42 box 40086748, 2851, 15895, 8675; push 40007201, 5263, 4192, 2059; open
 * 40010185, 4574, 13833, 7382; 44 box 40041716, 25935, 56901, 21108; push 40011198, 54728, 40583, 18344; open 40088773,
 * 16974, 46466, 15226. A change that alters which positions are taken, or the work counted, fails here; that the pulls
 * and the turns stay the same is {@link SokobanSameSearchTest}'s.
 */
class SokobanSameSearchForwardTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    @CsvSource({
            "xsokoban-42, box, 48471183, 658, 4439, 3088",
            "xsokoban-42, push, 40078704, 1381, 1057, 488",
            "xsokoban-42, open, 40027772, 946, 5245, 2005",
            "xsokoban-44, box, 40033357, 19783, 35274, 14254",
            "xsokoban-44, push, 40011512, 47320, 35678, 15635",
            "xsokoban-44, open, 40016209, 14753, 33342, 12785"})
    void theForwardFindersTakeTheSamePositionsForTheSameWork(String level, String finder, long work, long expanded,
            long generated, long stored) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        Fess f = FinderTurns.forward(b, finder, true, SetUp.NEVER)[switch (finder) {
            case "box" -> 0;
            case "push" -> 1;
            default -> 2;
        }];
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && f.work() < 40_000_000L) s = f.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        long[] got = {f.work(), f.stats().expanded, f.stats().generated, f.stats().stored};
        assertThat(got).containsExactly(work, expanded, generated, stored);
    }
}
