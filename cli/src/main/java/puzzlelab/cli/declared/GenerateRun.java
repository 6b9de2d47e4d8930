package puzzlelab.cli.declared;

import puzzlelab.cli.common.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import puzzlelab.cli.common.Interrupts;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.OutputTargets;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;

/**
 * {@code generate NAME}: the generator's options plus the host's {@code --seed} and {@code --out}. Boards go to
 * standard output ({@code ---} between boards of several lines) or, with {@code --out}, each to its suggested file;
 * the seed and the generator's notes go to standard error. Exit 3 when fewer boards than {@code --count} were made.
 */
final class GenerateRun extends DeclaredCommands.Run {
    private static final List<Param> HOST = List.of(
            Param.folder("out", "write each board to its own file in this folder (which must exist) instead of printing it"));
    private final Generator generator;

    GenerateRun(Generator generator) {
        this.generator = generator;
    }

    @Override
    void declare(CommandSpec spec) {
        Options.add(spec, generator.params());
        spec.addOption(OptionSpec.builder("--seed").type(Long.class).paramLabel("S")
                .description("random seed (default: from the clock; printed)").build());
        Options.add(spec, HOST);
    }

    @Override
    public Integer call() throws IOException {
        var pr = spec.commandLine().getParseResult();
        Params values = Params.of(generator.params(), Options.given(pr, generator.params()));
        Path out = Params.of(HOST, Options.given(pr, HOST)).folder("out");
        if (out != null) OutputTargets.folder("--out", out);   // /proc, a read-only folder: one line before any work
        Long given = pr.matchedOptionValue("--seed", null);
        long seed = given != null ? given : puzzlelab.engine.SearchOptions.clockSeed();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Generator.Generated g;
        boolean cancelled;
        try (Interrupts.Scope scope = Interrupts.open()) {
            g = generator.generate(values, seed, scope::requested, progress(values, err));
            cancelled = scope.requested();
        }
        // printed after the run: a refused option (checked inside generate) stays the one line on stderr
        err.println("seed " + seed);
        write(g.boards(), out, stdout, err);
        g.notes().forEach(err::println);
        stdout.flush();
        err.flush();
        boolean fewer = values.has("count") && generator.params().stream().anyMatch(p -> p.name().equals("count")
                && p.kind() == Param.Kind.INT) && g.boards().size() < values.integer("count");
        return cancelled || fewer || g.boards().isEmpty() ? ExitCodes.LIMIT : 0;
    }

    private static void write(List<Generator.Board> boards, Path out, PrintWriter stdout, PrintWriter err) throws IOException {
        Map<String, Integer> used = new HashMap<>();
        for (int i = 0; i < boards.size(); i++) {
            Generator.Board b = boards.get(i);
            if (out == null) {
                if (i > 0 && (b.text().strip().contains("\n") || boards.get(i - 1).text().strip().contains("\n"))) stdout.println("---");
                stdout.print(b.text().endsWith("\n") ? b.text() : b.text() + "\n");
                err.println("board " + (i + 1) + ": " + b.description());   // its rating, as --out reports it
                continue;
            }
            Path f = out.resolve(unique(b.fileName(), used));
            try {
                Files.writeString(f, b.text());
            } catch (IOException e) {   // the disk, not a bug: one line, exit 2
                throw OutputTargets.failed(f, e);
            }
            err.println("wrote " + f + " (" + b.description() + ")");
        }
    }

    /** Where a generator's progress goes: {@link ProgressLines}, or nowhere with {@code --format json}. */
    static java.util.function.Consumer<String> progress(Params values, PrintWriter err) {
        boolean json = "json".equals(values.asMap().get("format"));   // its answer is JSON alone: no progress beside it
        return json ? line -> { } : new ProgressLines(err);
    }

    /**
     * A generator's progress on stderr, as a long check's is: its latest line every {@link #EVERY_MILLIS} (2 s; the
     * system property {@code puzzlelab.progressMillis} sets another, tests 0), {@code generate: LINE (N s)}; a quick
     * run prints none.
     */
    static final class ProgressLines implements java.util.function.Consumer<String> {
        static final long EVERY_MILLIS = 2_000;
        private final PrintWriter err;
        private final long every = Long.getLong("puzzlelab.progressMillis", EVERY_MILLIS) * 1_000_000L;
        private final long start = System.nanoTime();
        private long next = start + every;

        ProgressLines(PrintWriter err) {
            this.err = err;
        }

        @Override
        public void accept(String line) {
            long now = System.nanoTime();
            if (now < next) return;
            next = now + every;
            err.printf(java.util.Locale.ROOT, "generate: %s (%.0f s)%n", line, (now - start) / 1e9);
            err.flush();
        }
    }

    /** The suggested name, numbered when two boards suggest the same one. */
    private static String unique(String name, Map<String, Integer> used) {
        if (!name.matches("[A-Za-z0-9._-]+") || name.startsWith(".")) throw new InputException(null, "unsafe file name " + name);
        int n = used.merge(name, 1, Integer::sum);
        if (n == 1) return name;
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name + "-" + n : name.substring(0, dot) + "-" + n + name.substring(dot);
    }
}
