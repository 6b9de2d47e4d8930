package puzzlelab.puzzles.sokoban;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.Benchmark;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/** {@code bench sokoban}: the declared options of {@link SokobanBenchRun}. Every solution is replayed (checked). */
final class SokobanBench implements Benchmark {
    private static final List<Param> PARAMS = List.of(
            Param.files("files", "level files (XSB, RLE with | rows, .sok; many levels a file) instead of --set"),
            Param.choice("set", "level set", "microban", List.of("microban", "xsokoban")),
            Param.duration("timeout", "time limit per level", "10s", 1, 86_400_000L),
            Param.choice("limit-by", "what --timeout limits: wall time, or the search's CPU time (all its threads; the "
                    + "same work on a loaded machine as on an idle one, for screening)", "wall", List.of("wall", "cpu")),
            Param.integer("from", "first level", 1, 1, 1000),
            Param.integer("to", "last level (default: the set's last)", 1000, 1, 1000),
            Param.text("only", "only these levels, comma-separated, e.g. 1,5,93", null),
            Param.choice("metric", "what is minimised", "pushes", List.of("pushes", "moves")),
            Param.flag("prove", "run the optimal A* alone (sokoban), not the anytime default"),
            Param.text("algorithm", "any algorithm name (default: auto, or sokoban with --prove)", null),
            Param.integer("threads", "threads per level", 1, 1, 64),
            Param.duration("shorten", "after each solved level, run auto's improver (sokoban-shorten) on the solution "
                    + "this long at most and print what it gains (0: off)", "0s", 0, 86_400_000L),
            Param.flag("calibrate", "time a fixed search (A* on XSokoban 29 for 400,000 expansions, the same work on every "
                    + "host) before and after the table and print its CPU seconds: tables from different hosts, or a host that "
                    + "slowed during the run, can then be told apart"),
            Param.folder("data", "folder with the replayed solutions (default: ../shared/data/sokoban)"));

    @Override
    public String description() {
        return "Solve Sokoban levels (built-in Microban or XSokoban, or the level files given) and print pushes, moves, time and proofs per level.";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) throws InputException {
        List<Integer> only = null;
        if (v.has("only")) {
            only = new ArrayList<>();
            // split keeping empty items: ",", "1,,2" and "1," name no level where a number should be, not "all levels"
            for (String x : v.text("only").strip().split("\\s*,\\s*", -1)) {
                Integer n = Numbers.intOrNull(x);
                if (n == null) throw new InputException(null, "--only must list level numbers separated by commas (e.g. 1,5,93), not "
                        + Text.quote(x) + " in " + Text.quote(v.text("only")));
                only.add(n);
            }
        }
        if (v.flag("calibrate")) SokobanCalibration.print("before", out, cancel);
        String algo = v.has("algorithm") ? v.text("algorithm") : v.flag("prove") ? "sokoban" : "auto";
        SokobanBenchRun.Summary s = SokobanBenchRun.run(new SokobanBenchRun.Options(v.choice("set"), v.files("files"), v.duration("timeout").toMillis(),
                v.choice("limit-by").equals("cpu"), v.intValue("from"), v.intValue("to"), only, v.choice("metric"), algo, v.intValue("threads"),
                v.duration("shorten").toMillis(), v.folder("data"), cancel), out);
        if (v.flag("calibrate")) SokobanCalibration.print("after", out, cancel);
        return new Outcome(s.solved(), s.contradicted(), "sokoban bench: " + s.solved() + "/" + s.levels() + " solved, "
                + s.proven() + " proven optimal");
    }
}
