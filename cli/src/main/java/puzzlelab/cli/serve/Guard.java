package puzzlelab.cli.serve;

import io.javalin.http.Context;
import java.net.InetAddress;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who may talk to the server. A browser lets any page it shows send requests to localhost, so: the Host header must
 * name this server (localhost, 127.0.0.1, [::1], the bound address, or a name allowed with --allow-host) — a DNS
 * rebinding attack sends its own name; a request that carries an Origin must come from this server's own origin (or
 * one allowed with --allow-origin); API requests a browser marks cross-site are refused; JSON bodies must say
 * {@code Content-Type: application/json} (a cross-site form or text/plain POST cannot). Like Jupyter and the
 * webpack/Vite dev servers: an IP address as Host is accepted only when the server listens on every address.
 */
final class Guard {
    private final Set<String> hosts = new TreeSet<>();
    private final Set<String> origins = new TreeSet<>();
    private final boolean anyAddress;

    Guard(String boundHost, List<String> allowHosts, List<String> allowOrigins) {
        hosts.addAll(List.of("localhost", "127.0.0.1", "[::1]"));
        String b = boundHost.toLowerCase(Locale.ROOT);
        anyAddress = b.equals("0.0.0.0") || b.equals("::") || b.equals("[::]");
        if (!anyAddress) hosts.add(b.contains(":") && !b.startsWith("[") ? "[" + b + "]" : b);
        for (String h : allowHosts) hosts.add(h.toLowerCase(Locale.ROOT));
        for (String o : allowOrigins) origins.add(origin(o));
    }

    /** An origin as browsers send it: scheme://host[:port], lower case, no trailing slash. */
    static String origin(String url) {
        String o = url.trim().toLowerCase(Locale.ROOT);
        while (o.endsWith("/")) o = o.substring(0, o.length() - 1);
        return o;
    }

    void check(Context ctx) {
        String host = ctx.header("Host");
        if (host != null && !hostAllowed(host))
            throw new ApiError(403, "Host '" + host + "' is not this server's name (start serve with --allow-host NAME to allow it)");
        String origin = ctx.header("Origin");
        boolean api = ctx.path().startsWith("/api/");
        if (origin != null) {
            String o = origin(origin);
            if (!o.equals("http://" + (host == null ? "" : host.toLowerCase(Locale.ROOT))) && !origins.contains(o))
                throw new ApiError(403, "cross-origin request from '" + origin + "' refused (start serve with --allow-origin "
                        + "URL to allow it)");
        } else if (api) {
            String site = ctx.header("Sec-Fetch-Site");
            if (site != null && !site.equals("same-origin") && !site.equals("none"))
                throw new ApiError(403, "cross-site request refused (Sec-Fetch-Site: " + site + ")");
        }
        String method = ctx.method().name();
        if (api && (method.equals("POST") || method.equals("PUT") || method.equals("PATCH"))) {
            String type = ctx.header("Content-Type");
            String media = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
            if (!media.equals("application/json"))
                throw new ApiError(415, "the request body must be JSON sent as Content-Type: application/json");
        }
    }

    private boolean hostAllowed(String hostHeader) {
        String h = hostHeader.trim().toLowerCase(Locale.ROOT);
        String name = h.startsWith("[") ? h.substring(0, h.indexOf(']') + 1)
                : h.lastIndexOf(':') >= 0 ? h.substring(0, h.lastIndexOf(':')) : h;
        if (hosts.contains(name)) return true;
        return anyAddress && ipLiteral(name);
    }

    /** An IPv4 dotted quad or a bracketed IPv6 address: never a DNS name, so never rebound. */
    private static boolean ipLiteral(String name) {
        boolean v4 = name.matches("\\d{1,3}(\\.\\d{1,3}){3}");
        boolean v6 = name.matches("\\[[0-9a-f:.]+\\]");
        if (!v4 && !v6) return false;
        try {
            InetAddress.getByName(v6 ? name.substring(1, name.length() - 1) : name);   // literals: no lookup
            return true;
        } catch (Exception e) {
            return false;
        }
    }
}
