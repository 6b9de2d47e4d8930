package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a declared generator or benchmark the way the CLI does, without picocli: "--name value" (or "--flag") pairs
 * checked by {@link Params#of}, boards printed with "---" between boards of several lines, notes as the error text;
 * exit 2 for refused input, 3 for fewer boards than asked, 4 for a failed check, 2 when a bench checked nothing.
 */
public final class DeclaredRun {
    public record Run(int exit, String out, String err, Generator.Generated generated, Benchmark.Outcome outcome) {
    }

    private DeclaredRun() {
    }

    static Map<String, String> parse(List<Param> params, String... args) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String name = args[i].replaceFirst("^--?", "");
            Param p = params.stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
            if (p != null && p.kind() == Param.Kind.FLAG) m.put(name, "true");
            else m.put(name, args[++i]);
        }
        return m;
    }

    /** {@code args} may include "--seed S" (default 1). */
    public static Run generate(Generator g, String... args) {
        long seed = 1;
        java.util.ArrayList<String> rest = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seed")) seed = Long.parseLong(args[++i]);
            else rest.add(args[i]);
        }
        try {
            Params v = Params.of(g.params(), parse(g.params(), rest.toArray(String[]::new)));
            Generator.Generated out = g.generate(v, seed, () -> false);
            StringBuilder sb = new StringBuilder();
            List<Generator.Board> bs = out.boards();
            for (int i = 0; i < bs.size(); i++) {
                if (i > 0 && (bs.get(i).text().strip().contains("\n") || bs.get(i - 1).text().strip().contains("\n"))) sb.append("---\n");
                sb.append(bs.get(i).text());
            }
            boolean fewer = bs.isEmpty() || (v.has("count") && bs.size() < v.integer("count"));
            return new Run(fewer ? 3 : 0, sb.toString(), "seed " + seed + "\n" + String.join("\n", out.notes()), out, null);
        } catch (InputException e) {
            return new Run(2, "", e.getMessage(), null, null);
        }
    }

    public static Run bench(Benchmark b, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            Params v = Params.of(b.params(), parse(b.params(), args));
            Benchmark.Outcome o = b.run(v, new PrintStream(bytes, true, StandardCharsets.UTF_8), () -> false);
            int exit = o.failed() > 0 ? 4 : o.checked() == 0 ? 2 : 0;
            return new Run(exit, bytes.toString(StandardCharsets.UTF_8), o.summary(), null, o);
        } catch (InputException e) {
            return new Run(2, bytes.toString(StandardCharsets.UTF_8), e.getMessage(), null, null);
        }
    }
}
