package puzzlelab.puzzles.input;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Reads a puzzle file as text, the one way every reader gets its input: only regular files (a folder, FIFO or
 * device such as /dev/zero is named as such and never opened), at most {@link #MAX_BYTES}, strict UTF-8 with the
 * byte-order mark dropped, no control characters (their line is named and the character shown escaped).
 */
public final class InputFiles {
    public static final long MAX_BYTES = 64L << 20;
    /** How much of a file content detection looks at. */
    public static final int DETECT_CHARS = 16 * 1024;

    private InputFiles() {
    }

    /** What a command-line argument names on disk. */
    public enum Kind { MISSING, REGULAR, FOLDER, SPECIAL }

    public static Kind kind(String name) {
        if (name == null || name.isEmpty()) return Kind.MISSING;
        Path p;
        try {
            p = Path.of(name);
        } catch (InvalidPathException e) {
            return Kind.MISSING;
        }
        if (!Files.exists(p)) return Kind.MISSING;
        if (Files.isDirectory(p)) return Kind.FOLDER;
        return Files.isRegularFile(p) ? Kind.REGULAR : Kind.SPECIAL;
    }

    /** The text of file {@code name}; {@code source} names it in messages. */
    public static String read(String name, String source) throws InputException {
        switch (kind(name)) {
            case MISSING -> throw new InputException(source, "no such file");
            case FOLDER -> throw new InputException(source, "is a folder, not a puzzle file");
            case SPECIAL -> throw new InputException(source, "is not a regular file (a device, FIFO or socket); give a puzzle file");
            default -> {
            }
        }
        Path p = Path.of(name);
        byte[] bytes;
        try {
            long size = Files.size(p);
            if (size > MAX_BYTES)
                throw new InputException(source, "is " + (size >> 20) + " MB; puzzle files are at most " + (MAX_BYTES >> 20) + " MB");
            bytes = Files.readAllBytes(p);
        } catch (IOException e) {
            throw new InputException(source, "cannot be read: " + why(e));
        }
        if (bytes.length > MAX_BYTES)
            throw new InputException(source, "is larger than " + (MAX_BYTES >> 20) + " MB, the most a puzzle file may be");
        return decode(source, bytes);
    }

    /**
     * What went wrong with a file, in words: a {@link FileSystemException}'s message is the bare path (which the
     * caller names already), so its type and reason say it.
     */
    public static String why(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or folder";
        if (e instanceof NotDirectoryException) return "a part of the path is a file, not a folder";
        if (e instanceof FileAlreadyExistsException) return "already exists";
        if (e instanceof FileSystemException f && f.getReason() != null) return Text.shown(f.getReason());
        if (e instanceof CharacterCodingException) return "not UTF-8 text";
        return Text.shown(String.valueOf(e.getMessage()));
    }

    /** Strict UTF-8, BOM dropped, control characters rejected with their line. */
    public static String decode(String source, byte[] bytes) throws InputException {
        String text;
        // plain ASCII without control characters (most puzzle files, all large sets): no decoder, no char[] copy, no
        // second scan; anything else goes the strict way, which names the line of what is wrong
        // (as Latin-1, which for ASCII is the same text: the String copies the bytes, where US-ASCII scans them for
        // high bits again, in the interpreter when it is the run's first file: 30-60 ms on a 45 MB set)
        if (plainAscii(bytes)) return new String(bytes, StandardCharsets.ISO_8859_1);
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(source, "is not a UTF-8 text file");
        }
        return checked(source, text);
    }

    /** True when every byte is printable 7-bit ASCII, a tab or a line break: UTF-8 as it is, with nothing to refuse. */
    static boolean plainAscii(byte[] bytes) {
        for (byte b : bytes)
            if (b < 0x20 ? b != '\n' && b != '\r' && b != '\t' : b == 0x7f) return false;   // negative: not ASCII
        return true;
    }

    /** {@code text} without its BOM; an error naming the line of the first control character. */
    public static String checked(String source, String text) throws InputException {
        text = Text.stripBom(text);
        int bad = Text.firstControl(text);
        if (bad >= 0)
            throw new InputException(source, Text.lineOf(text, bad), "control character "
                    + Text.shown(String.valueOf(text.charAt(bad))) + " is not allowed in a puzzle file");
        return text;
    }
}
