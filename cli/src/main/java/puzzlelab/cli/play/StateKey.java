package puzzlelab.cli.play;

import java.util.Arrays;

/** A packed state as a map key (equality by content). */
public record StateKey(long[] words) {
    public StateKey {
        words = words.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StateKey k && Arrays.equals(k.words, words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return Arrays.toString(words);
    }
}
