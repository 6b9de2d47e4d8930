package puzzlelab.puzzlescript.lang;

import java.util.*;

/**
 * A level being played. The turn follows docs/executionorder.md: the player's objects get the input's movement,
 * rule groups run in order (each to a fixpoint, STARTLOOP/ENDLOOP blocks repeated while they change something),
 * movements resolve, rigid failures ban the rule group that caused them and re-simulate the turn, late rules run,
 * then the commands (cancel, restart, checkpoint, again, win, message) take effect.
 */
public final class Session {
    /** Budgets that make a looping game end its turn with TurnLimitException instead of hanging. */
    public static final int MAX_AGAIN_TURNS = 500;
    public static final long MAX_RULE_WORK = 20_000_000L;   // cell tests + replacements in one turn
    static final int GROUP_LOOP_LIMIT = 200;                 // as the official engine: a group stops looping after 200 passes
    static final int RIGID_LOOP_LIMIT = 50;

    final Game g;
    final int S, M, L;
    int entry;
    int w, h, n;
    long[] objs, movs;
    int[] rigidGroup;          // per cell and layer: 1 + group index of the rigid rule that tagged a movement, 0 none
    boolean rigidTagged;
    Rng rng;
    ArrayList<long[]> undo = new ArrayList<>();
    long[] startState, restartTarget;
    boolean won, againPending;
    /** A played session: undo points and sounds are recorded. False while step() runs a search turn, which needs
     *  neither (a search's millions of turns would only pile up sounds). */
    boolean history = true;
    boolean levelStartPhase;
    List<String> sounds = new ArrayList<>();
    String lastMessage;
    long work;

    // per-turn scratch
    final List<String> queue = new ArrayList<>();
    String queuedMessage;
    long[] created, destroyed;
    private long[] scratchCell = new long[64], startObjsBuf = new long[0], startMovsBuf = new long[0];
    final List<String> seedsMove = new ArrayList<>(), seedsCantMove = new ArrayList<>();
    final Matcher matcher;     // finds rule matches (its level unions must be invalidated when the grid changes outside rules)
    // scratch reused by every turn instead of fresh arrays (a search runs millions of turns); never stored elsewhere
    private long[] stepBefore = new long[0], turnStartObjs = new long[0], turnStartMovs = new long[0];
    private boolean[] turnBanned;

    Session(Game g, int entry, String seed) {
        this.g = g; S = g.S; M = g.M; L = g.nLayers;
        created = new long[S]; destroyed = new long[S];
        matcher = new Matcher(this);
        load(entry, seed);
    }

    private Session(Session o) {
        g = o.g; S = o.S; M = o.M; L = o.L;
        entry = o.entry; w = o.w; h = o.h; n = o.n;
        objs = o.objs.clone(); movs = o.movs.clone(); rigidGroup = o.rigidGroup.clone();
        rng = o.rng.copy();
        // the saved grids are copied: an undo makes a saved grid the session's live grid, which turns then change
        // in place, so sharing them would let one copy's turns rewrite the other's history
        for (long[] u : o.undo) undo.add(u.clone());
        startState = o.startState; restartTarget = o.restartTarget;   // never written in place: shared safely
        won = o.won; againPending = o.againPending; history = o.history;
        sounds = new ArrayList<>(o.sounds); lastMessage = o.lastMessage;
        created = new long[S]; destroyed = new long[S];
        matcher = new Matcher(this);
    }

    public Session copy() { return new Session(this); }

    /** Loads a level entry; a message entry keeps the current grid (or an empty one). */
    void load(int e, String seed) {
        entry = e;
        rng = new Rng(seed == null ? "puzzlelab" : seed);
        won = false; againPending = false; lastMessage = null;
        undo.clear();
        Game.Entry en = g.entries[e];
        if (en.message != null) {
            lastMessage = en.message;
            if (objs == null) { w = h = n = 0; objs = new long[0]; movs = new long[0]; rigidGroup = new int[0]; }
            startState = restartTarget = objs.clone();
            return;
        }
        w = en.w; h = en.h; n = w * h;
        objs = en.cells.clone();
        movs = new long[n * M];
        rigidGroup = new int[n * L];
        startState = objs.clone();
        restartTarget = startState;
        if (g.runRulesOnLevelStart) {
            levelStartPhase = true;
            try { processInput(-1, true, false); } finally { levelStartPhase = false; }
        }
    }

    // ------------------------------------------------------------------ public API
    public int entry() { return entry; }
    public boolean won() { return won; }
    public int width() { return w; }
    public int height() { return h; }
    public List<String> soundsPlayed() { return Collections.unmodifiableList(sounds); }
    public String lastMessage() { return lastMessage; }
    public Game game() { return g; }
    boolean againPending() { return againPending; }

    /** Copies the object bitset of cell (x, y) into out (S longs); returns S. */
    public int cellObjects(int x, int y, long[] out) {
        System.arraycopy(objs, (x * h + y) * S, out, 0, S);
        return S;
    }
    /** Longs per cell bitset (object ids 0..objectCount-1, bit id%64 of long id/64). */
    public int stride() { return S; }

    /**
     * One input as the tests define it: a turn (or undo / restart), then turns with no input while an again is
     * pending. Returns true when the grid changed.
     */
    public boolean input(Input in) {
        long[] before = objs.clone();
        won = false;
        lastMessage = null;
        switch (in) {
            case UNDO: doUndo(); break;
            case RESTART: doRestart(false); break;
            case TICK: processInput(-1, false, false); break;
            default: processInput(in.ordinal(), false, false);
        }
        runAgain();
        return !Arrays.equals(before, objs);
    }

    /** Runs turns with no input while an again is pending (stops at a win). */
    public void runAgain() {
        int turns = 0;
        while (againPending && !won) {
            if (++turns > MAX_AGAIN_TURNS)
                throw new TurnLimitException("the game did not settle: more than " + MAX_AGAIN_TURNS + " 'again' turns after one input (an again that never ends?)");
            againPending = false;
            processInput(-1, false, false);
        }
    }

    /** Search step: one input from the current state with no undo history. False when nothing changed. */
    public boolean step(Input in) {
        if (in.ordinal() > Input.ACTION.ordinal()) throw new IllegalArgumentException("step takes UP..ACTION, not " + in);
        boolean old = history;
        history = false;
        try {
            if (stepBefore.length != objs.length) stepBefore = new long[objs.length];
            long[] before = stepBefore;
            System.arraycopy(objs, 0, before, 0, objs.length);
            won = false;
            processInput(in.ordinal(), false, false);
            runAgain();
            return won || !Arrays.equals(before, objs);
        } finally { history = old; }
    }

    /** The state a turn depends on: level entry, grid bitsets, the restart point when a checkpoint moved it, the
     *  generator's state when the game has randomness. */
    public long[] pack() {
        boolean cp = restartTarget != startState && !Arrays.equals(restartTarget, startState);
        int len = 2 + objs.length + (cp ? objs.length : 0) + (g.hasRandomness ? 33 : 0);
        long[] p = new long[len];
        p[0] = entry; p[1] = (cp ? 1 : 0) | (won ? 2 : 0);
        System.arraycopy(objs, 0, p, 2, objs.length);
        int at = 2 + objs.length;
        if (cp) { System.arraycopy(restartTarget, 0, p, at, objs.length); at += objs.length; }
        if (g.hasRandomness) rng.pack(p, at);
        return p;
    }

    public void restore(long[] p) {
        int e = (int) p[0];
        if (e != entry || g.entries[e].message != null && objs.length == 0) {
            Game.Entry en = g.entries[e];
            entry = e;
            if (en.message == null) {
                w = en.w; h = en.h; n = w * h;
                startState = en.cells.clone();
                movs = new long[n * M]; rigidGroup = new int[n * L];
            }
        }
        if (objs.length == n * S) System.arraycopy(p, 2, objs, 0, n * S);   // objs is never shared: reuse it
        else objs = Arrays.copyOfRange(p, 2, 2 + n * S);
        int at = 2 + n * S;
        if ((p[1] & 1) != 0) { restartTarget = Arrays.copyOfRange(p, at, at + n * S); at += n * S; } else restartTarget = startState;
        won = (p[1] & 2) != 0;
        if (g.hasRandomness && p.length >= at + 33) rng.unpack(p, at);
        Arrays.fill(movs, 0);
        againPending = false;
    }

    // ------------------------------------------------------------------ undo / restart
    void doUndo() {
        if (g.noUndo) return;
        while (!undo.isEmpty() && Arrays.equals(undo.get(undo.size() - 1), objs)) undo.remove(undo.size() - 1);
        if (undo.isEmpty()) return;
        objs = undo.remove(undo.size() - 1);
        Arrays.fill(movs, 0);
        againPending = false;
    }

    private boolean restarting;

    void doRestart(boolean fromCommand) {
        if (restarting) return;
        if (!fromCommand && g.noRestart) return;
        restarting = true;
        try { restartNow(fromCommand); } finally { restarting = false; }
    }

    private void restartNow(boolean fromCommand) {
        if (!fromCommand && history) undo.add(objs.clone());
        objs = restartTarget.clone();
        Arrays.fill(movs, 0);
        againPending = false;
        if (g.runRulesOnLevelStart) {
            levelStartPhase = true;
            try { processInput(-1, true, false); } finally { levelStartPhase = false; }
        }
        queue.clear();
    }

    // ------------------------------------------------------------------ the turn
    private static final boolean[] NO_BANS = new boolean[0];
    static final int[] INPUT_BITS = {1, 4, 2, 8, 16}; // UP, LEFT, DOWN, RIGHT, ACTION → movement bits

    /** dir -1 = no input. dontDoWin: no win check; dontModify: a dry run that reports whether the turn would
     *  change anything (used to decide whether an `again` is worth running), then restores the grid. */
    boolean processInput(int dir, boolean dontDoWin, boolean dontModify) {
        againPending = false;
        long[] bak;
        if (history) bak = objs.clone();          // may become an undo point
        else {                                    // a search turn: the grid before it goes to reused scratch
            if (turnBak.length != objs.length) turnBak = new long[objs.length];
            bak = turnBak;
            System.arraycopy(objs, 0, bak, 0, objs.length);
        }
        int players = dir >= 0 ? startMovement(INPUT_BITS[dir]) : 0;
        queue.clear(); queuedMessage = null;
        Arrays.fill(created, 0); Arrays.fill(destroyed, 0);
        seedsMove.clear(); seedsCantMove.clear();
        work = 0;
        // the rigid loop's scratch: nested turns (again, restart) start only after the loop is done with it
        if (turnBanned == null || turnBanned.length != g.rules.length) turnBanned = new boolean[g.rules.length];
        else Arrays.fill(turnBanned, false);
        if (turnStartObjs.length != objs.length) turnStartObjs = new long[objs.length];
        if (turnStartMovs.length != movs.length) turnStartMovs = new long[movs.length];
        boolean[] banned = turnBanned;
        long[] startObjs = turnStartObjs, startMovs = turnStartMovs;
        System.arraycopy(objs, 0, startObjs, 0, objs.length);
        System.arraycopy(movs, 0, startMovs, 0, movs.length);
        for (int rl = 1; ; rl++) {
            if (rigidTagged) { Arrays.fill(rigidGroup, 0); rigidTagged = false; }
            applyRules(g.rules, g.groupRandom, g.loopPoint, banned, true);
            boolean shouldUndo = resolveMovements(banned);
            if (shouldUndo && rl < RIGID_LOOP_LIMIT) {
                System.arraycopy(startObjs, 0, objs, 0, objs.length);
                System.arraycopy(startMovs, 0, movs, 0, movs.length);
                queue.clear(); queuedMessage = null;
                Arrays.fill(created, 0); Arrays.fill(destroyed, 0);
                seedsMove.clear(); seedsCantMove.clear();
                continue;
            }
            // the late rules keep the matcher's unions: movement only moved objects into cells it widened them by
            if (!shouldUndo) applyRules(g.lateRules, g.lateGroupRandom, g.lateLoopPoint, null, false);
            break;
        }
        if (rigidTagged) { Arrays.fill(rigidGroup, 0); rigidTagged = false; }
        Arrays.fill(movs, 0);

        if (players > 0 && g.requirePlayerMovement) {
            boolean someMoved = false;
            for (int c = 0; c < players; c++) if (!intersects(objs, playerCells[c] * S, g.playerMask)) { someMoved = true; break; }
            if (!someMoved) { takeBack(bak); return false; }
        }
        if (queue.contains("cancel")) { takeBack(bak); return false; }
        if (queue.contains("restart")) {
            if (dontModify) { takeBack(bak); return true; }
            if (history) undo.add(bak);   // a restart a rule asks for can be undone too (play test 212 undoes one)
            doRestart(true);
            return true;
        }
        boolean modified = !Arrays.equals(objs, bak);
        if (dontModify) {
            takeBack(bak);
            return modified || queue.contains("win");
        }
        if (modified && dir != -1 && history) undo.add(bak);
        if (history) {
            sounds.addAll(seedsCantMove);
            sounds.addAll(seedsMove);
            for (Game.Sound s : g.createSounds) if (intersects(created, 0, s.objMask)) sounds.add(s.seed);
            for (Game.Sound s : g.destroySounds) if (intersects(destroyed, 0, s.objMask)) sounds.add(s.seed);
        }
        if (queuedMessage != null) lastMessage = queuedMessage;
        if (queue.contains("checkpoint")) restartTarget = objs.clone();
        if (queue.contains("again") && modified) {
            List<String> savedQueue = new ArrayList<>(queue);
            String savedMessage = queuedMessage;
            boolean again = processInput(-1, true, true);
            queue.clear(); queue.addAll(savedQueue); queuedMessage = savedMessage;
            againPending = again;
        }
        if (!dontDoWin) checkWin();
        return modified;
    }

    /** The grid a search turn starts from (scratch; see takeBack). */
    private long[] turnBak = new long[0];

    /** The turn is undone: its starting grid becomes the live one again (the scratch takes the discarded array, so
     *  nothing is allocated and the two never alias). Nested turns (again's dry run, restart) start only after the
     *  outer turn is done with its starting grid. */
    private void takeBack(long[] bak) {
        if (bak == turnBak) turnBak = objs;
        objs = bak;
    }

    /** The cells startMovement found holding the player (reused; read before any nested turn starts). */
    private int[] playerCells = new int[16];

    /** Gives the player's objects the input's movement; returns how many cells hold the player (in playerCells). */
    int startMovement(int bits) {
        int cnt = 0;
        int[] pos = playerCells;
        if (S == 1 && !g.playerAggregate) {          // most games: one long a cell, a scan with the mask in a local
            long pm = g.playerMask[0];
            for (int i = 0; i < n; i++) {
                long o = objs[i] & pm;
                if (o == 0) continue;
                do {
                    int id = Long.numberOfTrailingZeros(o);
                    o &= o - 1;
                    setMovement(i, g.objLayer[id], bits);
                } while (o != 0);
                if (cnt == pos.length) playerCells = pos = Arrays.copyOf(pos, cnt * 2);
                pos[cnt++] = i;
            }
            return cnt;
        }
        for (int i = 0; i < n; i++) {
            int base = i * S;
            boolean any = false;
            if (g.playerAggregate && !isPlayerCell(i)) continue;
            for (int k = 0; k < S; k++) {
                long o = objs[base + k] & g.playerMask[k];
                while (o != 0) {
                    int id = k * 64 + Long.numberOfTrailingZeros(o);
                    o &= o - 1;
                    setMovement(i, g.objLayer[id], bits);
                    any = true;
                }
            }
            if (any) { if (cnt == pos.length) playerCells = pos = Arrays.copyOf(pos, cnt * 2); pos[cnt++] = i; }
        }
        return cnt;
    }

    boolean isPlayerCell(int i) {
        if (!g.playerAggregate) return intersects(objs, i * S, g.playerMask);
        for (int k = 0; k < S; k++) if ((objs[i * S + k] & g.playerMask[k]) != g.playerMask[k]) return false;
        return true;
    }

    void setMovement(int cell, int layer, int bits) {
        int k = cell * M + layer / 12, sh = 5 * (layer % 12);
        movs[k] = (movs[k] & ~(31L << sh)) | ((long) bits << sh);
    }
    int movement(int cell, int layer) { return (int) ((movs[cell * M + layer / 12] >>> (5 * (layer % 12))) & 31); }

    static boolean intersects(long[] a, int off, long[] mask) {
        for (int k = 0; k < mask.length; k++) if ((a[off + k] & mask[k]) != 0) return true;
        return false;
    }

    void checkWin() {
        if (levelStartPhase) return;
        if (queue.contains("win")) { won = true; return; }
        if (g.winQuant.length == 0) return;
        for (int c = 0; c < g.winQuant.length; c++) if (!winConditionHolds(c)) return;
        won = true;
    }

    boolean has(int cell, long[] mask, boolean all) {
        int off = cell * S;
        if (all) { for (int k = 0; k < S; k++) if ((objs[off + k] & mask[k]) != mask[k]) return false; return true; }
        return intersects(objs, off, mask);
    }

    boolean winConditionHolds(int c) {
        long[] x = g.winX[c], y = g.winY[c];
        boolean xa = g.winXAll[c], ya = g.winYAll[c];
        if (S == 1) return winConditionHolds1(g.winQuant[c], x[0], xa, y == null ? -1 : y[0], y != null, ya);
        switch (g.winQuant[c]) {
            case 0: // all X on Y
                for (int i = 0; i < n; i++) if (has(i, x, xa) && y != null && !has(i, y, ya)) return false;
                return true;
            case 1: // some
                for (int i = 0; i < n; i++) if (has(i, x, xa) && (y == null || has(i, y, ya))) return true;
                return false;
            default: // no
                for (int i = 0; i < n; i++) if (has(i, x, xa) && (y == null || has(i, y, ya))) return false;
                return true;
        }
    }

    /** winConditionHolds for one-long cells (most games): the masks in locals, one load a cell. */
    private boolean winConditionHolds1(int quant, long x, boolean xa, long y, boolean hasY, boolean ya) {
        long[] o = objs;
        for (int i = 0; i < n; i++) {
            long v = o[i];
            if (xa ? (v & x) != x : (v & x) == 0) continue;          // no X here
            boolean onY = !hasY || (ya ? (v & y) == y : (v & y) != 0);
            switch (quant) {
                case 0: if (hasY && !onY) return false; break;      // all X on Y
                case 1: if (onY) return true; break;                 // some X (on Y)
                default: if (onY) return false;                      // no X (on Y)
            }
        }
        return quant != 1;
    }

    // ------------------------------------------------------------------ rules
    void applyRules(Rule[][] groups, boolean[] random, int[] loopPoint, boolean[] banned, boolean newGrid) {
        if (newGrid) matcher.invalidate();
        boolean loopPropagated = false;
        int loopCount = 0;
        int gi = 0;
        while (gi < groups.length) {
            if (banned == null || !banned[gi]) {
                boolean changed = random[gi] ? applyRandomGroup(groups[gi]) : applyGroup(groups[gi]);
                loopPropagated = changed || loopPropagated;
            }
            if (loopPropagated && loopPoint[gi] >= 0) {
                gi = loopPoint[gi];
                loopPropagated = false;
                if (++loopCount > GROUP_LOOP_LIMIT) break;
                continue;
            }
            gi++;
        }
    }

    /** Counts changes to objects or movements; a rule that found no match since the last change is not re-scanned
     *  (it would find none again: matching reads nothing else). */
    long changeCount;

    private long[] noMatchScratch = new long[8];

    boolean applyGroup(Rule[] group) {
        boolean any = false;
        if (noMatchScratch.length < group.length) noMatchScratch = new long[group.length];
        long[] noMatchAt = noMatchScratch;        // groups never nest: one scratch serves them all
        Arrays.fill(noMatchAt, 0, group.length, -1);
        for (int pass = 0; pass < GROUP_LOOP_LIMIT; pass++) {
            boolean propagated = false;
            for (int k = 0; k < group.length; k++) {
                Rule r = group[k];
                if (noMatchAt[k] == changeCount && r.commands.length == 0) continue;
                long before = changeCount;
                boolean changed = tryApply(r);
                if (changed) changeCount++;
                else if (before == changeCount && lastFoundNothing) noMatchAt[k] = changeCount;
                propagated |= changed;
            }
            if (!propagated) break;
            any = true;
            if (TupleSweep.settlesInOnePass(group)) break;   // a second pass would change nothing (see there)
        }
        return any;
    }

    private boolean lastFoundNothing;
    private TupleSweep sweep;

    boolean tryApply(Rule r) {
        int tuples = matcher.match(r, true);
        lastFoundNothing = tuples == 0;
        if (tuples == 0) return false;
        boolean modified = false;
        if (r.hasRhs && TupleSweep.isPure(r)) {
            if (sweep == null) sweep = new TupleSweep(this);
            modified = sweep.apply(r, tuples);   // the same effect, without re-applying tuples that change nothing
        } else if (r.hasRhs) for (int t = 0; t < tuples; t++) {
            int[][] tuple = matcher.tuple(r, t);
            if (applyAt(r, tuple, t > 0)) { modified = true; matcher.changed(r, tuple); }
        }
        queueCommands(r);
        return modified;
    }

    boolean applyRandomGroup(Rule[] group) {
        matcher.invalidate();               // the grid may have changed since the unions were last widened
        List<Rule> rules = new ArrayList<>();
        List<int[][]> all = new ArrayList<>();
        for (Rule r : group) for (int[][] t : findMatches(r)) { rules.add(r); all.add(t); }
        if (all.isEmpty()) return false;
        int pick = rng.below(all.size());
        Rule r = rules.get(pick);
        boolean modified = r.hasRhs && applyAt(r, all.get(pick), false);
        queueCommands(r);
        return modified;
    }

    void queueCommands(Rule r) {
        for (String c : r.commands) {
            if (queue.contains(c)) continue;
            queue.add(c);
            if (c.equals("message")) queuedMessage = r.message;
        }
    }

    void budget(long units) {
        work += units;
        if (work > MAX_RULE_WORK)
            throw new TurnLimitException("the turn did not settle: more than " + MAX_RULE_WORK + " rule steps (rules that loop without end?)");
    }

    /** Every tuple (one match per rule row) of r, in the order they are applied. For random groups, which change
     *  the grid without the matcher's bookkeeping: the matcher's unions are rebuilt at their next use. */
    List<int[][]> findMatches(Rule r) {
        int count = matcher.match(r, false);
        List<int[][]> out = new ArrayList<>(count);
        for (int t = 0; t < count; t++) out.add(matcher.copyOfTuple(r, t));
        matcher.invalidate();
        return out;
    }

    boolean cellMatches(Rule.Cell c, int i) { return matcher.cellMatches(c, i); }

    private boolean segmentMatches(Rule.Cell[] seg, int i, int delta) { return matcher.segmentMatches(seg, i, delta); }

    /** Index of the first cell of segment s given the start and the gaps before it. */
    private static int cellAt(int[] ks, Rule.Cell[][] segs, int s, int delta) {
        int pos = ks[0];
        for (int t = 0; t < s; t++) pos += (segs[t].length + (t > 0 ? ks[t] : 0)) * delta;
        return pos;
    }

    boolean rowMatchesAt(Rule.Row row, int[] m, int dir) {
        int delta = dir == 1 ? h : 1;
        for (int s = 0; s < row.segments.length; s++) {
            int start = s == 0 ? m[0] : cellAt(m, row.segments, s, delta) + m[s] * delta;
            if (!segmentMatches(row.segments[s], start, delta)) return false;
        }
        return true;
    }

    boolean applyAt(Rule r, int[][] tuple, boolean check) {
        if (check) for (int j = 0; j < r.rows.length; j++) if (!rowMatchesAt(r.rows[j], tuple[j], r.dir)) return false;
        int delta = r.dir == 1 ? h : 1;
        boolean changed = false;
        for (int j = 0; j < r.rows.length; j++) {
            Rule.Row row = r.rows[j];
            int[] m = tuple[j];
            for (int s = 0; s < row.segments.length; s++) {
                int start = s == 0 ? m[0] : cellAt(m, row.segments, s, delta) + m[s] * delta;
                Rule.Cell[] seg = row.segments[s];
                for (int c = 0; c < seg.length; c++) changed |= replace(r, seg[c], start + c * delta);
            }
        }
        budget(1);
        return changed;
    }

    boolean replace(Rule r, Rule.Cell c, int i) {
        if (c.rigidLayers != null) {
            for (int layer : c.rigidLayers) rigidGroup[i * L + layer] = r.group + 1;
            rigidTagged = true;
        }
        if (!c.replaces) return false;
        if (S == 1 && M == 1 && c.randomEntity == null && c.randomDirLayers == null) {
            // most games: one long of objects and one of movements a cell — the same steps as below, in locals
            long b = objs[i], o = (b & ~c.objClear[0]) | c.objSet[0];
            long mv = movs[i], nm = (mv & ~c.movClear[0]) | c.movSet[0];
            boolean changed = false;
            if (nm != mv) { movs[i] = nm; changed = true; }
            if (o != b) {
                objs[i] = o;
                changed = true;
                created[0] |= o & ~b;
                destroyed[0] |= b & ~o;
            }
            return changed;
        }
        int ob = i * S, mb = i * M;
        boolean changed = false;
        if (scratchCell.length < S) scratchCell = new long[S];
        long[] before = scratchCell;
        System.arraycopy(objs, ob, before, 0, S);
        for (int k = 0; k < S; k++) objs[ob + k] = (objs[ob + k] & ~c.objClear[k]) | c.objSet[k];
        if (c.randomEntity != null) {
            int id = c.randomEntity[rng.below(c.randomEntity.length)];
            long[] lm = g.layerMasks[g.objLayer[id]];
            for (int k = 0; k < S; k++) objs[ob + k] &= ~lm[k];
            objs[ob + (id >> 6)] |= 1L << (id & 63);
        }
        for (int k = 0; k < M; k++) {
            long nm = (movs[mb + k] & ~c.movClear[k]) | c.movSet[k];
            if (nm != movs[mb + k]) { movs[mb + k] = nm; changed = true; }
        }
        if (c.randomDirLayers != null) {
            for (int layer : c.randomDirLayers) {
                int d = 1 << rng.below(4);
                if (movement(i, layer) != d) { setMovement(i, layer, d); changed = true; }
            }
        }
        for (int k = 0; k < S; k++) {
            long o = objs[ob + k], b = before[k];
            if (o != b) {
                changed = true;
                created[k] |= o & ~b;
                destroyed[k] |= b & ~o;
            }
        }
        return changed;
    }

    // ------------------------------------------------------------------ movement
    /** The cells that hold a movement when resolving starts, in level order (reused). Resolving only ever clears
     *  movements, so passes over this list visit exactly the cells a pass over the whole level would act on. */
    private int[] movingCells = new int[64];

    boolean resolveMovements(boolean[] banned) {
        int[] cells = movingCells;
        int cnt = 0;
        for (int x = 0; x < w; x++) {
            if (!matcher.columnMayMove(x)) continue;          // most columns hold no movement at all
            for (int i = x * h, end = i + h; i < end; i++) {
                int b = i * M;
                boolean any = movs[b] != 0;
                for (int k = 1; k < M && !any; k++) any = movs[b + k] != 0;
                if (!any) continue;
                if (cnt == cells.length) movingCells = cells = Arrays.copyOf(cells, cnt * 2);
                cells[cnt++] = i;
            }
        }
        if (cnt == 0) return false;
        // passes in level order until nothing moves; a cell whose movements are all gone leaves the list
        boolean moved = true;
        while (moved) {
            moved = false;
            int kept = 0;
            for (int c = 0; c < cnt; c++) {
                int i = cells[c];
                moved |= repositionAt(i);
                if (hasMovement(i)) cells[kept++] = i;
            }
            cnt = kept;
        }
        // what could not move: rigid bans, cantmove sounds; then the movements are dropped
        boolean shouldUndo = false;
        for (int c = 0; c < cnt; c++) {
            int i = cells[c];
            for (int k = 0; k < M; k++) {
                long word = movs[i * M + k];
                while (word != 0) {
                    int f = Long.numberOfTrailingZeros(word) / 5, mv = (int) ((word >>> (5 * f)) & 31);
                    word &= ~(31L << (5 * f));
                    if ((mv & 15) == 0) continue;
                    int layer = k * 12 + f;
                    int rg = rigidGroup[i * L + layer];
                    if (rg != 0 && banned != null) { banned[rg - 1] = true; shouldUndo = true; }
                    if (history) cantMoveSounds(i, layer, mv);
                }
                movs[i * M + k] = 0;
            }
        }
        return shouldUndo;
    }

    private boolean hasMovement(int i) {
        for (int k = 0, b = i * M; k < M; k++) if (movs[b + k] != 0) return true;
        return false;
    }

    private void cantMoveSounds(int i, int layer, int mv) {
        long[] lm = g.layerMasks[layer];
        for (Game.Sound s : g.cantMoveSounds) {
            if ((s.dirMask & mv) == 0 || seedsCantMove.contains(s.seed)) continue;
            for (int k = 0; k < S; k++) if ((objs[i * S + k] & lm[k] & s.objMask[k]) != 0) { seedsCantMove.add(s.seed); break; }
        }
    }

    /** Moves what cell i's layers are asked to move where the target layer is free; layers in ascending order. */
    boolean repositionAt(int i) {
        boolean moved = false;
        int x = i / h, y = i % h;
        for (int k = 0; k < M; k++) {
            long word = movs[i * M + k];
            while (word != 0) {
                int f = Long.numberOfTrailingZeros(word) / 5, mv = (int) ((word >>> (5 * f)) & 31);
                word &= ~(31L << (5 * f));
                int j;
                switch (mv & 15) {
                    case 1: if (y == 0) continue; j = i - 1; break;
                    case 2: if (y == h - 1) continue; j = i + 1; break;
                    case 4: if (x == 0) continue; j = i - h; break;
                    case 8: if (x == w - 1) continue; j = i + h; break;
                    default: continue;           // action only (or nothing to move)
                }
                int layer = k * 12 + f;
                long[] lm = g.layerMasks[layer];
                if (S == 1) {
                    long m = lm[0];
                    if ((objs[j] & m) != 0) continue;
                    objs[j] |= objs[i] & m;
                    objs[i] &= ~m;
                } else {
                    if (intersects(objs, j * S, lm)) continue;
                    for (int q = 0; q < S; q++) {
                        objs[j * S + q] |= objs[i * S + q] & lm[q];
                        objs[i * S + q] &= ~lm[q];
                    }
                }
                matcher.movedInto(j);
                if (history) moveSounds(j, lm, mv);
                setMovement(j, layer, 0);
                movs[i * M + k] &= ~(31L << (5 * f));
                moved = true;
            }
        }
        return moved;
    }

    private void moveSounds(int j, long[] lm, int mv) {
        for (Game.Sound s : g.moveSounds) {
            if ((s.dirMask & mv) == 0 || seedsMove.contains(s.seed)) continue;
            for (int k = 0; k < S; k++) if ((objs[j * S + k] & lm[k] & s.objMask[k]) != 0) { seedsMove.add(s.seed); break; }
        }
    }

    // ------------------------------------------------------------------ serialisation
    /** The tests' level format: cells column by column, each the sorted names of its objects, a combination
     *  written "names:N" the first time and "N" after, each followed by ",", a newline after every `width` cells. */
    public String serialise() {
        StringBuilder b = new StringBuilder();
        Map<String, Integer> seen = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.clear();
            for (int id = 0; id < g.nObj; id++) if ((objs[i * S + (id >> 6)] & (1L << (id & 63))) != 0) names.add(g.objNames[id]);
            Collections.sort(names);
            String key = String.join(" ", names);
            Integer k = seen.get(key);
            if (k == null) { k = seen.size(); seen.put(key, k); b.append(key).append(':').append(k); }
            else b.append(k);
            b.append(',');
            if ((i + 1) % w == 0) b.append('\n');
        }
        return b.toString();
    }
}
