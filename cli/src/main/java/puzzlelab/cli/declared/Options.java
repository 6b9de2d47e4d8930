package puzzlelab.cli.declared;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParseResult;
import puzzlelab.puzzles.Param;

/** Declared {@link Param}s as picocli options, and the parsed command line back as the text map {@code Params.of} checks. */
final class Options {
    /** Short names kept from the hand-written commands (and shared with solve). */
    private static final Map<String, String> SHORT = Map.of("heuristic", "-H", "algorithm", "-a");

    private Options() {
    }

    static void add(CommandSpec spec, List<Param> params) {
        for (Param p : params) {
            if (p.kind() == Param.Kind.FILES)
                spec.addPositional(PositionalParamSpec.builder().arity("0..*").type(String[].class).paramLabel("FILE")
                        .description(p.description()).build());
            else spec.addOption(option(p));
        }
    }

    private static OptionSpec option(Param p) {
        String[] names = SHORT.containsKey(p.name()) ? new String[] {SHORT.get(p.name()), "--" + p.name()} : new String[] {"--" + p.name()};
        OptionSpec.Builder b = OptionSpec.builder(names).description(help(p));
        if (p.kind() == Param.Kind.FLAG) return b.type(boolean.class).arity("0").build();
        return b.type(String.class).paramLabel(label(p)).build();
    }

    /** One line: the description, then the bounds or choices and the default. */
    static String help(Param p) {
        StringBuilder sb = new StringBuilder(p.description());
        switch (p.kind()) {
            case INT -> sb.append(" (").append(p.min()).append("..").append(p.max());
            case DURATION -> sb.append(" (a duration such as 10s");
            case CHOICE -> sb.append(" (").append(String.join(", ", p.choices()));
            default -> sb.append(" (");
        }
        if (p.defaultValue() != null && p.kind() != Param.Kind.FLAG) sb.append(sb.charAt(sb.length() - 1) == '(' ? "" : "; ").append("default ").append(p.defaultValue());
        sb.append(')');
        return sb.toString().replace(" ()", "");
    }

    private static String label(Param p) {
        return switch (p.kind()) {
            case INT -> "N";
            case DURATION -> "DURATION";
            case CHOICE -> String.join("|", p.choices());
            case FOLDER -> "FOLDER";
            case FILE -> "FILE";
            default -> "TEXT";
        };
    }

    /** The options given on the command line: name → text ("true" for a flag). */
    static Map<String, String> given(ParseResult pr, List<Param> params) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Param p : params) {
            if (p.kind() == Param.Kind.FILES) {
                List<String> files = new java.util.ArrayList<>();
                for (PositionalParamSpec f : pr.matchedPositionals()) files.addAll(f.stringValues());
                if (!files.isEmpty()) m.put(p.name(), String.join("\n", files));
                continue;
            }
            OptionSpec o = pr.matchedOption("--" + p.name());
            if (o == null) continue;
            m.put(p.name(), p.kind() == Param.Kind.FLAG ? "true" : o.getValue().toString());
        }
        return m;
    }
}
