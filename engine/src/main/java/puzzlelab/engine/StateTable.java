package puzzlelab.engine;

import java.util.Arrays;

/**
 * Interns packed states and gives each a dense int id (like Fast Downward's StateRegistry). Per-state data lives in
 * parallel arrays indexed by id: parent id, move code from the parent, and g (path cost).
 * Open addressing with linear probing over an {@code int[]} of ids; keys are stored once, in an arena.
 */
public final class StateTable {
    private final int w;
    private long[] keys;
    private int[] parent;
    private int[] move;
    private int[] g;
    private int[] slots;   // id + 1, 0 = empty
    private int mask;
    private int size;

    public StateTable(int words, int expected) {
        this.w = words;
        int cap = Math.max(16, expected);
        keys = new long[cap * w];
        parent = new int[cap];
        move = new int[cap];
        g = new int[cap];
        int s = Integer.highestOneBit(Math.max(16, cap * 2 - 1)) << 1;
        slots = new int[s];
        mask = s - 1;
    }

    public int size() {
        return size;
    }

    public int words() {
        return w;
    }

    /** Id of {@code state} or -1. */
    public int find(long[] state) {
        int i = (int) Keys.hash(state, 0, w) & mask;
        while (true) {
            int e = slots[i];
            if (e == 0) return -1;
            if (Keys.equal(keys, (e - 1) * w, state, 0, w)) return e - 1;
            i = (i + 1) & mask;
        }
    }

    /** Adds {@code state} if absent and returns its id; returns {@code -(id + 1)} if it was already present. */
    public int add(long[] state, int parentId, int moveCode, int cost) {
        int i = (int) Keys.hash(state, 0, w) & mask;
        while (true) {
            int e = slots[i];
            if (e == 0) break;
            if (Keys.equal(keys, (e - 1) * w, state, 0, w)) return -e;
            i = (i + 1) & mask;
        }
        int id = size++;
        if (id == parent.length) growArena();
        System.arraycopy(state, 0, keys, id * w, w);
        parent[id] = parentId;
        move[id] = moveCode;
        g[id] = cost;
        slots[i] = id + 1;
        if (size * 4L > (long) slots.length * 3) rehash();
        return id;
    }

    public void get(int id, long[] dst) {
        System.arraycopy(keys, id * w, dst, 0, w);
    }

    public int parent(int id) { return parent[id]; }
    public int move(int id) { return move[id]; }
    public int g(int id) { return g[id]; }

    public void set(int id, int parentId, int moveCode, int cost) {
        parent[id] = parentId;
        move[id] = moveCode;
        g[id] = cost;
    }

    /** Moves on the path from the root to {@code id}, following parent links. */
    public int[] path(int id) {
        int n = 0;
        for (int i = id; parent[i] >= 0; i = parent[i]) n++;
        int[] p = new int[n];
        for (int i = id; parent[i] >= 0; i = parent[i]) p[--n] = move[i];
        return p;
    }

    public long bytes() {
        return (long) keys.length * 8 + (long) parent.length * 12 + (long) slots.length * 4;
    }

    private void growArena() {
        int cap = parent.length + (parent.length >> 1) + 16;
        keys = Arrays.copyOf(keys, cap * w);
        parent = Arrays.copyOf(parent, cap);
        move = Arrays.copyOf(move, cap);
        g = Arrays.copyOf(g, cap);
    }

    private void rehash() {
        int[] old = slots;
        slots = new int[old.length * 2];
        mask = slots.length - 1;
        for (int e : old) {
            if (e == 0) continue;
            int i = (int) Keys.hash(keys, (e - 1) * w, w) & mask;
            while (slots[i] != 0) i = (i + 1) & mask;
            slots[i] = e;
        }
    }
}
