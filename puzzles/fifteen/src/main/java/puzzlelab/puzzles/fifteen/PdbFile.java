package puzzlelab.puzzles.fifteen;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32;

/**
 * One pattern-database table on disk: a header naming the board and the group, the bytes, and a CRC32 of the
 * bytes. Written to a temporary file and renamed, so an interrupted write never leaves a file that looks whole.
 */
final class PdbFile {
    private static final long MAGIC = 0x505A4C5044423031L;   // "PZLPDB01"

    private PdbFile() {
    }

    /** The cache folder: {@code $PUZZLELAB_CACHE}, else {@code ~/.cache/puzzlelab}. */
    static Path cacheDir() {
        String env = System.getenv("PUZZLELAB_CACHE");
        if (env != null && !env.isBlank()) return Path.of(env);
        return Path.of(System.getProperty("user.home"), ".cache", "puzzlelab");
    }

    static Path path(Path dir, int rows, int cols, int[] tiles) {
        StringBuilder name = new StringBuilder("pdb-" + rows + "x" + cols);
        for (int t : tiles) name.append('-').append(t);
        return dir.resolve(name + ".bin");
    }

    static void write(Path file, int rows, int cols, int[] tiles, byte[] table) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        CRC32 crc = new CRC32();
        crc.update(table);
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 20))) {
            header(out, rows, cols, tiles, table.length);
            out.write(table);
            out.writeLong(crc.getValue());
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The table, or an {@link IOException} saying why the file is not a whole, matching table. */
    static byte[] read(Path file, int rows, int cols, int[] tiles, int size) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 20))) {
            if (in.readLong() != MAGIC || in.readInt() != rows || in.readInt() != cols || in.readInt() != tiles.length)
                throw new IOException("header does not match");
            for (int t : tiles) if (in.readInt() != t) throw new IOException("header does not match");
            if (in.readInt() != size) throw new IOException("header does not match");
            byte[] table = new byte[size];
            in.readFully(table);
            CRC32 crc = new CRC32();
            crc.update(table);
            if (in.readLong() != crc.getValue()) throw new IOException("checksum mismatch");
            if (in.read() != -1) throw new IOException("trailing bytes");
            return table;
        } catch (java.io.EOFException e) {
            throw new IOException("truncated");
        }
    }

    private static void header(DataOutputStream out, int rows, int cols, int[] tiles, int size) throws IOException {
        out.writeLong(MAGIC);
        out.writeInt(rows);
        out.writeInt(cols);
        out.writeInt(tiles.length);
        for (int t : tiles) out.writeInt(t);
        out.writeInt(size);
    }
}
