package puzzlelab.cli.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Messages about skipped inputs and combinations: each distinct note once, in order, thread-safe. */
final class Notes {
    private final Set<String> notes = new LinkedHashSet<>();

    synchronized void add(String note) {
        notes.add(note);
    }

    synchronized List<String> all() {
        return new ArrayList<>(notes);
    }
}
