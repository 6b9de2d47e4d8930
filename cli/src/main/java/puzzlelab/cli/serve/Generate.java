package puzzlelab.cli.serve;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;

/**
 * A generate job: any puzzle's declared {@link Generator}, run in-process on the job's thread and stopped by the
 * job's cancel flag or time limit. Options are checked by {@link Params#of} before the job is queued; options that
 * name a folder on this machine are not offered to remote users. The seed is the request's, or a random one,
 * reported either way.
 */
final class Generate {
    private final PuzzleType type;
    private final Params values;
    private final long seed;

    private Generate(PuzzleType type, Params values, long seed) {
        this.type = type;
        this.values = values;
        this.seed = seed;
    }

    /** The options the web offers: all but folders. */
    private static List<Param> offered(Generator g) {
        return g.params().stream().filter(p -> p.kind() != Param.Kind.FOLDER && p.kind() != Param.Kind.FILE
                && p.kind() != Param.Kind.FILES).toList();
    }

    /** {@code {"kind": "generate", "puzzle": "rushhour", "options": {"min-moves": "20"}, "seed": 7}}. */
    static Generate of(Body b) {
        String name = b.text("puzzle");
        PuzzleType type = name == null ? null : Puzzles.byName(name).orElse(null);
        if (type == null || type.generator() == null)
            throw ApiError.bad("puzzle must be one of " + String.join(", ", Puzzles.all().stream()
                    .filter(t -> t.generator() != null).map(PuzzleType::name).sorted().toList()));
        Generator g = type.generator();
        Body opts = b.object("options");
        Map<String, String> given = new LinkedHashMap<>();
        for (String field : opts.fields()) {
            String v = opts.text(field);
            if (v != null && !v.isBlank()) given.put(field, v);
        }
        Params values = Api.input(() -> {
            Params.of(offered(g), given);                    // refuses unknown and folder options
            Params v = Params.of(g.params(), given);
            // a generator checks its options before any work and stops at once when cancelled: a run cancelled from
            // the start refuses bounds that depend on other options (walls per size) now, as a 400
            g.generate(v, 0, () -> true);
            return v;
        });
        Long s = b.integer("seed");
        return new Generate(type, values, s != null ? s : puzzlelab.engine.SearchOptions.clockSeed());   // the one seed source, as the CLI's
    }

    Map<String, Object> run(Job job) {
        Generator.Generated g;
        try {
            g = type.generator().generate(values, seed, job::stopRequested);
        } catch (InputException e) {
            throw ApiError.bad(e.getMessage());
        }
        List<Map<String, Object>> boards = new ArrayList<>();
        for (Generator.Board x : g.boards()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", x.id());
            m.put("text", x.text());
            m.put("fileName", x.fileName());
            m.put("description", x.description());
            // a board with an ID opens at a shareable address
            if (x.id() != null) m.put("play", "/play/" + URLEncoder.encode(x.id(), StandardCharsets.UTF_8).replace("+", "%20"));
            boards.add(m);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", type.name());
        m.put("seed", seed);
        m.put("boards", boards);
        m.put("content", g.boards().isEmpty() ? "" : g.boards().get(0).text());
        m.put("notes", g.notes());
        m.put("stopped", job.stopRequested());
        return m;
    }

    /** The {@code generator} entry of {@code /api/puzzles}: its description and offered options, or null. */
    static Map<String, Object> declaration(PuzzleType t) {
        Generator g = t.generator();
        if (g == null) return null;
        List<Map<String, Object>> params = new ArrayList<>();
        for (Param p : offered(g)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("description", p.description());
            m.put("kind", p.kind().name());
            m.put("default", p.defaultValue());
            if (p.kind() == Param.Kind.INT || p.kind() == Param.Kind.DURATION) {
                m.put("min", p.min());
                m.put("max", p.max());
            }
            if (p.kind() == Param.Kind.CHOICE) m.put("choices", p.choices());
            params.add(m);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("description", g.description());
        m.put("params", params);
        return m;
    }
}
