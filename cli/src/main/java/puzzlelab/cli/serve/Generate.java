package puzzlelab.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A {@code puzzlelab generate PUZZLE} run for the web: only whitelisted options with short plain values, one
 * board, a seed always given (and reported). The generators print to standard output, so each runs in a child
 * JVM of this same program: its output is its own, and cancel or the time limit can stop it at once.
 */
final class Generate {
    private static final Map<String, List<String>> OPTIONS = Map.of(
            "rushhour", List.of("size", "min-moves", "walls"),
            "zhed", List.of("tiles", "size"),
            "chexers", List.of("colour", "pieces", "blocks", "radius"),
            "coroutine", List.of("turns", "moves", "max-arrows"));
    private static final String VALUE = "[A-Za-z0-9.]{1,12}";

    private final String puzzle;
    private final List<String> args;
    private final long seed;

    private Generate(String puzzle, List<String> args, long seed) {
        this.puzzle = puzzle;
        this.args = args;
        this.seed = seed;
    }

    /** {@code {"kind": "generate", "puzzle": "rushhour", "options": {"min-moves": "20"}, "seed": 7}}. */
    static Generate of(Body b) {
        String puzzle = b.text("puzzle");
        if (puzzle == null || !OPTIONS.containsKey(puzzle))
            throw ApiError.bad("puzzle must be one of " + String.join(", ", OPTIONS.keySet().stream().sorted().toList()));
        Body opts = b.object("options");
        List<String> args = new ArrayList<>(List.of("generate", puzzle));
        for (String name : OPTIONS.get(puzzle)) {
            String v = opts.text(name);
            if (v == null || v.isBlank()) continue;
            if (!v.matches(VALUE)) throw ApiError.bad(name + ": '" + v + "' is not a plain value");
            args.add("--" + name);
            args.add(v);
        }
        Long s = b.integer("seed");
        long seed = s == null ? System.nanoTime() & 0xFFFFFFFL : s;
        args.addAll(List.of("--seed", Long.toString(seed)));
        if (puzzle.equals("coroutine")) args.addAll(List.of("--format", "files"));
        return new Generate(puzzle, args, seed);
    }

    Map<String, Object> run(Job job) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                "puzzlelab.cli.Main"));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        try {
            byte[][] out = new byte[2][];
            Thread err = new Thread(() -> out[1] = readCapped(p.getErrorStream()));
            err.start();
            out[0] = readCappedUntil(p, job);
            err.join();
            if (job.stopRequested()) throw new ApiError(409, "generate stopped (cancelled or over its time limit)");
            int code = p.waitFor();
            String stdout = new String(out[0], StandardCharsets.UTF_8);
            String stderr = new String(out[1], StandardCharsets.UTF_8).trim();
            if (code != 0) throw ApiError.bad(stderr.isEmpty() ? "generate failed (exit " + code + ")" : stderr.lines().reduce((a, c) -> c).orElse(""));
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("puzzle", puzzle);
            m.put("seed", seed);
            m.put("content", stdout);
            m.put("log", stderr);
            return m;
        } finally {
            p.destroyForcibly();
        }
    }

    /** Standard output, read while the job may be cancelled (then the process is killed, ending the read). */
    private static byte[] readCappedUntil(Process p, Job job) {
        Thread watchdog = new Thread(() -> {
            try {
                while (p.isAlive()) {
                    if (job.stopRequested()) p.destroyForcibly();
                    Thread.sleep(100);
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
            }
        });
        watchdog.setDaemon(true);
        watchdog.start();
        return readCapped(p.getInputStream());
    }

    private static byte[] readCapped(InputStream in) {
        try (in) {
            return in.readNBytes(Body.MAX_BYTES);
        } catch (IOException e) {
            return new byte[0];
        }
    }
}
