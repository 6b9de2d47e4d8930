package puzzlelab.engine.portfolio;

import java.util.concurrent.atomic.AtomicLong;

/** The best proven lower bound any member reported (-1 = none yet); it only rises. */
final class LowerBound {
    private final AtomicLong value = new AtomicLong(-1);

    void raise(long lb) {
        value.accumulateAndGet(lb, Math::max);
    }

    long get() {
        return value.get();
    }
}
