package puzzlelab.cli.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Describes the JVM and the CPU once, for every result row (timings mean little without them). */
record Machine(String jvm, String cpu) {

    static Machine describe() {
        Runtime rt = Runtime.getRuntime();
        String jvm = System.getProperty("java.vm.name", "JVM") + " " + System.getProperty("java.runtime.version",
                System.getProperty("java.version", "?")) + ", max heap " + (rt.maxMemory() >> 20) + " MiB";
        return new Machine(jvm, cpuModel() + ", " + rt.availableProcessors() + " cores");
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) return line.substring(line.indexOf(':') + 1).trim().replaceAll("\\s+", " ");
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        String id = System.getenv("PROCESSOR_IDENTIFIER");
        if (id != null && !id.isBlank()) return id.trim();
        return System.getProperty("os.arch", "unknown CPU");
    }
}
