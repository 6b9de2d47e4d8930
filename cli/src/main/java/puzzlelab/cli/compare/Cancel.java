package puzzlelab.cli.compare;

import java.util.concurrent.atomic.AtomicBoolean;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C for compare, with the semantics of the CLI's Interrupts: the first SIGINT sets a flag that every running
 * search polls (they end CANCELLED and no new run starts, so the finished rows are still written); a second one
 * exits at once (rows already streamed to --out/--json stay on disk). The previous handler is restored afterwards.
 */
final class Cancel implements AutoCloseable {
    private final AtomicBoolean flag = new AtomicBoolean();
    private SignalHandler previous;

    Cancel() {
    }

    static Cancel install() {
        Cancel c = new Cancel();
        try {
            c.previous = Signal.handle(new Signal("INT"), sig -> {
                if (c.flag.getAndSet(true)) Runtime.getRuntime().halt(130);
            });
        } catch (Throwable e) {
            // no signal support here (e.g. some IDEs): Ctrl-C falls back to the JVM default
        }
        return c;
    }

    boolean requested() {
        return flag.get();
    }

    /** The same as a first Ctrl-C (for tests and callers that stop a comparison programmatically). */
    void request() {
        flag.set(true);
    }

    @Override
    public void close() {
        if (previous != null) {
            try {
                Signal.handle(new Signal("INT"), previous);
            } catch (Throwable e) {
                // leave ours installed
            }
        }
    }
}
