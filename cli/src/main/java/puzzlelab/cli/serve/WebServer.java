package puzzlelab.cli.serve;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The web workbench: pages, static assets and the JSON API on one embedded Jetty (via Javalin). */
public final class WebServer implements AutoCloseable {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";
    /** Page routes; {@code <id>} takes the rest of the path, so an ID holding '/' opens encoded (%2F) or not. */
    private static final String[] PAGES = {"/", "/catalog", "/play", "/play/<id>", "/solve", "/solve/<id>", "/compare",
            "/generate", "/watch", "/watch/<id>"};

    private final Javalin app;
    private final Jobs jobs;

    private WebServer(Javalin app, Jobs jobs) {
        this.app = app;
        this.jobs = jobs;
    }

    /** Starts on {@code host:port} (port 0 = any free port). */
    public static WebServer start(String host, int port, Limits limits) {
        Jobs jobs = new Jobs(limits.workers(), limits.queue());
        Javalin app = Javalin.create(cfg -> {
            cfg.showJavalinBanner = false;
            cfg.http.maxRequestSize = Body.MAX_BYTES;
            cfg.staticFiles.add(sf -> {
                sf.hostedPath = "/static";
                sf.directory = "/web";
                sf.location = Location.CLASSPATH;
            });
        });
        app.before(WebServer::headers);
        new Api(jobs, limits).routes(app);
        Click.routes(app);
        String index = resource("/web/index.html");
        for (String page : PAGES) app.get(page, ctx -> ctx.contentType("text/html; charset=utf-8").result(index));
        app.exception(ApiError.class, (e, ctx) -> {
            if (e.status == 503) ctx.header("Retry-After", "2");
            Reply.error(ctx, e.status, e.getMessage());
        });
        app.exception(HttpResponseException.class, (e, ctx) -> Reply.error(ctx, e.getStatus(), e.getMessage()));
        app.exception(Exception.class, (e, ctx) -> Reply.error(ctx, 500, Errors.oneLine(e)));
        app.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty()) Reply.error(ctx, 404, "not found: " + ctx.path());
        });
        app.start(host, port);
        return new WebServer(app, jobs);
    }

    public static WebServer start(String host, int port) {
        return start(host, port, Limits.defaults());
    }

    public int port() {
        return app.port();
    }

    private static void headers(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
    }

    private static String resource(String path) {
        try (InputStream in = WebServer.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException(path + " is missing from the jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        jobs.close();
        app.stop();
    }
}
