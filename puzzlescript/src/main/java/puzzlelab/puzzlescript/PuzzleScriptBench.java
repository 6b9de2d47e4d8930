package puzzlelab.puzzlescript;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Benchmark;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzlescript.lang.Game;

/**
 * Breadth-first search over every level of the example games (those without randomness), each within a state budget
 * and a time limit, as the goal states it (the official engine's BFS within 200,000 states): the shortest
 * length, proven, the states stored and the states per second of the interpreter. {@code --algorithm astar} runs A*
 * with the admissible {@code distance} bound on the levels that have one (BFS on the others), to compare.
 */
final class PuzzleScriptBench implements Benchmark {
    private static final List<String> GAMES = Games.searchableExamples();

    @Override
    public String description() {
        return "breadth-first search over every level of the example games: shortest lengths, states, states per second";
    }

    @Override
    public List<Param> params() {
        List<String> choices = new ArrayList<>(List.of("all"));
        choices.addAll(GAMES);
        return List.of(Param.choice("game", "example game, or all", "all", choices),
                Param.choice("algorithm", "bfs, or astar: A* with the distance bound where the level has one (bfs elsewhere)",
                        "bfs", List.of("bfs", "astar")),
                Param.integer("max-states", "states a level's search may store", 200_000, 1_000, 50_000_000),
                Param.duration("timeout", "time limit per level", "10s", 100, 3_600_000));
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) throws InputException {
        List<String> games = v.choice("game").equals("all") ? GAMES : List.of(v.choice("game"));
        Limits limits = Limits.of(v.duration("timeout"), v.integer("max-states"));
        boolean astar = v.choice("algorithm").equals("astar");
        out.printf(Locale.ROOT, "%-16s %5s %-8s %-6s %7s %9s %9s %9s %11s%n", "game", "level", "status", "algo", "length", "stored", "expanded", "ms", "states/s");
        int solved = 0, levels = 0;
        long totalGenerated = 0, totalCpu = 0;
        for (String name : games) {
            Game g = Games.compile(name, Games.example(name));
            int count = Games.playable(g).size();
            for (int n = 1; n <= count && !cancel.getAsBoolean(); n++) {
                Instance inst = new PuzzleScriptType().readId(PuzzleScriptType.NAME + ":" + name + "-" + n);
                boolean bounded = astar && !inst.heuristics(null).isEmpty();
                String algo = bounded ? "astar" : "bfs";
                Result r = Solver.solve(inst, new Solver.Request(algo, bounded ? DistanceHeuristic.NAME : null, null,
                                SearchOptions.DEFAULT, limits, 0),
                        puzzlelab.engine.Progress.NONE, cancel);
                levels++;
                boolean ok = r.status() == Status.SOLVED && r.optimal();
                if (ok) solved++;
                long ms = Math.max(1, r.stats().cpuMillis);
                totalGenerated += r.stats().generated;
                totalCpu += r.stats().cpuMillis;
                out.printf(Locale.ROOT, "%-16s %5d %-8s %-6s %7s %9d %9d %9d %11.0f%n", name, n, r.status(), algo,
                        r.solution() == null ? "-" : r.solution().length() + (r.optimal() ? "" : "?"),
                        r.stats().stored, r.stats().expanded, r.stats().wallMillis, r.stats().generated * 1000.0 / ms);
            }
        }
        String summary = String.format(Locale.ROOT, "%d of %d levels solved optimally; %.0f generated states per CPU second overall",
                solved, levels, totalGenerated * 1000.0 / Math.max(1, totalCpu));
        out.println(summary);
        return new Outcome(solved, 0, summary);
    }
}
