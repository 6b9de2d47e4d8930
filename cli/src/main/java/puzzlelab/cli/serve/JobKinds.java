package puzzlelab.cli.serve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.cli.compare.WebCompare;
import puzzlelab.puzzles.Instance;

/** {@code POST /api/jobs}: a solve, compare or generate request checked now and run in the background. */
final class JobKinds {
    private static final int MAX_COMPARE_RUNS = 200;

    private JobKinds() {
    }

    static Job submit(Jobs jobs, ServerLimits limits, Body b, String client) {
        String kind = b.text("kind") == null ? "solve" : b.text("kind");
        switch (kind) {
            case "solve" -> {
                Instance inst = Api.instance(b);
                Workbench.SolveSpec spec = Api.solveSpec(b, limits);
                Api.input(() -> {
                    Workbench.validate(inst, spec);
                    return null;
                });
                return jobs.submit("solve", client, spec.timeMillis(), j -> solve(j, inst, spec));
            }
            case "compare" -> {
                return compare(jobs, limits, b, client);
            }
            case "generate" -> {
                Generate g = Generate.of(b);
                long limit = limits.time(b.text("timeout"), "timeout");
                return jobs.submit("generate", client, limit, g::run);
            }
            default -> throw ApiError.bad("kind must be solve, compare or generate, not '" + kind + "'");
        }
    }

    static Map<String, Object> solve(Job job, Instance inst, Workbench.SolveSpec spec) {
        // the memory share Jobs gave it as it started (grown with the cores it started with)
        return Workbench.solve(inst, spec, job.maxBytes, job.threads, Api.progress(job), job::stopRequested);
    }

    /**
     * {@code {"kind": "compare", "instances": [IDs], "algorithms": ["bfs", "astar:h"], "timeout": "5s" (per run),
     * "metric", "seed"}}; the whole job is limited by the server's maximum job time.
     */
    private static Job compare(Jobs jobs, ServerLimits limits, Body b, String client) {
        List<Instance> instances = new ArrayList<>();
        for (String id : b.texts("instances")) {
            Instance inst = Api.input(() -> Workbench.load(id, null, null, null, null));
            Workbench.checkSize(inst);   // an ID can spell a huge board too (sokoban:ROWS)
            instances.add(inst);
        }
        if (instances.isEmpty()) throw ApiError.bad("name the instances to compare (instances: [IDs])");
        List<String> algos = b.texts("algorithms");
        if (algos.isEmpty()) throw ApiError.bad("name the algorithms to compare with algorithms: [\"ALGO[:HEURISTIC]\", ...]");
        if ((long) instances.size() * algos.size() > MAX_COMPARE_RUNS)
            throw ApiError.bad("at most " + MAX_COMPARE_RUNS + " runs (instances × algorithms) per comparison");
        long perRun = limits.time(b.text("timeout") == null ? "10s" : b.text("timeout"), "timeout");
        Long seedIn = b.integer("seed");
        long seed = seedIn == null ? puzzlelab.engine.SearchOptions.clockSeed() : seedIn;
        String metric = b.text("metric");
        puzzlelab.engine.Limits runLimits = new puzzlelab.engine.Limits(perRun, 0, jobs.maxBytesPerJob);
        // planning checks the names now (a configuration that fits no instance is a 400)
        Api.input(() -> WebCompare.run(instances, algos, metric, runLimits, seed, () -> true, s -> { }));
        return jobs.submit("compare", client, limits.maxMillis(), j -> {
            WebCompare.Outcome o = WebCompare.run(instances, algos, metric, runLimits, seed, j::stopRequested,
                    s -> j.progress(step(s)));
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("table", o.table());
            m.put("rows", o.rows());
            m.put("csv", o.csv());
            m.put("jsonl", o.jsonl());
            m.put("notes", o.notes());
            m.put("seed", o.seed());
            m.put("cancelled", o.cancelled());
            return m;
        });
    }

    private static Map<String, Object> step(WebCompare.Step s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("done", s.done());
        m.put("total", s.total());
        m.put("running", s.running());
        return m;
    }
}
