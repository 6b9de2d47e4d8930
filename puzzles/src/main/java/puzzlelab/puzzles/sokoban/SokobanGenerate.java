package puzzlelab.puzzles.sokoban;

import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import puzzlelab.puzzles.input.OptionChecks;

/** {@code generate sokoban}: the options of {@link Generator} (a thin wrapper); prints XSB with its numbers. */
@Command(name = "sokoban", mixinStandardHelpOptions = true,
        description = "Make a Sokoban level by reverse play, with a proven push-optimal length.")
public final class SokobanGenerate implements Callable<Integer> {
    @Option(names = "--pushes", defaultValue = "20", description = "push-optimal length wanted (default ${DEFAULT-VALUE})")
    int pushes;

    @Option(names = "--boxes", defaultValue = "3", description = "boxes (default ${DEFAULT-VALUE})")
    int boxes;

    @Option(names = "--width", defaultValue = "7", description = "inner width (default ${DEFAULT-VALUE})")
    int width;

    @Option(names = "--height", defaultValue = "6", description = "inner height (default ${DEFAULT-VALUE})")
    int height;

    @Option(names = "--attempts", defaultValue = "300", description = "levels tried at most (default ${DEFAULT-VALUE})")
    int attempts;

    @Option(names = "--seed", description = "random seed (default: from the clock; printed)")
    Long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        OptionChecks.range(spec, "--pushes", pushes, 1, 500);
        OptionChecks.range(spec, "--boxes", boxes, 1, 12);
        OptionChecks.range(spec, "--width", width, 3, 20);
        OptionChecks.range(spec, "--height", height, 3, 20);
        OptionChecks.range(spec, "--attempts", attempts, 1, 100_000);
        long s = seed != null ? seed : System.nanoTime() & 0xFFFFFFFFL;
        Generator.Level l = Generator.generate(new Generator.Options(width, height, boxes, pushes, s, attempts, 2_000_000));
        if (l == null) {
            System.err.println("no level found with seed " + s + " (try another seed, a bigger room or fewer boxes)");
            return 1;
        }
        System.out.printf(Locale.ROOT, "; generated: seed %d, attempt %d, %d pushes %d moves (proven push-optimal)%s%n",
                l.seed(), l.attempt(), l.pushes(), l.moves(), l.exact() ? "" : ", the closest to " + pushes + " found");
        System.out.println("; rating: " + l.rating());
        System.out.print(l.xsb());
        return 0;
    }
}
