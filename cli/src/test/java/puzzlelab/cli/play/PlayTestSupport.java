package puzzlelab.cli.play;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import puzzlelab.cli.Main;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/** Runs the CLI in-process with a script on stdin and captures stdout and stderr; an independent BFS oracle. */
final class PlayTestSupport {
    record Run(int exit, String out, String err) {
    }

    private PlayTestSupport() {
    }

    static synchronized Run cli(String stdin, String... args) {
        InputStream oldIn = System.in;
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.execute(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setIn(oldIn);
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /**
     * Distance to the goal of every state that can reach it, for a reversible one-word problem: a plain BFS from
     * the goal states (independent of the planner under test).
     */
    static Long2IntOpenHashMap distancesToGoal(Problem p) {
        if (p.words() != 1 || !p.reversible()) throw new IllegalArgumentException("one-word reversible problems only");
        Long2IntOpenHashMap dist = new Long2IntOpenHashMap();
        dist.defaultReturnValue(-1);
        LongArrayFIFOQueue q = new LongArrayFIFOQueue();
        for (long[] g : p.goalStates()) {
            dist.put(g[0], 0);
            q.enqueue(g[0]);
        }
        long[] s = new long[1];
        long[] child = new long[1];
        while (!q.isEmpty()) {
            s[0] = q.dequeueLong();
            int d = dist.get(s[0]);
            p.expand(s, new Successors() {
                public long[] child() { return child; }
                public void emit(int move, int cost) {
                    if (!dist.containsKey(child[0])) {
                        dist.put(child[0], d + 1);
                        q.enqueue(child[0]);
                    }
                }
            });
        }
        return dist;
    }

    /** Number of unit-cost moves from {@code from} to a goal by plain forward BFS (small problems), -1 if none. */
    static int forwardDistance(Problem p, long[] from) {
        if (p.words() != 1) throw new IllegalArgumentException("one-word problems only");
        Long2IntOpenHashMap dist = new Long2IntOpenHashMap();
        dist.defaultReturnValue(-1);
        LongArrayFIFOQueue q = new LongArrayFIFOQueue();
        dist.put(from[0], 0);
        q.enqueue(from[0]);
        long[] s = new long[1];
        long[] child = new long[1];
        while (!q.isEmpty()) {
            s[0] = q.dequeueLong();
            if (p.isGoal(s)) return dist.get(s[0]);
            int d = dist.get(s[0]);
            p.expand(s, new Successors() {
                public long[] child() { return child; }
                public void emit(int move, int cost) {
                    if (!dist.containsKey(child[0])) {
                        dist.put(child[0], d + 1);
                        q.enqueue(child[0]);
                    }
                }
            });
        }
        return -1;
    }
}
