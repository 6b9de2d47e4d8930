package puzzlelab.puzzles.sokoban;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;

/** {@code generate sokoban}: the declared options of {@link SokobanLevelGenerator}; each level is XSB with its numbers. */
final class SokobanGenerate implements puzzlelab.puzzles.Generator {
    private static final List<Param> PARAMS = List.of(
            Param.integer("pushes", "push-optimal length wanted", 20, 1, 500),
            Param.integer("boxes", "boxes", 3, 1, 12),
            Param.integer("width", "inner width", 7, 3, 20),
            Param.integer("height", "inner height", 6, 3, 20),
            Param.integer("attempts", "levels tried at most", 300, 1, 100_000));

    @Override
    public String description() {
        return "Make a Sokoban level of exactly the push-optimal length asked for (a breadth-first search over pulls from "
                + "the solved position; the longest found when the room is too small), proven and rated.";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) {
        int pushes = v.intValue("pushes");
        SokobanLevelGenerator.Level l = SokobanLevelGenerator.generate(new SokobanLevelGenerator.Options(v.intValue("width"), v.intValue("height"),
                v.intValue("boxes"), pushes, seed, v.intValue("attempts"), 2_000_000), cancel);
        if (l == null)
            return new Generated(List.of(), List.of("no level found with seed " + seed + " (try another seed, a bigger room or fewer boxes)"));
        String head = String.format(Locale.ROOT, "; generated: seed %d, attempt %d, %d pushes %d moves (proven push-optimal)%s%n",
                l.seed(), l.attempt(), l.pushes(), l.moves(), l.exact() ? "" : ", the closest to " + pushes + " found");
        String id = "sokoban:" + l.xsb().strip().replace(' ', '-').replace("\n", "|");
        return new Generated(List.of(new Board(id, head + "; rating: " + l.rating() + "\n" + l.xsb(), "sokoban-" + seed + ".xsb",
                l.pushes() + " pushes, " + l.moves() + " moves, proven push-optimal; " + l.rating())), List.of());
    }
}
