package puzzlelab.puzzles.chexers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Solver;

/** The exact rules on hand-made positions, and the whole package against an independent naive solver. */
class ChexersRulesTest {
    private final ChexersType type = new ChexersType();

    private ChexersInstance board(String json) throws InputException {
        return (ChexersInstance) type.read("test.json", json);
    }

    private static Set<String> actions(ChexersInstance inst, long[] state) {
        Set<String> out = new HashSet<>();
        Problem p = inst.problem(null);
        p.expand(state, new Successors() {
            final long[] c = new long[p.words()];
            public long[] child() { return c; }
            public void emit(int move, int cost) {
                assertThat(cost).isEqualTo(1);
                out.add(inst.moveText(move));
            }
        });
        return out;
    }

    private static long[] initial(ChexersInstance inst) {
        long[] s = new long[inst.problem(null).words()];
        inst.problem(null).initial(s);
        return s;
    }

    @Test
    void movesJumpsOverPiecesAndBlocksAndNeverOffTheBoardOrOntoAnything() throws Exception {
        // piece A (0,0): block east (1,0), own piece south-east (0,1); beyond (0,1) is (0,2), a block.
        // piece B (0,1): may jump over A to (0,-1) and over (0,2) to (0,3). Block (-1,0) west of A, (-2,0) empty.
        ChexersInstance inst = board("{\"colour\": \"red\", \"pieces\": [[0,0],[0,1]], \"blocks\": [[1,0],[0,2],[-1,0]]}");
        assertThat(actions(inst, initial(inst))).containsExactlyInAnyOrder(
                "JUMP from (0, 0) to (-2, 0).",            // over the block (-1,0)
                "MOVE from (0, 0) to (0, -1).",
                "MOVE from (0, 0) to (1, -1).",
                "JUMP from (0, 0) to (2, 0).",             // over the block (1,0)
                // (0,1) is our piece but (0,2) beyond is a block: no jump; (-1,1) is empty
                "MOVE from (0, 0) to (-1, 1).",
                "MOVE from (0, 1) to (-1, 1).",
                "JUMP from (0, 1) to (0, -1).",            // over our own piece, which stays
                "MOVE from (0, 1) to (1, 1).",
                "MOVE from (0, 1) to (-1, 2).",
                "JUMP from (0, 1) to (0, 3).",             // over the block (0,2), onto the board's edge
                "JUMP from (0, 1) to (2, -1).");           // over the block (1,0)
    }

    @Test
    void exitOnlyFromTheColoursEdgeAndNoJumpOffTheBoard() throws Exception {
        // red piece on exit hex (3,-1) with a block at (2,-1) west: the jump would land on (1,-1), fine;
        // piece (3,0) south: jumping over it lands on (3,1), off the board.
        ChexersInstance inst = board("{\"colour\": \"red\", \"pieces\": [[3,-1],[3,0]], \"blocks\": [[2,-1]]}");
        Set<String> a = actions(inst, initial(inst));
        assertThat(a).contains("EXIT from (3, -1).", "EXIT from (3, 0).", "JUMP from (3, -1) to (1, -1).",
                "JUMP from (3, 0) to (3, -2).");
        assertThat(a).noneMatch(s -> s.contains("(3, 1)") || s.contains("(4,"));
        ChexersInstance green = board("{\"colour\": \"green\", \"pieces\": [[3,-1],[3,0]], \"blocks\": [[2,-1]]}");
        assertThat(actions(green, initial(green))).noneMatch(s -> s.startsWith("EXIT"));
        ChexersInstance blue = board("{\"colour\": \"blue\", \"pieces\": [[-3,0],[0,-3]], \"blocks\": []}");
        assertThat(actions(blue, initial(blue))).contains("EXIT from (-3, 0).", "EXIT from (0, -3).");
    }

    @Test
    void theSpecsOutputExampleReplaysOnGNear() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:g-near");
        int[] plan = inst.parseNative("spec", """
                MOVE from (0, -1) to (0, 0).
                MOVE from (0, 0) to (0, 1).
                JUMP from (0, 1) to (-2, 3).
                EXIT from (-2, 3).
                """);
        assertThat(Replay.solves(inst.problem(null), plan)).isTrue();
        assertThat(Solver.solve(inst, Solver.Request.of(null, null)).solution().length()).isEqualTo(4);
    }

    @Test
    void indistinguishablePiecesMergeIntoOneState() throws Exception {
        ChexersInstance inst = board("{\"colour\": \"red\", \"pieces\": [[0,0],[2,0]], \"blocks\": []}");
        Problem p = inst.problem(null);
        long[] s = initial(inst);
        // the same two moves in either order give the same packed state
        long[] tmp = new long[1];
        long[] ab = new long[1];
        long[] ba = new long[1];
        assertThat(Replay.apply(p, s, inst.parseMove(s, "MOVE from (0, 0) to (1, -1)."), tmp)).isEqualTo(1);
        assertThat(Replay.apply(p, tmp, inst.parseMove(tmp, "MOVE from (2, 0) to (2, -1)."), ab)).isEqualTo(1);
        assertThat(Replay.apply(p, s, inst.parseMove(s, "MOVE from (2, 0) to (2, -1)."), tmp)).isEqualTo(1);
        assertThat(Replay.apply(p, tmp, inst.parseMove(tmp, "MOVE from (0, 0) to (1, -1)."), ba)).isEqualTo(1);
        assertThat(ab).isEqualTo(ba);
        // leapfrog: B steps to (1,0), A jumps over it to (2,0) = {(1,0),(2,0)}, the same set as A stepping to (1,0)
        long[] leapfrog = new long[1];
        assertThat(Replay.apply(p, s, inst.parseMove(s, "MOVE from (2, 0) to (1, 0)."), tmp)).isEqualTo(1);
        assertThat(Replay.apply(p, tmp, inst.parseMove(tmp, "JUMP from (0, 0) to (2, 0)."), leapfrog)).isEqualTo(1);
        long[] step = new long[1];
        assertThat(Replay.apply(p, s, inst.parseMove(s, "MOVE from (0, 0) to (1, 0)."), step)).isEqualTo(1);
        assertThat(leapfrog).isEqualTo(step);
        assertThat(Long.bitCount(step[0])).isEqualTo(2);
    }

    @Test
    void illegalActionsDoNotReplay() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:spec");
        Problem p = inst.problem(null);
        long[] s = initial(inst);
        long[] out = new long[1];
        for (String bad : List.of("MOVE from (0, 0) to (-1, 0).",   // onto a block
                "JUMP from (0, 0) to (2, 0).",                     // nothing at (1, 0) to jump over
                "EXIT from (0, 0).",                               // not an exit hex
                "MOVE from (1, 0) to (2, 0).")) {                  // no piece there
            assertThat(Replay.apply(p, s, inst.parseMove(s, bad), out)).as(bad).isEqualTo(-1);
        }
    }

    /** Random boards of radius 1-5 (radius 5 = 91 hexes, two words), 0-3 pieces: optimum equals the reference's. */
    @Test
    void randomBoardsAgreeWithTheIndependentSolver() throws Exception {
        SplittableRandom rnd = new SplittableRandom(20190317);
        int unsolvable = 0;
        int multiWord = 0;
        for (int trial = 0; trial < 100; trial++) {
            int radius = 1 + rnd.nextInt(5);
            String colour = List.of("red", "green", "blue").get(rnd.nextInt(3));
            HexGrid g = new HexGrid(radius);
            int pieces = rnd.nextInt(radius >= 4 ? 3 : 4);
            int blocks = rnd.nextInt(Math.max(1, (g.cells - pieces) * 2 / 3));
            String json = ChexersGenerate.generate(g, Colour.parse(colour), pieces, blocks, rnd.nextLong(), true);
            ChexersInstance inst = board(json);
            if (g.words > 1) multiWord++;
            TreeSet<String> start = new TreeSet<>();
            Set<String> blockSet = new HashSet<>();
            long[] s0 = initial(inst);
            for (int h = 0; h < g.cells; h++) {
                if (HexGrid.get(s0, h)) start.add(ReferenceSolver.hex(g.q(h), g.r(h)));
                if (HexGrid.get(inst.setup.blocks(), h)) blockSet.add(ReferenceSolver.hex(g.q(h), g.r(h)));
            }
            int expected = new ReferenceSolver(radius, colour, blockSet).solve(start);
            if (expected < 0) unsolvable++;
            List<String[]> algos = new ArrayList<>(List.of(new String[] {"astar", "relaxed"}, new String[] {"astar", "half"},
                    new String[] {"bfs", null}));
            if (radius <= 4 && (expected >= 0 || inst.unsolvableReason() != null)) algos.add(new String[] {"idastar", "relaxed"});
            if (expected < 0) {   // the search alone (no pre-check) proves it too, by exhausting the states
                Result r = SearchRunner.run(Algorithms.create("bfs", inst.problem(null), null, SearchOptions.DEFAULT), Limits.NONE);
                assertThat(r.status()).as(json).isEqualTo(Status.UNSOLVABLE);
            }
            for (String[] a : algos) {
                Result r = Solver.solve(inst, Solver.Request.of(a[0], a[1]).withLimits(new Limits(0, 3_000_000, 0)));
                String what = json + " " + a[0] + "/" + a[1];
                if (expected < 0) {
                    assertThat(r.status()).as(what).isEqualTo(Status.UNSOLVABLE);
                } else {
                    assertThat(r.status()).as(what).isEqualTo(Status.SOLVED);
                    assertThat(r.solution().length()).as(what).isEqualTo(expected);
                    assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
                }
            }
        }
        assertThat(unsolvable).isGreaterThan(0);
        assertThat(multiWord).isGreaterThan(10);
    }

    /** half and relaxed never exceed the true remaining cost and drop by at most 1 per action; relaxed ≥ half. */
    @Test
    void halfAndRelaxedAreAdmissibleAndConsistentOnEveryReachableState() throws Exception {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int trial = 0; trial < 15; trial++) {
            int radius = 2 + rnd.nextInt(2);
            HexGrid g = new HexGrid(radius);
            String json = ChexersGenerate.generate(g, null, 1 + rnd.nextInt(3), rnd.nextInt(g.cells / 3), rnd.nextLong(), false);
            ChexersInstance inst = board(json);
            List<Heuristic> hs = inst.heuristics(null);
            Heuristic relaxed = hs.get(0);
            Heuristic half = hs.get(1);
            assertThat(relaxed.admissible() && relaxed.consistent() && half.admissible() && half.consistent()).isTrue();
            Map<Long, Integer> toGoal = distancesToGoal(inst);
            Problem p = inst.problem(null);
            for (Map.Entry<Long, Integer> e : toGoal.entrySet()) {
                long[] s = {e.getKey()};
                int hr = relaxed.estimate(s);
                int hh = half.estimate(s);
                assertThat(hr).as(json).isLessThanOrEqualTo(e.getValue()).isGreaterThanOrEqualTo(hh);
                p.expand(s, new Successors() {
                    final long[] c = new long[1];
                    public long[] child() { return c; }
                    public void emit(int move, int cost) {
                        assertThat(hr).isLessThanOrEqualTo(cost + relaxed.estimate(c));
                        assertThat(hh).isLessThanOrEqualTo(cost + half.estimate(c));
                    }
                });
            }
        }
    }

    /** Exact cost-to-goal of every state reachable from the start that can still reach the goal (one-word boards). */
    private static Map<Long, Integer> distancesToGoal(ChexersInstance inst) {
        Problem p = inst.problem(null);
        Map<Long, List<Long>> parents = new java.util.HashMap<>();
        java.util.ArrayDeque<Long> queue = new java.util.ArrayDeque<>();
        long start = initial(inst)[0];
        parents.put(start, new ArrayList<>());
        queue.add(start);
        while (!queue.isEmpty()) {
            long s = queue.poll();
            p.expand(new long[] {s}, new Successors() {
                final long[] c = new long[1];
                public long[] child() { return c; }
                public void emit(int move, int cost) {
                    if (!parents.containsKey(c[0])) {
                        parents.put(c[0], new ArrayList<>());
                        queue.add(c[0]);
                    }
                    parents.get(c[0]).add(s);
                }
            });
        }
        Map<Long, Integer> dist = new java.util.HashMap<>();
        if (!parents.containsKey(0L)) return dist;
        dist.put(0L, 0);
        queue.add(0L);
        while (!queue.isEmpty()) {
            long s = queue.poll();
            for (long par : parents.get(s)) if (dist.putIfAbsent(par, dist.get(s) + 1) == null) queue.add(par);
        }
        return dist;
    }

    @Test
    void hexdistOverestimatesAJump() throws Exception {
        // red piece at (1,0) with a block at (2,0): JUMP to (3,0) and EXIT = 2 actions, hexdist says 3
        ChexersInstance inst = board("{\"colour\": \"red\", \"pieces\": [[1,0]], \"blocks\": [[2,0]]}");
        Heuristic hexdist = inst.heuristics(null).get(2);
        assertThat(hexdist.name()).isEqualTo("hexdist");
        assertThat(hexdist.admissible()).isFalse();
        assertThat(hexdist.estimate(initial(inst))).isEqualTo(3);
        assertThat(Solver.solve(inst, Solver.Request.of(null, null)).solution().length()).isEqualTo(2);
    }

    @Test
    void radiusFiveBoardUsesTwoWordsAndWalksALonePieceAcross() throws Exception {
        ChexersInstance inst = board("{\"colour\": \"red\", \"pieces\": [[-5,0]], \"blocks\": [], \"radius\": 5}");
        assertThat(inst.problem(null).words()).isEqualTo(2);
        for (String a : List.of("astar", "bfs", "idastar")) {
            Result r = Solver.solve(inst, Solver.Request.of(a, null));
            assertThat(r.solution().length()).as(a).isEqualTo(11);   // 10 MOVEs (nothing to jump over) + EXIT
        }
    }
    /** The IDA* cursor: expand's moves in expand's order, exact state and h through apply/undo, exact inverse pruning. */
    @Test
    void cursorMatchesExpandAndRestoresOnUndo() throws Exception {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int trial = 0; trial < 40; trial++) {
            int radius = 2 + rnd.nextInt(4);
            HexGrid g = new HexGrid(radius);
            ChexersInstance inst = board(ChexersGenerate.generate(g, null, 1 + rnd.nextInt(4), rnd.nextInt(g.cells / 3), rnd.nextLong(), true));
            Problem p = inst.problem(null);
            Heuristic h = inst.heuristics(null).get(rnd.nextInt(3));
            puzzlelab.engine.Cursor c = p.cursor(h);
            long[] key = new long[p.words()];
            for (int step = 0; step < 30; step++) {
                c.key(key);
                List<Integer> expanded = new ArrayList<>();
                p.expand(key.clone(), new Successors() {
                    final long[] kid = new long[p.words()];
                    public long[] child() { return kid; }
                    public void emit(int move, int cost) { expanded.add(move); }
                });
                int[] buf = new int[c.maxMoves()];
                int n = c.moves(buf);
                assertThat(java.util.Arrays.stream(buf, 0, n).boxed().toList()).isEqualTo(expanded);
                assertThat(c.h()).isEqualTo(h.estimate(key));
                if (n == 0) break;
                for (int i = 0; i < n; i++) {            // every move undoes cleanly
                    long[] child = new long[p.words()];
                    assertThat(Replay.apply(p, key, buf[i], child)).isEqualTo(c.apply(buf[i]));
                    long[] after = new long[p.words()];
                    c.key(after);
                    assertThat(after).isEqualTo(child);
                    assertThat(c.h()).isEqualTo(h.estimate(child));
                    c.undo(buf[i]);
                    c.key(after);
                    assertThat(after).isEqualTo(key);
                }
                int m = buf[rnd.nextInt(n)];
                c.apply(m);
                // prune(m, m2) holds exactly when m2 leads straight back to the position before m
                long[] here = new long[p.words()];
                c.key(here);
                int[] next = new int[c.maxMoves()];
                int k = c.moves(next);
                for (int i = 0; i < k; i++) {
                    long[] back = new long[p.words()];
                    Replay.apply(p, here, next[i], back);
                    assertThat(c.prune(m, next[i])).isEqualTo(java.util.Arrays.equals(back, key));
                }
            }
        }
    }
}
