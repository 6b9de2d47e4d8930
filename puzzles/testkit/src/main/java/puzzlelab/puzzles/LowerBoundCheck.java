package puzzlelab.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;

/**
 * The result contract on an instance whose optimum is known: every proven lower bound — after a few hundred nodes,
 * part way and at the end — is at most the optimum; a returned solution replays and costs at least the optimum;
 * "optimal" means exactly the optimum.
 */
public final class LowerBoundCheck {
    private LowerBoundCheck() {
    }

    /** Runs auto (one thread: deterministic) and each named algorithm under node limits and checks every result. */
    public static void check(Instance inst, long optimum, String... algorithms) {
        SearchOptions one = SearchOptions.DEFAULT.withThreads(1);
        for (long nodes : new long[] {200, 20_000}) {
            check(inst, optimum, Solver.resolve(inst, new Solver.Request(null, null, null, one, new Limits(0, nodes, 0), 0)));
            for (String a : algorithms)
                check(inst, optimum, Solver.resolve(inst, new Solver.Request(a, null, null, one, new Limits(0, nodes, 0), 0)));
        }
    }

    private static void check(Instance inst, long optimum, Plan plan) {
        Result r;
        try {
            r = plan.run();
        } catch (NotApplicable e) {
            throw new AssertionError(e);
        }
        String what = inst.id() + " " + plan.algorithm().name() + " " + r.stats().expanded + " nodes";
        if (r.lowerBound() != null) assertThat(r.lowerBound()).as(what).isLessThanOrEqualTo(optimum);
        if (r.solution() != null) {
            assertThat(r.solution().cost()).as(what).isGreaterThanOrEqualTo(optimum);
            assertThat(Replay.solves(inst.problem(plan.metric()), r.solution().moves())).as(what).isTrue();
            assertThat(r.status()).as(what).isEqualTo(puzzlelab.engine.Status.SOLVED);
        }
        if (r.optimal()) assertThat(r.solution().cost()).as(what).isEqualTo(optimum);
        if (r.optimal()) assertThat(r.lowerBound()).as(what).isEqualTo(optimum);
        assertThat(List.of(puzzlelab.engine.Status.SOLVED, puzzlelab.engine.Status.LIMIT)).as(what).contains(r.status());
    }
}
