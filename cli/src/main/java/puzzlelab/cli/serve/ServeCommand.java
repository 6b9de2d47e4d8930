package puzzlelab.cli.serve;

import puzzlelab.puzzles.input.EnvironmentException;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import java.awt.Desktop;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import puzzlelab.cli.common.DurationConverter;

/** {@code puzzlelab serve}: the web workbench on an embedded HTTP server. */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Web workbench: catalog, play, solve, compare, generate and watch in the browser, plus a JSON API.",
                "Binds 127.0.0.1 unless --host says otherwise."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "TCP port (0 = any free port; default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", description = "Address to bind (default ${DEFAULT-VALUE}: this machine only).")
    String host;

    @Option(names = "--allow-host", paramLabel = "NAME", description = {"Also answer requests whose Host header is NAME "
            + "(repeatable; e.g. a name this machine has behind a proxy).", "By default only localhost, 127.0.0.1, [::1] "
            + "and the --host address are answered, so a web page cannot reach the server by DNS rebinding."})
    List<String> allowHosts = new ArrayList<>();

    @Option(names = "--allow-origin", paramLabel = "URL", description = {"Also accept browser requests from pages of "
            + "this origin (repeatable; e.g. http://localhost:5173).", "By default only the workbench's own pages may "
            + "send requests."})
    List<String> allowOrigins = new ArrayList<>();

    @Option(names = "--open", description = "Open the workbench in the default browser.")
    boolean open;

    @Option(names = "--job-timeout", converter = DurationConverter.class, defaultValue = "60s",
            description = "Time limit of a job that names none (default ${DEFAULT-VALUE}).")
    Duration jobTimeout;

    @Option(names = "--max-timeout", converter = DurationConverter.class, defaultValue = "10m",
            description = "Largest time limit a request may ask for (default ${DEFAULT-VALUE}).")
    Duration maxTimeout;

    /** The most jobs that may wait. */
    static final int MAX_QUEUE = 10_000;

    @Option(names = "--queue", defaultValue = "32", description = "Jobs that may wait for a free core, 1..10000 (default ${DEFAULT-VALUE}); more get 503.")
    int queue;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) throw new InputException(null, "--port must be 0..65535");
        // every waiting job holds its parsed instance: a queue of millions is memory, not fairness
        if (queue < 1 || queue > MAX_QUEUE) throw new InputException(null, "--queue must be 1.." + MAX_QUEUE + ", not " + queue);
        if (jobTimeout.toMillis() <= 0 || maxTimeout.toMillis() <= 0)
            throw new InputException(null, "--job-timeout and --max-timeout must be positive");
        checkHost(host);
        if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.equals("::1"))
            System.err.println("puzzlelab serve: warning: listening on " + host + ": anyone who can reach this address "
                    + "can use the server (it has no login)");
        ServerLimits limits = new ServerLimits(jobTimeout.toMillis(), maxTimeout.toMillis(),
                puzzlelab.engine.SearchOptions.cores(), queue);
        WebServer server = WebServer.start(host, port, limits, allowHosts, allowOrigins);
        String url = "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + server.port() + "/";
        System.err.println("puzzlelab serve: " + url + "  (Ctrl-C stops)");
        if (open) open(url);
        CountDownLatch stop = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stop.countDown();
        }));
        stop.await();
        return 0;
    }

    /** The --host must name this machine (or all of its addresses): a typo or another machine's address is one line. */
    static void checkHost(String host) {
        java.net.InetAddress a;
        try {
            a = java.net.InetAddress.getByName(host);
        } catch (java.net.UnknownHostException e) {
            throw new EnvironmentException("--host " + Text.escaped(host), "no such host or address");
        }
        boolean local;
        try {
            local = a.isAnyLocalAddress() || a.isLoopbackAddress() || java.net.NetworkInterface.getByInetAddress(a) != null;
        } catch (java.net.SocketException e) {
            throw new EnvironmentException("--host " + Text.escaped(host), "cannot read this machine's addresses: " + e.getMessage());
        }
        if (!local) throw new EnvironmentException("--host " + Text.escaped(host), "not an address of this machine");
    }

    private static void open(String url) {
        try {
            if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                Desktop.getDesktop().browse(URI.create(url));
                return;
            }
            new ProcessBuilder("xdg-open", url).inheritIO().start();
        } catch (Exception e) {
            System.err.println("puzzlelab serve: cannot open a browser (" + e.getMessage() + "); open " + url);
        }
    }
}
