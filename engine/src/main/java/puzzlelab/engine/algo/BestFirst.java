package puzzlelab.engine.algo;

import java.util.Arrays;
import java.util.Comparator;
import java.util.PriorityQueue;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.StateTable;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.engine.Trace;

/**
 * One best-first engine for A*, weighted A*, greedy best-first and uniform-cost search; only the evaluator differs
 * (as in Fast Downward, astar(h) = eager(f = g + h, reopen closed)).
 * <pre>
 *   open = {s0}; g(s0) = 0
 *   loop: pop s with least (f, h); if stale skip; if goal(s) return path(s)
 *         for (m, c, t) in succ(s): if t new or g(s)+c < g(t): g(t) = g(s)+c; parent(t) = s; push t
 * </pre>
 * f = g + h (astar), g + w·h (wastar), h (greedy), g (ucs). Ties prefer smaller h. Goal test on expansion, so
 * A* with an admissible h and UCS return optimal costs. Closed states are reopened only by A* and UCS. A child whose
 * estimate is {@link Heuristic#DEAD} (no goal reachable) is stored but never queued.
 * A {@link Trace} (may be null) sees every node taken from the open list, its children and the open list after it;
 * without one nothing extra is done.
 */
public final class BestFirst extends Search {
    public enum Kind { ASTAR, WASTAR, GREEDY, UCS }

    private final Problem p;
    private final Heuristic h;
    private final Kind kind;
    private final long wScaled;   // weight × 1024
    private final int w;
    private final StateTable table;
    private boolean[] closed = new boolean[1024];
    private int[] hv = new int[1024];
    // binary heap of (priority, id, g at push)
    private long[] heapPri = new long[1024];
    private int[] heapId = new int[1024];
    private int[] heapG = new int[1024];
    private int heapSize;
    private final long[] cur;
    private final long[] kid;
    private int curId;
    private final Successors sink;
    /** The cheapest solution known from elsewhere (portfolio); children that cannot beat it are not stored. */
    private Solution offered;
    private final Trace trace;

    public BestFirst(Problem p, Heuristic h, Kind kind, double weight) {
        this(p, h, kind, weight, null);
    }

    public BestFirst(Problem p, Heuristic h, Kind kind, double weight, Trace trace) {
        this.p = p;
        this.trace = trace;
        this.h = h == null ? Heuristic.ZERO : h;
        this.kind = kind;
        this.wScaled = Math.round(weight * 1024);
        this.w = p.words();
        this.table = new StateTable(w, 1 << 12);
        this.cur = new long[w];
        this.kid = new long[w];
        long[] s0 = new long[w];
        p.initial(s0);
        int id = table.add(s0, -1, -1, 0);
        setH(id, this.h.estimate(s0));
        stats.generated = 1;
        push(id, 0);
        sink = new Successors() {
            public long[] child() { return kid; }
            public void emit(int move, int cost) { relax(move, cost); }
        };
    }

    @Override
    public String name() {
        return switch (kind) {
            case ASTAR -> "astar";
            case WASTAR -> "wastar";
            case GREEDY -> "greedy";
            case UCS -> "ucs";
        };
    }

    @Override
    public String heuristic() {
        return kind == Kind.UCS ? null : h.name();
    }

    private void setH(int id, int value) {
        if (id >= hv.length) {
            int n = Math.max(id + 1, hv.length * 3 / 2);
            hv = Arrays.copyOf(hv, n);
            closed = Arrays.copyOf(closed, n);
        }
        hv[id] = value;
    }

    private long priority(int g, int hh) {
        long f = switch (kind) {
            case ASTAR -> (long) g + hh;
            case WASTAR -> (g * 1024L + wScaled * hh);
            case GREEDY -> hh;
            case UCS -> g;
        };
        long tie = kind == Kind.GREEDY ? Math.min(g, 0xFFFFF) : Math.min(hh, 0xFFFFF);
        return (f << 20) | tie;
    }

    private void relax(int move, int cost) {
        stats.generated++;
        int ng = table.g(curId) + cost;
        int hh = -1;
        if (offered != null) {
            if (ng >= offered.cost()) {
                if (trace != null) trace.generated(move, ng, hh, false);
                return;
            }
            if (h.admissible()) {
                hh = h.estimate(kid);
                if (ng + hh >= offered.cost()) {
                    if (trace != null) trace.generated(move, ng, hh, false);
                    return;
                }
            }
        }
        int r = table.add(kid, curId, move, ng);
        if (r >= 0) {
            setH(r, hh >= 0 ? hh : h.estimate(kid));
            if (hv[r] >= Heuristic.DEAD) {   // no goal from it (a deadlock the puzzle found): stored, so known again, never queued
                closed[r] = true;
                if (trace != null) trace.generated(move, ng, hv[r], false);
                return;
            }
            push(r, ng);
            if (trace != null) trace.generated(move, ng, hv[r], true);
            return;
        }
        int id = -r - 1;
        boolean reopenable = (kind == Kind.ASTAR || kind == Kind.UCS || !closed[id]) && hv[id] < Heuristic.DEAD;
        if (ng < table.g(id) && reopenable) {
            table.set(id, curId, move, ng);
            closed[id] = false;
            push(id, ng);
            if (trace != null) trace.generated(move, ng, hv[id], true);
        } else {
            stats.duplicates++;
            if (trace != null) trace.generated(move, ng, hv[id], false);
        }
    }

    /** After an expansion, for the trace: the open list's size and its next few live entries in (f, h) order. */
    private void traceFrontier() {
        trace.frontier(heapSize);
        int k = trace.preview();
        if (k <= 0 || heapSize == 0) return;
        // the heap walked best first (a child is never better than its parent), stale entries skipped
        PriorityQueue<Integer> q = new PriorityQueue<>(Comparator.comparingLong((Integer i) -> heapPri[i]));
        q.add(0);
        int shown = 0;
        for (int seen = 0; !q.isEmpty() && shown < k && seen < 64 * k; seen++) {
            int i = q.poll();
            int id = heapId[i];
            if (!closed[id] && heapG[i] == table.g(id)) {
                trace.next(table.path(id), heapG[i], hv[id]);
                shown++;
            }
            int c = 2 * i + 1;
            if (c < heapSize) q.add(c);
            if (c + 1 < heapSize) q.add(c + 1);
        }
    }

    @Override
    public Status step(int budget) {
        for (int n = 0; n < budget; n++) {
            if (heapSize == 0) {
                stats.stored = table.size();
                if (offered == null) return Status.UNSOLVABLE;
                best = offered;   // nothing cheaper exists (proven when the engine reopens: astar, ucs)
                message = "every cheaper path was ruled out";
                return Status.SOLVED;
            }
            if (offered != null && provesOptimal() && (heapPri[0] >>> 20) >= offered.cost()) {
                stats.stored = table.size();
                best = offered;
                message = "the least f in the open list reached the incumbent's cost";
                return Status.SOLVED;
            }
            int id = heapId[0];
            int g = heapG[0];
            pop();
            if (closed[id] || g != table.g(id)) continue;  // stale entry
            closed[id] = true;
            table.get(id, cur);
            if (p.isGoal(cur)) {
                if (trace != null) trace.expand(table.path(id), g, hv[id], Trace.Verdict.GOAL);
                stats.stored = table.size();
                best = new Solution(table.path(id), g);
                return Status.SOLVED;
            }
            stats.expanded++;
            curId = id;
            if (trace != null) trace.expand(table.path(id), g, hv[id], Trace.Verdict.EXPAND);
            p.expand(cur, sink);
            if (trace != null) traceFrontier();
        }
        stats.stored = table.size();
        return Status.RUNNING;
    }

    @Override
    public void offer(Solution s) {
        if (offered == null || s.cost() < offered.cost()) offered = s;
    }

    /** The least f in the open list (stale entries only lower it), a lower bound for A* with admissible h and UCS. */
    @Override
    public long lowerBound() {
        if (heapSize == 0 || !(kind == Kind.UCS || (kind == Kind.ASTAR && h.admissible()))) return -1;
        return heapPri[0] >>> 20;
    }

    @Override
    public boolean provesOptimal() {
        return kind == Kind.UCS || (kind == Kind.ASTAR && h.admissible())
                || (kind == Kind.WASTAR && wScaled == 1024 && h.admissible());
    }

    @Override
    public long bytes() {
        return table.bytes() + (long) hv.length * 5 + (long) heapPri.length * 16;
    }

    private void push(int id, int g) {
        if (heapSize == heapPri.length) {
            int n = heapSize * 2;
            heapPri = Arrays.copyOf(heapPri, n);
            heapId = Arrays.copyOf(heapId, n);
            heapG = Arrays.copyOf(heapG, n);
        }
        long pri = priority(g, hv[id]);
        int i = heapSize++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heapPri[parent] <= pri) break;
            heapPri[i] = heapPri[parent];
            heapId[i] = heapId[parent];
            heapG[i] = heapG[parent];
            i = parent;
        }
        heapPri[i] = pri;
        heapId[i] = id;
        heapG[i] = g;
        stats.frontier(heapSize);
    }

    private void pop() {
        int last = --heapSize;
        if (last == 0) return;
        long pri = heapPri[last];
        int id = heapId[last];
        int g = heapG[last];
        int i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= last) break;
            if (c + 1 < last && heapPri[c + 1] < heapPri[c]) c++;
            if (heapPri[c] >= pri) break;
            heapPri[i] = heapPri[c];
            heapId[i] = heapId[c];
            heapG[i] = heapG[c];
            i = c;
        }
        heapPri[i] = pri;
        heapId[i] = id;
        heapG[i] = g;
    }
}
