package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;

/** The machinery under the solvers: packed keys, incremental decoding, bidirectional windows, bounds, generator. */
class RushHourSearchTest {

    /** Random legal moves from the start, checked against a plain grid; returns the positions visited. */
    private static List<int[]> walk(RushInstance inst, long seed, int length) {
        Packed pk = inst.packed;
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] pos = inst.board.start.clone();
        List<int[]> out = new ArrayList<>();
        out.add(pos.clone());
        for (int i = 0; i < length; i++) {
            int[] grid = inst.board.grid(pos);
            List<int[]> legal = new ArrayList<>();
            for (int v : pk.movable) {
                for (int sign : new int[] {-1, 1}) {
                    for (int d = 1; ; d++) {
                        int q = sign < 0 ? pos[v] - d : pos[v] + pk.length[v] - 1 + d;
                        if (q < 0 || q >= pk.n) break;
                        int cell = pk.horizontal[v] ? pk.lane[v] * pk.n + q : q * pk.n + pk.lane[v];
                        if (grid[cell] != -1) break;
                        legal.add(new int[] {v, sign * d});
                    }
                }
            }
            int[] m = legal.get(rnd.nextInt(legal.size()));
            pos[m[0]] += m[1];
            out.add(pos.clone());
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"rushhour:uva-4", "rushhour:uva-6", "rushhour:uva-7", "rushhour:card-40",
        "rushhour:IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"})
    void keysDecodeToTheirPositionsAndMovesAddOneField(String id) throws Exception {
        RushInstance inst = TestData.id(id);
        Packed pk = inst.packed;
        List<int[]> states = walk(inst, 1, 3000);
        long[] key = new long[pk.words];
        long[] prev = new long[pk.words];
        long[] viaMove = new long[pk.words];
        int[] back = new int[pk.count];
        for (int i = 0; i < states.size(); i++) {
            pk.encode(states.get(i), key);
            pk.decode(key, back);
            assertThat(back).isEqualTo(states.get(i));
            if (i > 0) {
                int v = -1;
                for (int u = 0; u < pk.count; u++) if (states.get(i)[u] != states.get(i - 1)[u]) v = u;
                pk.moveKey(prev, v, states.get(i)[v] - states.get(i - 1)[v], viaMove);
                assertThat(viaMove).isEqualTo(key);
            }
            System.arraycopy(key, 0, prev, 0, pk.words);
        }
        assertThat(pk.words).isEqualTo(id.equals("rushhour:uva-7") ? 2 : 1);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"rushhour:uva-5", "rushhour:card-33"})
    void incrementalDecodingMatchesAFreshDecode(String id) throws Exception {
        RushInstance inst = TestData.id(id);
        Packed pk = inst.packed;
        Mobility mob = new Mobility(pk);
        List<int[]> states = walk(inst, 2, 2000);
        long[] key = new long[1];
        pk.encode(states.get(0), key);
        mob.reset(key[0]);
        int[] rows = new int[pk.n];
        int[] cols = new int[pk.n];
        SplittableRandom rnd = new SplittableRandom(5);
        for (int i = 0; i < 3000; i++) {
            int[] s = states.get(rnd.nextInt(states.size()));   // jumps, not only single moves
            pk.encode(s, key);
            mob.moveTo(key[0]);
            pk.occupancy(s, rows, cols);
            assertThat(mob.pos).isEqualTo(s);
            assertThat(mob.rows).isEqualTo(rows);
            assertThat(mob.cols).isEqualTo(cols);
            for (int k = 0; k < pk.movable.length; k++) {
                int v = pk.movable[k];
                assertThat(mob.back[k]).isEqualTo(pk.behind(v, s[v], rows, cols));
                assertThat(mob.ahead[k]).isEqualTo(pk.ahead(v, s[v], rows, cols));
                assertThat((mob.mobile >>> k & 1) == 1).isEqualTo(mob.back[k] + mob.ahead[k] > 0);
            }
        }
    }

    @Test
    void bidirectionalWindowsAreShortest() throws Exception {
        RushInstance inst = TestData.id("rushhour:card-40");
        Packed pk = inst.packed;
        List<int[]> states = walk(inst, 3, 200);
        long[] a = new long[1];
        long[] b = new long[1];
        for (int t = 0; t < 20; t++) {
            pk.encode(states.get(0), a);
            pk.encode(states.get(10 * t), b);
            int[] path = new PairBfs(pk, 1_000_000).path(a, b);
            // reference: plain BFS distance from a to b over all moves
            assertThat(path.length).isEqualTo(distance(pk, a[0], b[0]));
            int[] pos = states.get(0).clone();
            for (int m : path) pos[Packed.vehicle(m)] += Packed.distance(m);
            assertThat(pos).isEqualTo(states.get(10 * t));
        }
    }

    private static int distance(Packed pk, long from, long to) {
        RushProblem p = new RushProblem(pk, false, MoveRules.ALL);
        java.util.Map<Long, Integer> d = new java.util.HashMap<>();
        java.util.ArrayDeque<Long> q = new java.util.ArrayDeque<>();
        d.put(from, 0);
        q.add(from);
        long[] buf = new long[1];
        while (!q.isEmpty()) {
            long s = q.poll();
            if (s == to) return d.get(s);
            p.expand(new long[] {s}, new puzzlelab.engine.Successors() {
                public long[] child() { return buf; }
                public void emit(int move, int cost) {
                    if (d.putIfAbsent(buf[0], d.get(s) + 1) == null) q.add(buf[0]);
                }
            });
        }
        return -1;
    }

    @Test
    void admissibleBoundsNeverExceedTheOptimum() throws Exception {
        for (String[] t : TestData.rows("classic40_optimal.txt")) {
            RushInstance inst = TestData.id("rushhour:card-" + Integer.parseInt(t[0]));
            long[] s = RushHourFormatsTest.key(inst);
            for (boolean steps : new boolean[] {false, true}) {
                int opt = Integer.parseInt(steps ? t[2] : t[1]);
                for (Heuristic h : inst.heuristics(steps ? "steps" : "moves")) {
                    if (h.admissible()) assertThat(h.estimate(s)).as(h.name()).isLessThanOrEqualTo(opt);
                }
            }
        }
        // along an optimal path every state's bound stays within its remaining distance
        RushInstance b4 = TestData.id("rushhour:uva-4");
        PackedBfs bfs = new PackedBfs(b4.packed, false);
        while (bfs.step(1 << 16) == Status.RUNNING) { }
        List<long[]> path = Replay.states(b4.problem(null), bfs.best().moves());
        Heuristic must = RushBounds.mustMove(b4.packed, false);
        for (int i = 0; i < path.size(); i++) assertThat(must.estimate(path.get(i))).isLessThanOrEqualTo(path.size() - 1 - i);
    }

    @Test
    void mustMoveIsAtLeastBlockers() throws Exception {
        RushInstance inst = TestData.id("rushhour:card-40");
        Heuristic must = RushBounds.mustMove(inst.packed, false);
        Heuristic blockers = RushBounds.blockers(inst.packed, false);
        for (int[] s : walk(inst, 9, 500)) {
            long[] k = new long[1];
            inst.packed.encode(s, k);
            assertThat(must.estimate(k)).isGreaterThanOrEqualTo(blockers.estimate(k));
        }
    }

    @Test
    void unsolvableBoardsAreRecognisedBeforeSearch() throws Exception {
        // a horizontal car right of the red car in its row can never leave the row
        RushInstance stuck = TestData.id("rushhour:ooooooooooooAAoBBooooooooooooooooooo");
        assertThat(stuck.unsolvableReason()).contains("can never reach the exit");
        // a closed board: the red car is walled in
        RushInstance walled = TestData.id("rushhour:ooooooooooooAAxooooooooooooooooooooo");
        assertThat(walled.unsolvableReason()).isNotNull();
        // no static reason, but exhaustive search (124 reachable states) proves it
        RushInstance locked = TestData.id("rushhour:oEEEoooooooFAACooFooCooFoooooDoooooD");
        assertThat(locked.unsolvableReason()).isNull();
        PackedBfs bfs = new PackedBfs(locked.packed, false);
        Status st;
        while ((st = bfs.step(4096)) == Status.RUNNING) { }
        assertThat(st).isEqualTo(Status.UNSOLVABLE);
        assertThat(bfs.stats().stored).isEqualTo(124);
    }

    @Test
    void sinkMergesCommutingMovesOfOneVehicle() throws Exception {
        RushInstance inst = TestData.id("rushhour:card-40");
        List<int[]> states = walk(inst, 4, 4000);
        int[] moves = new int[states.size() - 1];
        for (int i = 1; i < states.size(); i++) {
            for (int v = 0; v < inst.packed.count; v++) {
                int d = states.get(i)[v] - states.get(i - 1)[v];
                if (d != 0) moves[i - 1] = Packed.code(v, d);
            }
        }
        int[] shorter = Paths.sink(inst.packed, inst.board.start, moves);
        assertThat(shorter.length).isLessThan(moves.length / 2);
        int[] end = inst.board.start.clone();
        for (int m : shorter) end[Packed.vehicle(m)] += Packed.distance(m);
        assertThat(end).isEqualTo(states.get(states.size() - 1));
        assertThat(Replay.states(inst.problem(null), shorter)).hasSize(shorter.length + 1);
    }

    @Test
    void generatedBoardsHaveTheirStatedOptimum() throws Exception {
        RushAnnealer g = new RushAnnealer(6, 1, 42);
        List<RushAnnealer.Puzzle> out = new ArrayList<>();
        int found = g.run(18, 2, 60_000, out::add);
        assertThat(found).isEqualTo(2);
        for (RushAnnealer.Puzzle p : out) {
            String s = FoglemanText.write(p.board(), p.board().start);
            assertThat(s).hasSize(36).contains("A").contains("x");
            RushInstance inst = TestData.id("rushhour:" + s);
            PackedBfs bfs = new PackedBfs(inst.packed, false);
            while (bfs.step(1 << 16) == Status.RUNNING) { }
            assertThat(bfs.best().length()).isEqualTo(p.moves()).isGreaterThanOrEqualTo(18);
            long[] k = RushHourFormatsTest.key(inst);
            assertThat(Cluster.explore(inst.packed, k, 1_000_000).size()).isEqualTo(p.cluster());
        }
        assertThat(FoglemanText.write(out.get(0).board(), out.get(0).board().start))
                .isNotEqualTo(FoglemanText.write(out.get(1).board(), out.get(1).board().start));
    }

    @Test
    void generatorReturnsDatabaseLinesOrCsvWithIds() throws Exception {
        var r = puzzlelab.puzzles.DeclaredRun.generate(new RushHourGenerate(), "--size", "6", "--min-moves", "12", "--seed", "5", "--count", "2");
        assertThat(r.exit()).isZero();
        List<puzzlelab.puzzles.Instance> all = TestData.TYPE.readAll("gen.txt", r.out());
        assertThat(all).hasSize(2);
        for (var inst : all) assertThat(((RushInstance) inst).statedMoves).isGreaterThanOrEqualTo(12);
        for (var b : r.generated().boards()) {
            RushInstance byId = (RushInstance) TestData.TYPE.readId(b.id());
            assertThat(b.text()).contains(b.id().substring("rushhour:".length()));
            assertThat(b.description()).startsWith(b.text().substring(0, 2).replaceFirst("^0", "") + " moves (optimal");
            assertThat(byId.board.n).isEqualTo(6);
        }
        var csv = puzzlelab.puzzles.DeclaredRun.generate(new RushHourGenerate(), "--min-moves", "10", "--seed", "5", "--format", "csv");
        assertThat(csv.exit()).isZero();
        RushInstance u = TestData.read("Rushhour6x6_gen.csv", csv.out());
        assertThat(u.board.vehicles[u.board.red].name()).isEqualTo("X");
        assertThat(Arrays.stream(u.board.vehicles).map(Vehicle::name)).doesNotHaveDuplicates();
        assertThat(csv.generated().boards().get(0).fileName()).matches("rushhour_6x6_001_\\d+moves\\.csv");
    }

    @Test
    void afterRestatesAPositionWithTheSameMoveCodes() throws Exception {
        RushInstance card = (RushInstance) new RushHourType().readId("rushhour:card-40");
        PackedBfs full = new PackedBfs(card.packed, false);
        while (full.step(1 << 14) == Status.RUNNING) { }
        int[] plan = full.best().moves();
        assertThat(plan).hasSize(51);
        for (int k : new int[] {1, 10, 30, 50}) {
            int[] prefix = Arrays.copyOf(plan, k);
            RushInstance here = (RushInstance) card.after(prefix);
            PackedBfs rest = new PackedBfs(here.packed, false);
            while (rest.step(1 << 14) == Status.RUNNING) { }
            assertThat(rest.best().length()).as("after %d moves", k).isEqualTo(51 - k);
            int[] whole = Arrays.copyOf(prefix, 51);
            System.arraycopy(rest.best().moves(), 0, whole, k, 51 - k);
            assertThat(Replay.solves(card.problem("moves"), whole)).isTrue();
            assertThat(card.moveText(rest.best().moves()[0])).isEqualTo(here.moveText(rest.best().moves()[0]));
        }
    }
}
