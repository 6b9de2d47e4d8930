package puzzlelab.engine;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.Arrays;
import java.util.HashSet;

/** A set of packed states with removal: a primitive set for one-word states, wrapped arrays otherwise. */
public final class KeySet {
    private final int w;
    private final LongOpenHashSet one;
    private final HashSet<Wrapped> many;

    private record Wrapped(long[] k) {
        @Override public boolean equals(Object o) { return o instanceof Wrapped x && Arrays.equals(x.k, k); }
        @Override public int hashCode() { return Long.hashCode(Keys.hash(k, 0, k.length)); }
    }

    public KeySet(int words) {
        this.w = words;
        this.one = words == 1 ? new LongOpenHashSet() : null;
        this.many = words == 1 ? null : new HashSet<>();
    }

    public boolean add(long[] key) {
        return one != null ? one.add(key[0]) : many.add(new Wrapped(key.clone()));
    }

    public boolean remove(long[] key) {
        return one != null ? one.remove(key[0]) : many.remove(new Wrapped(key));
    }

    public boolean contains(long[] key) {
        return one != null ? one.contains(key[0]) : many.contains(new Wrapped(key));
    }

    public void clear() {
        if (one != null) one.clear(); else many.clear();
    }

    public int size() {
        return one != null ? one.size() : many.size();
    }

    /** Estimate: 8/0.75 bytes per one-word entry; wrapped entries cost about 56 + 8·w bytes. */
    public long bytes() {
        return one != null ? one.size() * 11L + 64 : many.size() * (56L + 8L * w);
    }
}
