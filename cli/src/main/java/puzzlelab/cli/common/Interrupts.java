package puzzlelab.cli.common;

import java.util.concurrent.atomic.AtomicBoolean;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The one Ctrl-C handler of the CLI: within a {@link Scope}, the first SIGINT sets a flag that the search loop polls
 * (the search ends with its statistics and best solution; compare starts no new run and still writes its rows); a
 * second one exits at once. Closing the scope restores the previous handler.
 */
public final class Interrupts {
    private Interrupts() {
    }

    /** Installs the handler until the scope is closed. */
    public static Scope open() {
        Scope s = new Scope();
        try {
            s.previous = Signal.handle(new Signal("INT"), sig -> {
                if (s.flag.getAndSet(true)) Runtime.getRuntime().halt(130);
            });
        } catch (Throwable e) {
            // no signal support here (e.g. some IDEs): Ctrl-C falls back to the JVM default
        }
        return s;
    }

    /** A scope that only a caller cancels ({@link Scope#request}), with no signal handler: server jobs. */
    public static Scope detached() {
        return new Scope();
    }

    /** One installation of the handler. */
    public static final class Scope implements AutoCloseable {
        private final AtomicBoolean flag = new AtomicBoolean();
        private SignalHandler previous;

        private Scope() {
        }

        public boolean requested() {
            return flag.get();
        }

        /** The same as a first Ctrl-C (for tests and callers that stop a run programmatically). */
        public void request() {
            flag.set(true);
        }

        @Override
        public void close() {
            if (previous == null) return;
            try {
                Signal.handle(new Signal("INT"), previous);
            } catch (Throwable e) {
                // leave ours installed
            }
        }
    }
}
