package puzzlelab.cli.serve;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Progress;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.RequestBounds;

/** The JSON API under {@code /api}: catalog, loading, solving, play, hints and background jobs. */
final class Api {
    /** A hint is a short search a page waits for; longer ones are solves (which a page can watch and cancel). */
    static final long MAX_HINT_MILLIS = 30_000;
    private final Jobs jobs;
    private final ServerLimits limits;
    private final Events events;
    private volatile List<Map<String, Object>> catalog;
    /**
     * Proven-optimal hints by instance ID and moves (every Play page asks for the optimum from the start): a
     * proof does not depend on the time limit, so it is answered again without a search. At most 512 kept.
     */
    private final Map<String, Object> provenHints = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Object> eldest) {
            return size() > 512;
        }
    });

    Api(Jobs jobs, ServerLimits limits, Events events) {
        this.jobs = jobs;
        this.limits = limits;
        this.events = events;
    }

    void routes(RoutesConfig app) {
        app.get("/api/puzzles", ctx -> Reply.json(ctx, 200, catalog()));
        app.get("/api/status", ctx -> Reply.json(ctx, 200, status()));
        // everything that reads a board or draws one runs in the job queue (served first, time-bounded), not on the
        // web thread: a huge board or a long solution costs a job's time, never the server's threads or memory
        app.post("/api/load", ctx -> {
            Body b = Body.read(ctx);
            Reply.json(ctx, 200, quick(ctx, "position", j -> {
                Instance inst = instance(b);
                Map<String, Object> m = Workbench.describe(inst);
                if (b.text("content") != null) m.put("shareId", Workbench.shareId(inst, b.text("content")));
                return m;
            }));
        });
        app.post("/api/levels", ctx -> {
            Body b = Body.read(ctx);
            String id = b.text("instance");
            if (id != null) {   // a numbered set of built-ins (a PuzzleScript example game's levels)
                Reply.json(ctx, 200, quick(ctx, "position", j -> input(() -> Workbench.setLevels(id))));
                return;
            }
            String content = b.required("content", Integer.MAX_VALUE, "the file's text");
            Reply.json(ctx, 200, quick(ctx, "position",
                    j -> input(() -> Workbench.levels(content, b.text("puzzle"), fileName(b.text("name"))))));
        });
        app.post("/api/solve", this::solve);
        app.post("/api/position", ctx -> {
            Body b = Body.read(ctx);
            Reply.json(ctx, 200, quick(ctx, "position",
                    j -> input(() -> Workbench.position(instance(b), b.text("metric"), b.texts("moves")))));
        });
        app.post("/api/frames", this::frames);
        app.post("/api/native", ctx -> {
            Body b = Body.read(ctx);
            Object text = quick(ctx, "native",
                    j -> input(() -> Workbench.nativeSolution(instance(b), b.text("metric"), b.texts("moves"))));
            Reply.text(ctx, "text/plain; charset=utf-8", (String) text);
        });
        app.post("/api/hint", this::hint);
        app.post("/api/watch", this::watch);
        app.get("/api/render/{id}", this::render);
        app.post("/api/jobs", ctx -> {
            Job job = JobKinds.submit(jobs, limits, Body.read(ctx), ctx.ip());
            Reply.json(ctx, 202, Map.of("id", job.id, "kind", job.kind));
        });
        app.get("/api/jobs/{id}", ctx -> Reply.json(ctx, 200, jobs.get(ctx.pathParam("id")).view()));
        app.delete("/api/jobs/{id}", ctx -> {
            Job j = jobs.get(ctx.pathParam("id"));
            j.cancel();
            Reply.json(ctx, 200, j.view());
        });
        app.get("/api/jobs/{id}/events", ctx -> events.stream(ctx, jobs.get(ctx.pathParam("id"))));
    }

    private List<Map<String, Object>> catalog() {
        if (catalog == null) catalog = Workbench.catalog();
        return catalog;
    }

    private Map<String, Object> status() {
        Runtime rt = Runtime.getRuntime();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("running", jobs.running());
        m.put("waiting", jobs.waiting());
        m.put("eventStreams", events.open());
        m.put("workers", limits.workers());
        m.put("queue", limits.queue());
        m.put("heapUsedBytes", rt.totalMemory() - rt.freeMemory());
        m.put("heapMaxBytes", rt.maxMemory());
        m.put("endingThreads", jobs.leftoverThreads());
        return m;
    }

    /** {@code POST /api/solve}: the object {@code solve --format json} prints, or 400 for bad input. */
    private void solve(Context ctx) throws IOException {
        Body b = Body.read(ctx);
        Instance inst = instance(b);
        Workbench.SolveSpec spec = solveSpec(b, limits);
        input(() -> {
            Workbench.validate(inst, spec);
            return null;
        });
        Job job = jobs.submit("solve", ctx.ip(), spec.timeMillis(), j -> JobKinds.solve(j, inst, spec));
        answer(ctx, job);
    }

    /**
     * {@code POST /api/frames} {instance or content, moves, from}: a page of the pictures along the moves, at most
     * {@link Reply#FRAMES_CHARS} of them, and {@code next} (the {@code from} of the next page, null at the end). Run
     * in the job queue like every search, so that concurrent replays are bounded too.
     */
    private void frames(Context ctx) throws IOException {
        Body b = Body.read(ctx);
        Instance inst = instance(b);
        List<String> moves = b.texts("moves");
        Long from = b.integer("from");
        input(() -> Workbench.codes(inst, moves));   // an illegal move is a 400 before anything is queued
        Job job = jobs.submit("frames", ctx.ip(), limits.time("10s", "timeout"), j -> {
            Workbench.Frames f = input(() -> Workbench.frames(inst, moves, from == null ? 0 : from, Reply.FRAMES_CHARS));
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("frames", f.frames());
            m.put("from", f.from());
            m.put("total", f.total());
            m.put("next", f.next());
            return m;
        });
        answer(ctx, job);
    }

    private void hint(Context ctx) throws IOException {
        Body b = Body.read(ctx);
        Instance inst = instance(b);
        String metric = b.text("metric");
        List<String> moves = b.texts("moves");
        input(() -> Workbench.codes(inst, metric, moves));   // an illegal move is a 400 before anything is queued
        long limit = limits.time(b.text("timeout") == null ? "10s" : b.text("timeout"), "timeout", MAX_HINT_MILLIS,
                "a hint's");   // a longer search is a solve
        String key = b.text("instance") == null ? null : b.text("instance") + "\n" + metric + "\n" + String.join("\n", moves);
        Object known = key == null ? null : provenHints.get(key);
        if (known != null) {
            Reply.json(ctx, 200, known);
            return;
        }
        Job job = jobs.submit("hint", ctx.ip(), limit, j -> Workbench.hint(inst, metric, moves, limit, 1, j.maxBytes,
                j::stopRequested));   // one thread: a hint is small and many may run
        if (key != null) job.outcome.thenAccept(r -> {
            if (r instanceof Map<?, ?> m && "SOLVED".equals(m.get("status")) && Boolean.TRUE.equals(m.get("optimal")))
                provenHints.put(key, r);
        });
        answer(ctx, job);
    }

    /** {@code POST /api/watch} {instance or content, algorithm, steps}: the first steps of a search, node by node. */
    private void watch(Context ctx) throws IOException {
        Body b = Body.read(ctx);
        Instance inst = instance(b);
        String algo = b.text("algorithm") == null ? "bfs" : b.text("algorithm");
        Long steps = b.integer("steps");
        if (steps != null) bound(RequestBounds.watchSteps("steps", steps));   // refused, never clamped silently
        int n = steps == null ? 500 : steps.intValue();
        long limit = limits.time(b.text("timeout") == null ? "10s" : b.text("timeout"), "timeout");
        Job job = jobs.submit("watch", ctx.ip(), limit, j -> input(() -> Watch.run(inst, algo, n, j::stopRequested)));
        answer(ctx, job);
    }

    private void render(Context ctx) {
        String id = ctx.pathParam("id");
        String finalId = id.endsWith(".svg") ? id.substring(0, id.length() - 4) : id;
        Object svg = quick(ctx, "render", j -> {
            Instance inst = input(() -> Workbench.load(finalId, null, null, null, null));
            Workbench.checkSize(inst);
            return Workbench.svg(inst, Workbench.initial(Workbench.problem(inst)));
        });
        Reply.text(ctx, "image/svg+xml", (String) svg);
    }

    /** A play move, a picture, a level read: at most this long in the queue's hands. */
    static final long QUICK_MILLIS = 10_000;

    /**
     * Interactive work through the job queue: served before searches (which yield their cores to it within a step),
     * bounded by {@link #QUICK_MILLIS} and the hard deadline; its result, or its error as the ApiError to answer.
     */
    Object quick(Context ctx, String kind, Job.Work work) {
        // a refusal inside the work keeps its own status (413 for a board too large), so it travels as a result
        Job job = jobs.submit(kind, ctx.ip(), QUICK_MILLIS, j -> {
            try {
                return work.run(j);
            } catch (ApiError e) {
                return new Refusal(e);
            }
        });
        try {
            Object r = Reply.result(job);
            if (r instanceof Refusal f) throw f.error();
            return r;
        } finally {
            jobs.forget(job);
        }
    }

    private record Refusal(ApiError error) {
    }

    /** Waits for a job the client cannot name (it has no id): once answered, nothing keeps its result. */
    private void answer(Context ctx, Job job) throws IOException {
        try {
            Reply.await(ctx, job);
        } finally {
            jobs.forget(job);
        }
    }

    /** Names and limits of a solve, checked now so bad options are a 400 before any work is queued. */
    static Workbench.SolveSpec solveSpec(Body b, ServerLimits limits) {
        long time = limits.time(b.text("timeout"), "timeout");
        Long maxNodes = b.integer("maxNodes");
        Double weight = b.number("weight");
        // the CLI's bounds (--max-nodes, --weight), from the one place both use
        if (maxNodes != null) bound(RequestBounds.maxNodes("maxNodes", maxNodes));
        if (weight != null) bound(RequestBounds.weight("weight", weight));
        Long seed = b.integer("seed");
        if (seed == null) seed = puzzlelab.engine.SearchOptions.clockSeed();
        return new Workbench.SolveSpec(b.text("algorithm"), b.text("heuristic"), b.text("metric"), time,
                maxNodes == null ? 0 : maxNodes, seed, weight);
    }

    /** The instance named by {@code instance} (an ID) or given as {@code content} (uploaded text). */
    static Instance instance(Body b) {
        String id = b.text("instance");
        String content = b.text("content");
        if ((id == null) == (content == null)) throw ApiError.bad("give either instance (an ID) or content (file text)");
        Long index = b.integer("index");
        Instance inst = input(() -> Workbench.load(id, content, b.text("puzzle"), fileName(b.text("name")), index));
        Workbench.checkSize(inst);
        return inst;
    }

    static void bound(String problem) {
        if (problem != null) throw ApiError.bad(problem);
    }

    /** An uploaded file's name for messages: its last path part, no control characters, bidi ones escaped, at most 80. */
    static String fileName(String name) {
        if (name == null) return null;
        String n = name.replace('\\', '/');
        n = n.substring(n.lastIndexOf('/') + 1).replaceAll("\\p{Cntrl}", "");
        n = Errors.printable(n);   // bidi and other invisible characters shown as \\uXXXX, as in messages
        return n.length() > 80 ? n.substring(0, 80) : n;
    }

    /** Work that may fail on bad input: an InputException becomes a 400; anything else is the server's error (500). */
    interface Input<T> {
        T get() throws InputException;
    }

    static <T> T input(Input<T> work) {
        try {
            return work.get();
        } catch (InputException e) {
            throw ApiError.bad(Errors.oneLine(e));
        }
    }

    static Progress progress(Job job) {
        return Workbench.progress(job::progress);
    }
}
