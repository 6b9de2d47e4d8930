package puzzlelab.puzzles.template;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Solver;

/**
 * The template's generator, the smallest declared one: a random START and a TARGET exactly {@code --moves} moves
 * away (a random number of the BFS layer at that depth), each re-solved by the engine's BFS before it is returned.
 */
final class TemplateGenerate implements Generator {
    private static final List<Param> PARAMS = List.of(
            Param.integer("moves", "optimal number of moves", 6, 1, 16),
            Param.integer("max-start", "largest START", 20, 0, 1000),
            Param.integer("count", "instances to make", 1, 1, 100));

    @Override
    public String description() {
        return "template instances whose optimal solution has exactly --moves moves";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int moves = v.intValue("moves");
        List<Board> boards = new ArrayList<>();
        for (int k = 0; k < v.intValue("count") && !cancel.getAsBoolean(); k++) {
            long start = rnd.nextLong(v.integer("max-start") + 1);
            List<Long> layer = layer(start, moves);
            long target = layer.get(rnd.nextInt(layer.size()));
            // verified: the engine's BFS must agree on the length; like every search, it runs through a Plan
            Result r = Solver.solve(new TemplateInstance(null, "generated", start, target), Solver.Request.of("bfs", null));
            if (r.solution() == null || r.solution().length() != moves)
                throw new IllegalStateException("template " + start + " " + target + ": BFS says " + r.solution());
            boards.add(new Board("template:" + start + ":" + target, "template " + start + " " + target + "\n",
                    "template-" + start + "-" + target + ".txt", moves + " moves (optimal, by BFS)"));
        }
        return new Generated(boards, List.of());
    }

    /** The numbers exactly {@code depth} moves from {@code start} (BFS layers; +1 and *2 never shrink a number). */
    static List<Long> layer(long start, int depth) {
        Set<Long> seen = new HashSet<>(List.of(start));
        List<Long> frontier = List.of(start);
        for (int d = 0; d < depth; d++) {
            List<Long> next = new ArrayList<>();
            for (long x : frontier)
                for (long y : new long[] {x + 1, x * 2})
                    if (seen.add(y)) next.add(y);
            frontier = next;
        }
        return frontier;
    }
}
