package puzzlelab.puzzles.fifteen;

import puzzlelab.puzzles.input.InputException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** One group's ranked pattern database: its tiles, their placement ranking and the table (moves of the group). */
final class RankedPdb {
    final int[] tiles;
    final PlacementRank ranks;
    final byte[] table;

    RankedPdb(int[] tiles, PlacementRank ranks, byte[] table) {
        this.tiles = tiles;
        this.ranks = ranks;
        this.table = table;
    }

    /** The value for a board given as tile → cell. */
    int lookup(int[] cellOfTile, int[] scratch) {
        for (int j = 0; j < tiles.length; j++) scratch[j] = cellOfTile[tiles[j]];
        return table[ranks.rank(scratch)];
    }

    /**
     * Reads the group's table from {@code dir}, or builds it (with a line on {@code log}) and writes it there. A file
     * that is corrupt, truncated or unreadable is rebuilt with a one-line note; a cache that cannot be written only
     * costs a note.
     */
    static RankedPdb loadOrBuild(Path dir, int rows, int cols, int[] tiles, PrintStream log) {
        PlacementRank ranks = new PlacementRank(rows * cols, tiles.length);
        Path file = PdbFile.path(dir, rows, cols, tiles);
        if (Files.exists(file)) {
            try {
                return new RankedPdb(tiles, ranks, PdbFile.read(file, rows, cols, tiles, ranks.size));
            } catch (IOException e) {
                log.println("pattern database " + file + " is unusable (" + e.getMessage() + "); rebuilding it");
            } catch (OutOfMemoryError e) {   // one huge array that did not fit: nothing else was left half-done
                throw new InputException(null, String.format("loading the pattern database %s (%.0f MB) does not fit in"
                        + " the heap that -Xmx allows (set PUZZLELAB_JAVA_OPTS=-Xmx8g)", file.getFileName(), ranks.size / 1e6));
            }
        }
        long need = LayeredPdbBuilder.bytesNeeded(ranks.size, rows * cols);
        if (Runtime.getRuntime().maxMemory() < need)   // fail with advice, not an OutOfMemoryError halfway
            throw new InputException(null, String.format("building the %d-tile pattern database needs about %.1f GB"
                    + " of heap, more than -Xmx allows (set PUZZLELAB_JAVA_OPTS=-Xmx8g)", tiles.length, need / 1e9));
        log.printf("building the %d-tile pattern database %s (%,d entries) ...%n", tiles.length, file.getFileName(), ranks.size);
        long t0 = System.nanoTime();
        byte[] table = new LayeredPdbBuilder(rows, cols, tiles.length).build(tiles);
        log.printf("built %s in %.1f s%n", file.getFileName(), (System.nanoTime() - t0) / 1e9);
        try {
            PdbFile.write(file, rows, cols, tiles, table);
        } catch (IOException e) {
            log.println("could not cache the pattern database in " + dir + " (" + e.getMessage() + ")");
        }
        return new RankedPdb(tiles, ranks, table);
    }
}
