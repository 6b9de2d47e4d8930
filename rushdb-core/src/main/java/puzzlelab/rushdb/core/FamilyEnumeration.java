package puzzlelab.rushdb.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The enumeration with walls, one <i>family</i> at a time: a wall-free layout L0 and every layout that adds walls to
 * it (the same cars in the same lanes, in the same order, split by the walls). It holds the same layouts, states,
 * inputs and rows as the per-wall-set order of {@link Enumeration}, but parents come before their children, and a
 * parent's sweep says where one more wall could lengthen an optimum at all ({@link Sweep#bad}): a child whose added
 * wall lengthens none keeps no puzzle (removing that wall from its hardest state leaves the optimum unchanged).
 * <pre>
 *   for each L0 of the partition:
 *     sweep L0: its rows, bad0 (the walls — cell and split of its row and column — that may lengthen an optimum),
 *               and the notes of the L1 that bad0 rules out, derived from L0's sweep (Sweep#childNotes)
 *     count the states and inputs of every L0 + 1 or 2 walls from L0's states (WallChildCounter)
 *     for each L1 = L0 + wall c without an idle piece:
 *       ruled out by bad0: its note is the derived one (maxWalls ≥ 2), nothing to sweep
 *       else: sweep it: its rows and its note bad1[c]
 *     for each L2 = L0 + walls {c, d} that bad1[c] allows with d and bad1[d] with c: sweep it
 *     for three walls or more: every layout counted and swept
 * </pre>
 * Partition p of K takes the units u ≡ p (mod K), a unit being L0's rows and its first two columns.
 */
final class FamilyEnumeration {
    private final Enumeration e;
    private final int n;
    private final LaneTable[][] cols0;
    /** Per wall set (index into e.wallSets): the lanes it crosses (0..n-1 rows, n..2n-1 columns). */
    private final int[][] crossed;
    /** Per wall set, lane (as in {@link #crossed}) and {@link #lensKey}: that lane's layouts with those cars. */
    private final LaneTable[][][][] optionsByCars;
    /** The index into e.wallSets of the wall set {a, b}, a < b. */
    private final int[][] pairIndex;
    private final long[] rowMask;

    FamilyEnumeration(Enumeration e) {
        this.e = e;
        this.n = e.n;
        this.cols0 = e.columns(0L);
        pairIndex = new int[n * n][n * n];
        for (int w = 0; w < e.wallSets.length; w++) {
            long ws = e.wallSets[w];
            if (Long.bitCount(ws) == 2) pairIndex[Long.numberOfTrailingZeros(ws)][63 - Long.numberOfLeadingZeros(ws)] = w;
        }
        crossed = new int[e.wallSets.length][];
        optionsByCars = new LaneTable[e.wallSets.length][2 * n][][];
        for (int w = 1; w < e.wallSets.length; w++) {
            long ws = e.wallSets[w];
            LaneTable[][] cols = e.columns(ws);
            List<Integer> hit = new ArrayList<>();
            for (int i = 0; i < 2 * n; i++) {
                boolean horizontal = i < n;
                int lane = horizontal ? i : i - n;
                if (Layout.laneWalls(n, ws, horizontal, lane) == 0) continue;
                hit.add(i);
                List<List<LaneTable>> groups = new ArrayList<>();
                for (int k = 0; k < 64; k++) groups.add(new ArrayList<>());
                for (LaneTable t : horizontal ? e.rowOptions[w][lane] : cols[lane]) groups.get(lensKey(t)).add(t);
                optionsByCars[w][i] = new LaneTable[64][];
                for (int k = 0; k < 64; k++) optionsByCars[w][i][k] = groups.get(k).toArray(new LaneTable[0]);
            }
            crossed[w] = hit.stream().mapToInt(Integer::intValue).toArray();
        }
        rowMask = new long[n];
        for (int y = 0; y < n; y++) rowMask[y] = ((1L << n) - 1) << (y * n);
    }

    /** Units: L0's row layouts × the first two columns' layouts. */
    long units() {
        return e.firstPrefix[1] * cols0[0].length * cols0[1].length;
    }

    /** One partition's rows (families in unit order) and counts. */
    Enumeration.Rows partition(int p, int k, Runnable progress, long stateLimit) {
        Run run = new Run(stateLimit);
        for (long u = p; u < units(); u += k) {
            long r = u;
            int c1 = (int) (r % cols0[1].length);
            r /= cols0[1].length;
            int c0 = (int) (r % cols0[0].length);
            r /= cols0[0].length;
            LaneTable[] rows = new LaneTable[n];
            e.rows(0, r, rows, new ArrayList<>());
            // the unit's first two columns, then every fitting choice of the others
            LaneTable[][] options = cols0.clone();
            options[0] = new LaneTable[] {cols0[0][c0]};
            options[1] = new LaneTable[] {cols0[1][c1]};
            new LaneRoom(n, 0L, rows).columns(0, options, new LaneTable[n], c -> run.family(rows, c));
            if (progress != null) progress.run();
        }
        return new Enumeration.Rows(run.out, run.counts);
    }

    /** A cost sample: {@code families} wall-free layouts drawn uniformly (rows by prefix, each column at random). */
    Enumeration.Projection sample(long families, long seed) {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        double total = e.firstPrefix[1];
        for (LaneTable[] c : cols0) total *= c.length;
        Run run = new Run(0);
        return Enumeration.project(total, families, run.counts, () -> {
            LaneTable[] rows = new LaneTable[n];
            e.rows(0, rnd.nextLong(e.firstPrefix[1]), rows, new ArrayList<>());
            LaneTable[] cols = new LaneTable[n];
            for (int x = 0; x < n; x++) cols[x] = cols0[x][rnd.nextInt(cols0[x].length)];
            return () -> {
                if (feasible(0L, rows, cols)) run.family(rows, cols);
            };
        });
    }

    private boolean feasible(long walls, LaneTable[] rows, LaneTable[] cols) {
        return LaneRoom.feasible(n, walls, rows, cols);
    }

    private Layout layout(long walls, LaneTable[] rows, LaneTable[] cols) {
        List<LaneTable> lanes = new ArrayList<>();
        int red = -1;
        for (int y = 0; y < n; y++) {
            if (rows[y] == null) continue;
            if (y == Layout.exitRow(n)) red = lanes.size();
            lanes.add(rows[y]);
        }
        for (LaneTable t : cols) if (t != null) lanes.add(t);
        return new Layout(n, walls, lanes.toArray(new LaneTable[0]), red, 0);
    }

    /** Cells that may hold a wall: rows with room for one more cell of cars and walls. */
    private long wallRoom(LaneTable[] rows) {
        long room = 0;
        for (int y = 0; y < n; y++) if (rows[y] == null || rows[y].carCells + 1 <= n - 1) room |= rowMask[y];
        return room;
    }

    /** The car lengths of a lane (2 or 3 each, at most 3 cars for n ≤ 7) as one number below 64. */
    private static int lensKey(LaneTable t) {
        int k = 0;
        if (t != null) for (int i = t.lens.length - 1; i >= 0; i--) k = 4 * k + t.lens[i];
        return k;
    }

    /** The cars of lane t before position p (t null: none); the same in every configuration of a lane split at p. */
    private int before(LaneTable t, int p) {
        return t == null || t.configs == 0 ? 0 : t.before[p];
    }

    /** What to do with one child layout (its walls and lane layouts). */
    private interface Child {
        void at(long walls, LaneTable[] rows, LaneTable[] cols);
    }

    /** The state of one partition's run: its sweep, output and the parents' notes of the current family. */
    private final class Run {
        final Sweep sweep;
        final Sweep.Counts counts = new Sweep.Counts();
        final List<Sweep.Puzzle> out = new ArrayList<>();
        /** bad1[c·16 + split] = the {@link Sweep#bad} of L1 = L0 + wall c with that split, valid if stamped. */
        final short[][] bad1 = new short[n * n * 16][];
        final int[] bad1Stamp = new int[n * n * 16];
        /** The keys of bad1 stamped in this family, in the order met. */
        final it.unimi.dsi.fastutil.ints.IntArrayList stamped = new it.unimi.dsi.fastutil.ints.IntArrayList();
        final WallChildCounter counter = new WallChildCounter();
        /** Notes of the one-wall children L0 rules out, derived from L0's sweep ({@link Sweep#childNotes}). */
        final short[][] childNotes = new short[n * n * 16][];
        int family;
        short[] bad0;
        /** Per cell, the splits whose note is in {@link #childNotes}. */
        short[] derived;

        Run(long stateLimit) {
            sweep = new Sweep(stateLimit);
        }

        void family(LaneTable[] rows, LaneTable[] cols) {
            family++;
            stamped.clear();
            Layout l0 = layout(0L, rows, cols);
            boolean idle = Sweep.skipIdleLayouts && l0.hasIdlePiece();
            if (idle || e.maxWalls == 0) {
                // every child of a layout with an idle piece has that idle piece too: none is swept
                sweep.run(l0, counts, out, Sweep.Mode.SWEEP);
                bad0 = null;
            } else {
                // notes only name cells that may hold a wall in this family (for L0 and its one-wall children alike)
                sweep.wallRoom = wallRoom(rows);
                if (e.maxWalls >= 2) sweep.childNotes = childNotes;
                sweep.run(l0, counts, out, Sweep.Mode.SWEEP_WALLS);
                sweep.childNotes = null;
                bad0 = sweep.bad.clone();
                derived = sweep.noted.clone();
            }
            if (e.maxWalls == 0) return;
            counter.run(l0, Math.min(2, e.maxWalls));
            counts.states += counter.states1 + counter.states2;
            counts.inputs += counter.inputs1 + counter.inputs2;
            if (!idle) {
                for (int w = 1; w < e.wallSets.length && Long.bitCount(e.wallSets[w]) == 1; w++)
                    eachChild(w, rows, cols, this::oneWall);
                if (e.maxWalls >= 2 && Sweep.verifyCounted) {
                    for (int w = 1; w < e.wallSets.length; w++)
                        if (Long.bitCount(e.wallSets[w]) == 2) eachChild(w, rows, cols, this::twoWallsVerified);
                } else if (e.maxWalls >= 2) {
                    twoWallCandidates(rows, cols);
                }
            }
            // three walls or more: one layout at a time, counted and swept
            for (int w = 1; w < e.wallSets.length; w++) {
                if (Long.bitCount(e.wallSets[w]) < 3) continue;
                eachChild(w, rows, cols, (ws, r, c) ->
                        sweep.run(layout(ws, r, c), counts, out, idle ? Sweep.Mode.COUNT : Sweep.Mode.SWEEP));
            }
        }

        private void eachChild(int w, LaneTable[] rows, LaneTable[] cols, Child leaf) {
            children(w, e.wallSets[w], 0, rows, cols, rows.clone(), cols.clone(), leaf);
        }

        /** Every split of the lanes the walls of set w cross ({@link #crossed}[w], from index i on). */
        private void children(int w, long ws, int i, LaneTable[] rows, LaneTable[] cols, LaneTable[] r, LaneTable[] c,
                              Child leaf) {
            int[] hit = crossed[w];
            if (i == hit.length) {
                if (feasible(ws, r, c)) leaf.at(ws, r, c);
                return;
            }
            int lane = hit[i];
            boolean horizontal = lane < n;
            LaneTable[] mine = horizontal ? r : c;
            int at = horizontal ? lane : lane - n;
            LaneTable base = horizontal ? rows[at] : cols[at];
            for (LaneTable t : optionsByCars[w][lane][lensKey(base)]) {
                mine[at] = t;
                children(w, ws, i + 1, rows, cols, r, c, leaf);
            }
            mine[at] = base;
        }

        private int split(int at, LaneTable[] r, LaneTable[] c) {
            int y = at / n;
            int x = at % n;
            return 4 * before(r[y], x) + before(c[x], y);
        }

        /** L1 = L0 + one wall (its states are counted already): swept if it may keep a puzzle or has children. */
        private void oneWall(long ws, LaneTable[] r, LaneTable[] c) {
            Layout l = layout(ws, r, c);
            if (Sweep.skipIdleLayouts && l.hasIdlePiece()) return;   // so are its children: not stamped
            int at = Long.numberOfTrailingZeros(ws);
            int k = split(at, r, c);
            if (e.maxWalls >= 2) {
                int key = at * 16 + k;
                if (bad1[key] == null) bad1[key] = new short[n * n];
                if ((derived[at] >> k & 1) != 0) {
                    // ruled out by L0: its note comes from L0's sweep, and it keeps no puzzle
                    System.arraycopy(childNotes[key], 0, bad1[key], 0, n * n);
                    if (Sweep.verifyCounted) {
                        sweep.run(l, counts, out, Sweep.Mode.SWEEP_WALLS, false);
                        if (!Arrays.equals(sweep.bad, 0, n * n, bad1[key], 0, n * n))
                            throw new IllegalStateException("the note derived from L0 differs from the sweep's: "
                                    + l.board(0) + " " + Arrays.toString(sweep.bad) + " vs " + Arrays.toString(bad1[key]));
                    }
                } else {
                    sweep.run(l, counts, out, Sweep.Mode.SWEEP_WALLS, false);
                    System.arraycopy(sweep.bad, 0, bad1[key], 0, n * n);
                }
                bad1Stamp[key] = family;
                stamped.add(key);
            } else if ((bad0[at] >> k & 1) != 0) {
                sweep.run(l, counts, out, Sweep.Mode.SWEEP, false);
            } else if (Sweep.verifyCounted) {
                sweep.run(l, counts, out, Sweep.Mode.COUNT, false);   // sweeps it and fails if it keeps a row
            }
        }

        /**
         * The two-wall children that both parents allow: for each swept L1 (wall c, split k) and each cell d > c
         * whose splits its note allows, those the parent with the wall at d allows back.
         */
        private void twoWallCandidates(LaneTable[] rows, LaneTable[] cols) {
            for (int q = 0; q < stamped.size(); q++) {
                int key = stamped.getInt(q);
                int a = key >> 4;
                int ka = key & 15;
                short[] note = bad1[key];
                for (int b = a + 1; b < n * n; b++) {
                    for (int bits = note[b] & 0xFFFF; bits != 0; bits &= bits - 1) {
                        int kb = Integer.numberOfTrailingZeros(bits);
                        if (!mayMatter(b, kb, a, ka)) continue;
                        int d = b;
                        eachChild(pairIndex[a][b], rows, cols, (ws, r, c) -> {
                            if (split(a, r, c) == ka && split(d, r, c) == kb)
                                sweep.run(layout(ws, r, c), counts, out, Sweep.Mode.SWEEP, false);
                        });
                    }
                }
            }
        }

        /** Test mode: every two-wall child is swept; one its parents rule out fails the run if it keeps a row. */
        private void twoWallsVerified(long ws, LaneTable[] r, LaneTable[] c) {
            int a = Long.numberOfTrailingZeros(ws);
            int b = 63 - Long.numberOfLeadingZeros(ws);
            int ka = split(a, r, c);
            int kb = split(b, r, c);
            boolean matters = mayMatter(a, ka, b, kb) && mayMatter(b, kb, a, ka);
            sweep.run(layout(ws, r, c), counts, out, matters ? Sweep.Mode.SWEEP : Sweep.Mode.COUNT, false);
        }

        /**
         * Whether the wall at {@code other} (split {@code otherSplit}) may lengthen an optimum of L0 + the wall at
         * {@code parent} (split {@code parentSplit}); not if that parent was not swept (it has an idle piece, and so
         * has every child).
         */
        private boolean mayMatter(int parent, int parentSplit, int other, int otherSplit) {
            int key = parent * 16 + parentSplit;
            return bad1Stamp[key] == family && (bad1[key][other] >> otherSplit & 1) != 0;
        }
    }
}
