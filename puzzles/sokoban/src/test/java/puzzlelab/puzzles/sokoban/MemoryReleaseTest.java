package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.engine.StopReason;
import puzzlelab.puzzles.input.InputException;

/**
 * Round 18: {@code sokoban-find} under a memory bound releases the finder with the most bytes and runs on to its own
 * limit, instead of ending on the memory stop ({@link MemoryRelease}, {@link FinderTurns#releasing}).
 */
class MemoryReleaseTest {
    private final SokobanType type = new SokobanType();

    private SokobanInstance level(String id) throws InputException {
        return (SokobanInstance) type.readId("sokoban:" + id);
    }

    @Test
    void underASmallBoundThePullsAndTheAimedSearchGoAndTheRunEndsByItsNodeLimit() throws InputException {
        // XSokoban 89: the plain pulls hold about half the tables' bytes from the first seconds (docs/sokoban.md,
        // round 18), so they go first, and the aimed search (aimed at their positions) with them
        FinderTurns f = FinderTurns.all(level("xsokoban-89").board, "find", true).releasing(new MemoryRelease(8L << 20));
        Result r = SearchRunner.run(f, new Limits(0, 300_000, 0));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(f.released(2)).isTrue();   // the pulls
        assertThat(f.released(5)).isTrue();   // the aimed search
        assertThat(f.released(0)).isFalse();  // the box moves never go
        assertThat(f.finder(2)).isInstanceOf(Released.class);
        assertThat(f.finder(2).bytes()).isZero();
        assertThat(f.message()).contains("pulls released when the tables held");
        assertThat(f.message()).contains("aimed search released with the pulls");
        // the pulls went first, as the biggest table: every release names the tables' bytes then, above the bound
        assertThat(f.message().indexOf("pulls released")).isLessThan(f.message().indexOf("aimed search released"));
    }

    @Test
    void farBelowTheBoundTheSearchIsTheOneWithoutARelease() throws InputException {
        // a 60 s run holds about 1 GB at most, below half of any heap the bench runs with: the same work, turn for turn
        SokobanBoard b = level("xsokoban-44").board;
        FinderTurns with = FinderTurns.all(b, "find", true).releasing(new MemoryRelease(1L << 40)),
                without = FinderTurns.all(b, "find", true).releasing(null);
        for (int i = 0; i < 3_000; i++) {
            assertThat(with.step(64)).isEqualTo(without.step(64));
            assertThat(with.work()).isEqualTo(without.work());
        }
        assertThat(with.stats().stored).isEqualTo(without.stats().stored);
        for (int i = 0; i < 8; i++) assertThat(with.released(i)).isFalse();
    }

    @Test
    void anOutOfMemoryErrorInAFindersTurnReleasesItAndTheRunGoesOn() throws InputException {
        SokobanBoard b = level("xsokoban-1").board;
        FinderTurns f = new FinderTurns("find", new Search[] {FinderTurns.boxMoves(b, "find", true, SetUp.NEVER),
                new Hungry()}, new String[] {"box moves", "hungry"}, new int[] {1, 0}, null, 0)
                .releasing(new MemoryRelease(1L << 40));
        Status s;
        int steps = 0;
        do s = f.step(64); while (s == Status.RUNNING && ++steps < 100_000);
        assertThat(s).isEqualTo(Status.SOLVED);   // the box moves solve XSokoban 1 on their own
        assertThat(f.released(1)).isTrue();
        assertThat(f.message()).contains("hungry released: out of memory in its turn");
        // without the policy the error ends the run, as before round 18 (SearchRunner's memory stop)
        FinderTurns plain = new FinderTurns("find", new Search[] {FinderTurns.boxMoves(b, "find", true, SetUp.NEVER),
                new Hungry()}, new String[] {"box moves", "hungry"}, new int[] {1, 0}, null, 0);
        assertThatThrownBy(() -> plain.step(64)).isInstanceOf(OutOfMemoryError.class);
    }

    @Test
    void theFinderWithTheMostBytesIsPickedAmongThoseThatMayGo() {
        Search[] finders = {new Sized(50), new Sized(300), new Sized(200), new Sized(300)};
        assertThat(MemoryRelease.pick(finders, new boolean[] {true, true, true, true})).isEqualTo(1);
        assertThat(MemoryRelease.pick(finders, new boolean[] {true, false, true, true})).isEqualTo(3);
        assertThat(MemoryRelease.pick(finders, new boolean[] {true, false, true, false})).isEqualTo(2);
        assertThat(MemoryRelease.pick(finders, new boolean[4])).isEqualTo(-1);
        assertThat(new MemoryRelease(100).over(101)).isTrue();
        assertThat(new MemoryRelease(100).over(100)).isFalse();
        assertThat(MemoryRelease.ofHeap().bound()).isEqualTo((long) (Runtime.getRuntime().maxMemory() * 0.5));
    }

    @Test
    void theHfSearchGoesOnPastItsCapInARunLongerThanAMinute() throws InputException {
        SokobanBoard b = level("xsokoban-85").board;
        FinderTurns f = FinderTurns.all(b, "find", true);
        HfSearch hf = (HfSearch) f.finder(7);
        assertThat(hf.goesOnPastCap()).isFalse();   // before the runner tells the limits: the minute's search
        f.limits(new Limits(0, 0, 0, 600_000));       // 10 min of CPU
        assertThat(hf.goesOnPastCap()).isTrue();
        f.limits(new Limits(60_000, 0, 0));           // the headline's minute of wall time
        assertThat(hf.goesOnPastCap()).isFalse();
        f.limits(new Limits(0, 0, 0, 60_001));
        assertThat(hf.goesOnPastCap()).isTrue();
        f.limits(new Limits(0, 100_000, 0));          // a node limit only (the pinned tests): the minute's search
        assertThat(hf.goesOnPastCap()).isFalse();
        assertThat(FinderTurns.longRun(new Limits(10_000, 0, 0))).isFalse();   // Microban's 10 s
        assertThat(hf.cap()).isEqualTo(HfSearch.CAP);  // the cap itself never follows the limits (round 19)
    }

    @Test
    void theRunnerTellsTheLimitsToSokobanFindBuiltInItsFirstStep() throws InputException {
        SokobanBoard b = level("xsokoban-85").board;
        FinderTurns[] built = new FinderTurns[1];
        Search find = new SetUpInStep("find", true, up -> built[0] = FinderTurns.all(b, "find", true, up));
        Result r = SearchRunner.run(find, new Limits(0, 1, 0, 600_000));
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(((HfSearch) built[0].finder(7)).goesOnPastCap()).isTrue();
        SearchRunner.run(find = new SetUpInStep("find", true, up -> built[0] = FinderTurns.all(b, "find", true, up)),
                new Limits(0, 1, 0, 60_000));
        assertThat(((HfSearch) built[0].finder(7)).goesOnPastCap()).isFalse();
    }

    /** A finder whose every step runs out of memory (as a table's doubling does on a full heap). */
    private static final class Hungry extends Search implements Clocked {
        @Override public String name() { return "hungry"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return 1 << 20; }
        @Override public long work() { return 0; }

        @Override
        public Status step(int budget) {
            throw new OutOfMemoryError("test");
        }
    }

    private static final class Sized extends Search implements Clocked {
        private final long bytes;

        Sized(long bytes) {
            this.bytes = bytes;
        }

        @Override public String name() { return "sized"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return bytes; }
        @Override public long work() { return 0; }
        @Override public Status step(int budget) { return Status.RUNNING; }
    }
}
