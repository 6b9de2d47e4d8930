package puzzlelab.puzzlescript.lang;

import java.util.*;

/** A plain breadth-first search over Session.step/pack/restore (for tests and the benchmark). */
final class Bfs {
    record Result(List<Input> solution, int states, double seconds) {}

    private record Key(long[] s) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(s, k.s); }
        @Override public int hashCode() { return Arrays.hashCode(s); }
    }

    static Result solve(Session start, int maxStates) {
        long t0 = System.nanoTime();
        Input[] moves = start.game().flag("noaction")
                ? new Input[]{Input.UP, Input.LEFT, Input.DOWN, Input.RIGHT}
                : new Input[]{Input.UP, Input.LEFT, Input.DOWN, Input.RIGHT, Input.ACTION};
        Map<Key, Key> parent = new HashMap<>();
        Map<Key, Input> via = new HashMap<>();
        ArrayDeque<long[]> queue = new ArrayDeque<>();
        Session s = start.copy();
        long[] root = s.pack();
        parent.put(new Key(root), null);
        queue.add(root);
        while (!queue.isEmpty() && parent.size() < maxStates) {
            long[] cur = queue.poll();
            for (Input m : moves) {
                s.restore(cur);
                if (!s.step(m)) continue;
                Key k = new Key(s.pack());
                if (parent.containsKey(k)) continue;
                parent.put(k, new Key(cur));
                via.put(k, m);
                if (s.won()) {
                    LinkedList<Input> path = new LinkedList<>();
                    for (Key x = k; via.containsKey(x); x = parent.get(x)) path.addFirst(via.get(x));
                    return new Result(path, parent.size(), (System.nanoTime() - t0) / 1e9);
                }
                queue.add(k.s());
            }
        }
        return new Result(null, parent.size(), (System.nanoTime() - t0) / 1e9);
    }
}
