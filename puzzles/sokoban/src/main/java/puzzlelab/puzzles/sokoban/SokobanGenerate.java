package puzzlelab.puzzles.sokoban;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Params;

/** {@code generate sokoban}: the declared options of {@link SokobanLevelGenerator}; each level is XSB with its numbers. */
final class SokobanGenerate implements puzzlelab.puzzles.Generator {
    /**
     * The longest level asked for: the backward search stores at most {@link Generator#MAX_POSITIONS} positions, and
     * levels made by it stay far shorter (a 7×6 room with 3 boxes: 26 pushes when 40 are asked for).
     */
    static final int MAX_PUSHES = 200;

    /** The most pushes asked of a room: generous (random rooms give far fewer), it refuses only the hopeless. */
    static long reach(int boxes, int width, int height) {
        return 4L * boxes * (width + height);
    }

    private static final List<Param> PARAMS = List.of(
            Param.integer("pushes", "push-optimal length wanted (at most 4 × boxes × (width + height))", 20, 1, MAX_PUSHES),
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
        return generate(v, seed, cancel, line -> { });
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel, Consumer<String> progress) {
        int pushes = v.intValue("pushes");
        // a length the room cannot hold would run every attempt to the end for the closest: refused at once instead
        long reach = reach(v.intValue("boxes"), v.intValue("width"), v.intValue("height"));
        if (pushes > reach)
            throw new InputException(null, "--pushes " + pushes + " is more than a " + v.intValue("width") + "×" + v.intValue("height")
                    + " room with " + v.intValue("boxes") + " box" + (v.intValue("boxes") == 1 ? "" : "es") + " is generated for (at most "
                    + reach + " = 4 × boxes × (width + height)): give a bigger room or more boxes");
        SokobanLevelGenerator.Level l = SokobanLevelGenerator.generate(new SokobanLevelGenerator.Options(v.intValue("width"), v.intValue("height"),
                v.intValue("boxes"), pushes, seed, v.intValue("attempts"), 2_000_000), cancel, progress);
        if (l == null)
            return new Generated(List.of(), List.of("no level found with seed " + seed + " (try another seed, a bigger room or fewer boxes)"));
        String head = String.format(Locale.ROOT, "; generated: seed %d, attempt %d, %d pushes %d moves (proven push-optimal)%s%n",
                l.seed(), l.attempt(), l.pushes(), l.moves(), l.exact() ? "" : ", the closest to " + pushes + " found");
        String id = "sokoban:" + l.xsb().strip().replace(' ', '-').replace("\n", "|");
        return new Generated(List.of(new Board(id, head + "; rating: " + l.rating() + "\n" + l.xsb(), "sokoban-" + seed + ".xsb",
                l.pushes() + " pushes, " + l.moves() + " moves, proven push-optimal; " + l.rating())), List.of());
    }
}
