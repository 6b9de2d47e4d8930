package puzzlelab.cli.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The counts for the closing note: printed after the suite and written to target/fuzz-summary.txt. */
final class FuzzStats {
    enum Kind {
        TRIED("inputs tried"), CLEAN_ERROR("clean errors (exit 2, one line naming the file)"),
        SOLVED("solved, solution replayed (exit 0)"), LIMIT("limit reached (exit 3)"), UNSOLVABLE("proven unsolvable (exit 1)"),
        SHORTER_VALID("cut inside the last line to a smaller well-formed instance, proven unsolvable (exit 1)"),
        STACK_TRACE("stack traces"), INTERNAL("internal errors (exit 4)"), HANG("hangs (run > 10 s or detection > 1 s)"),
        GARBAGE_ACCEPTED("garbage accepted"), VALID_REJECTED("valid inputs rejected"), BAD_MESSAGE("messages not one clean line");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    private static final Map<Kind, Integer> COUNTS = new LinkedHashMap<>();
    private static long slowestDetectionNanos;

    private FuzzStats() {
    }

    static synchronized void count(Kind k) {
        COUNTS.merge(k, 1, Integer::sum);
    }

    static synchronized void detection(long nanos) {
        slowestDetectionNanos = Math.max(slowestDetectionNanos, nanos);
    }

    static synchronized String table() {
        StringBuilder sb = new StringBuilder("| fuzz suite (InputFuzzTest) | count |\n|---|---|\n");
        for (Kind k : Kind.values()) sb.append("| ").append(k.label).append(" | ").append(COUNTS.getOrDefault(k, 0)).append(" |\n");
        sb.append("| slowest content detection | ").append(slowestDetectionNanos / 1_000_000).append(" ms |\n");
        return sb.toString();
    }

    static void report() {
        String t = table();
        System.out.print(t);
        try {
            Files.writeString(Path.of("target", "fuzz-summary.md"), t);
        } catch (IOException e) {
            // the table is on stdout anyway
        }
    }
}
