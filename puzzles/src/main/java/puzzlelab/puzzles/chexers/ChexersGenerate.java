package puzzlelab.puzzles.chexers;

import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.input.OptionChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code puzzlelab generate chexers}: a random board in the course's JSON format (pieces and blocks on distinct
 * random hexes), redrawn until no piece is walled in, unless {@code --allow-unsolvable}. The seed used is printed
 * on stderr and stored under the (ignored) key "seed".
 */
@Command(name = "chexers", mixinStandardHelpOptions = true, description = "random single-player Chexers board as course JSON")
public final class ChexersGenerate implements Callable<Integer> {
    @Option(names = "--colour", description = "red, green or blue (default: random)")
    String colour;

    @Option(names = "--pieces", description = "number of pieces (default ${DEFAULT-VALUE})")
    int pieces = 4;

    @Option(names = "--blocks", description = "number of blocks (default ${DEFAULT-VALUE})")
    int blocks = 6;

    @Option(names = "--radius", description = "board radius (default ${DEFAULT-VALUE})")
    int radius = 3;

    @Option(names = "--seed", description = "random seed (default: from the clock)")
    Long seed;

    @Option(names = "--allow-unsolvable", description = "keep boards where a piece is walled in")
    boolean allowUnsolvable;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        OptionChecks.range(spec, "--radius", radius, 1, HexGrid.MAX_RADIUS);
        HexGrid g = new HexGrid(radius);
        OptionChecks.range(spec, "--pieces", pieces, 1, g.cells, "the hexes of a radius-" + radius + " board");
        OptionChecks.range(spec, "--blocks", blocks, 0, g.cells - pieces, "the hexes left beside the pieces");
        Colour c = colour == null ? null : Colour.parse(colour);
        if (colour != null && c == null) throw OptionChecks.usage(spec, "--colour must be red, green or blue");
        long s = seed != null ? seed : System.nanoTime();
        System.err.println("seed: " + s);
        System.out.print(generate(g, c, pieces, blocks, s, allowUnsolvable));
        return 0;
    }

    static String generate(HexGrid g, Colour fixed, int pieces, int blocks, long seed, boolean allowUnsolvable) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int attempt = 0; ; attempt++) {
            Colour c = fixed != null ? fixed : Colour.values()[rnd.nextInt(3)];
            int[] hexes = new int[g.cells];
            for (int i = 0; i < g.cells; i++) hexes[i] = i;
            for (int i = 0; i < pieces + blocks; i++) {
                int j = i + rnd.nextInt(g.cells - i);
                int t = hexes[i];
                hexes[i] = hexes[j];
                hexes[j] = t;
            }
            List<ChexersReader.Hex> ps = new ArrayList<>();
            List<ChexersReader.Hex> bs = new ArrayList<>();
            for (int i = 0; i < pieces + blocks; i++) {
                ChexersReader.Hex h = new ChexersReader.Hex(g.q(hexes[i]), g.r(hexes[i]), 0);
                (i < pieces ? ps : bs).add(h);
            }
            String json = json(c, ps, bs, g.radius, seed);
            if (allowUnsolvable || attempt > 10_000) return json;
            try {
                Setup setup = ChexersReader.build("generated", c.lower(), 0, g.radius, 0, ps, bs);
                if (new ChexersInstance(null, "generated", setup).unsolvableReason() == null) return json;
            } catch (puzzlelab.puzzles.InputException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static String json(Colour c, List<ChexersReader.Hex> ps, List<ChexersReader.Hex> bs, int radius, long seed) {
        StringBuilder sb = new StringBuilder("{\n    \"colour\": \"").append(c.lower()).append("\",\n");
        sb.append("    \"pieces\": ").append(list(ps)).append(",\n");
        sb.append("    \"blocks\": ").append(list(bs));
        if (radius != 3) sb.append(",\n    \"radius\": ").append(radius);
        return sb.append(",\n    \"seed\": ").append(seed).append("\n}\n").toString();
    }

    private static String list(List<ChexersReader.Hex> hexes) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < hexes.size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append('[').append(hexes.get(i).q()).append(", ").append(hexes.get(i).r()).append(']');
        }
        return sb.append(']').toString();
    }
}
