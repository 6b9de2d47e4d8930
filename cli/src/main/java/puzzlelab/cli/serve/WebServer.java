package puzzlelab.cli.serve;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.config.RoutesConfig;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import puzzlelab.puzzles.input.EnvironmentException;

/** The web workbench: pages, static assets and the JSON API on one embedded Jetty (via Javalin). */
public final class WebServer implements AutoCloseable {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";
    /** Page routes; {@code <id>} takes the rest of the path, so an ID holding '/' opens encoded (%2F) or not. */
    private static final String[] PAGES = {"/", "/catalog", "/play", "/play/<id>", "/solve", "/solve/<id>", "/compare",
            "/generate", "/watch", "/watch/<id>", "/edit", "/edit/<id>"};

    private final Javalin app;
    private final Jobs jobs;
    private final Events events;

    private WebServer(Javalin app, Jobs jobs, Events events) {
        this.app = app;
        this.jobs = jobs;
        this.events = events;
    }

    /** Starts on {@code host:port} (port 0 = any free port), answering only this machine's own names and origin. */
    public static WebServer start(String host, int port, ServerLimits limits) {
        return start(host, port, limits, List.of(), List.of());
    }

    /** As above, also accepting the Host names and Origins given (serve --allow-host, --allow-origin). */
    public static WebServer start(String host, int port, ServerLimits limits, List<String> allowHosts, List<String> allowOrigins) {
        Jobs jobs = new Jobs(limits.workers(), limits.queue());
        Events events = new Events();
        Guard guard = new Guard(host, allowHosts, allowOrigins);
        String index = resource("/web/index.html");
        String notFound = resource("/web/404.html");
        Javalin app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.http.maxRequestSize = Body.MAX_BYTES;
            // Jetty's own answers (a URL or headers too long: 414/431, a request it cannot parse: 400) are one JSON
            // line like every other error, not its HTML page
            cfg.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            cfg.staticFiles.add(sf -> {
                sf.hostedPath = "/static";
                sf.directory = "/web";
                sf.location = Location.CLASSPATH;
            });
            RoutesConfig r = cfg.routes;
            r.before(WebServer::headers);
            r.before(guard::check);
            Api api = new Api(jobs, limits, events);
            api.routes(r);
            Click.routes(r, api);
            for (String page : PAGES) r.get(page, ctx -> ctx.contentType("text/html; charset=utf-8").result(index));
            r.exception(ApiError.class, (e, ctx) -> {
                if (e.status == 503) ctx.header("Retry-After", "2");
                Reply.error(ctx, e.status, e.getMessage());
            });
            r.exception(HttpResponseException.class, (e, ctx) -> Reply.error(ctx, e.getStatus(), e.getMessage()));
            r.exception(Exception.class, (e, ctx) -> {   // bad input that escaped a handler is still 400; a bug is 500
                int status = Errors.status(e);
                if (status == 500) Errors.log(ctx.method() + " " + ctx.path(), e);
                Reply.error(ctx, status, Errors.oneLine(e));
            });
            r.error(404, ctx -> {
                // a page route gets a page; the API keeps the JSON error a handler wrote, or gets one
                if (!ctx.path().startsWith("/api/")) ctx.contentType("text/html; charset=utf-8").result(notFound);
                else if (ctx.result() == null || !ctx.result().startsWith("{")) Reply.error(ctx, 404, "not found: " + ctx.path());
            });
        });
        try {
            app.start(host, port);
        } catch (io.javalin.util.JavalinBindException e) {   // the machine's refusal, not a bug: one line, exit 2
            jobs.close();
            events.close();
            throw new EnvironmentException("serve", "cannot listen on " + host + " port " + port
                    + ": the port is in use or not allowed here (choose another with --port, or --port 0 for any free one)");
        }
        return new WebServer(app, jobs, events);
    }

    public static WebServer start(String host, int port) {
        return start(host, port, ServerLimits.defaults());
    }

    Events events() {
        return events;
    }

    Jobs jobs() {
        return jobs;
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
        events.close();
        app.stop();
    }
}
