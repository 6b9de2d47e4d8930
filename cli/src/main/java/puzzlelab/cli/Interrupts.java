package puzzlelab.cli;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C handling: the first SIGINT sets a flag that the search loop polls (the search ends CANCELLED with its
 * statistics); a second one exits at once.
 */
public final class Interrupts {
    private static final AtomicBoolean CANCELLED = new AtomicBoolean();
    private static boolean installed;

    private Interrupts() {
    }

    public static synchronized AtomicBoolean install() {
        if (!installed) {
            installed = true;
            try {
                sun.misc.Signal.handle(new sun.misc.Signal("INT"), sig -> {
                    if (CANCELLED.getAndSet(true)) Runtime.getRuntime().halt(130);
                });
            } catch (Throwable e) {
                // no signal support here (e.g. some IDEs): Ctrl-C falls back to the JVM default
            }
        }
        return CANCELLED;
    }
}
