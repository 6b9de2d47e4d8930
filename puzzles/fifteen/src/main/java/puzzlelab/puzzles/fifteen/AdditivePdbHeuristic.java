package puzzlelab.puzzles.fifteen;

import java.util.function.Supplier;
import puzzlelab.engine.Heuristic;

/**
 * A sliding-tile heuristic backed by ranked additive pattern databases ({@code pdb-78}: Korf &amp; Felner's 7-8
 * partition of the 4×4 board with reflection; {@code pdb-6666}: their 6-6-6-6 partition of the 5×5 board). The tables are loaded, or built and cached, on first use, not when the heuristic is
 * merely listed. Admissible and consistent (a max of two consistent sums).
 */
final class AdditivePdbHeuristic implements Heuristic {
    private final String name;
    private final SlidingBoard board;
    private final Supplier<AdditivePdb> tables;

    AdditivePdbHeuristic(String name, SlidingBoard board, Supplier<AdditivePdb> tables) {
        this.name = name;
        this.board = board;
        this.tables = tables;
    }

    static AdditivePdbHeuristic korf78(SlidingBoard board) {
        return new AdditivePdbHeuristic("pdb-78", board, AdditivePdb::korf78);
    }

    static AdditivePdbHeuristic korf6666(SlidingBoard board) {
        return new AdditivePdbHeuristic("pdb-6666", board, AdditivePdb::korf6666);
    }

    AdditivePdb tables() {
        return tables.get();
    }

    @Override public String name() { return name; }
    @Override public boolean admissible() { return true; }
    @Override public boolean consistent() { return true; }

    @Override
    public String buildNeeded() {
        return switch (name) {
            case "pdb-78" -> AdditivePdb.korf78BuildNeeded(PdbFile.cacheDir());
            case "pdb-6666" -> AdditivePdb.korf6666BuildNeeded(PdbFile.cacheDir());
            default -> null;
        };
    }

    @Override
    public int estimate(long[] state) {
        return tables().estimate(board.unpack(state));
    }
}
