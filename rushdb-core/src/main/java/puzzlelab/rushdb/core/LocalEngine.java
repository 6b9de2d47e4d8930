package puzzlelab.rushdb.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/** Partitions on a fixed pool of threads, each thread taking the next partition to do. */
public final class LocalEngine implements PartitionEngine {
    private final int threads;

    public LocalEngine(int threads) {
        this.threads = Math.max(1, threads);
    }

    @Override
    public String name() {
        return "local";
    }

    @Override
    public void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception {
        Enumeration e = new Enumeration(n, walls);
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "rushdb-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                fs.add(pool.submit(() -> {
                    for (int i; (i = next.getAndIncrement()) < todo.length; ) {
                        if (Thread.currentThread().isInterrupted()) return null;
                        PartitionEngine.Done d = PartitionEngine.compute(e, todo[i], partitions);
                        synchronized (sink) {
                            sink.done(todo[i], d.text(), d.cpuSeconds());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : fs) f.get();
        } finally {
            pool.shutdownNow();
        }
    }
}
