package puzzlelab.puzzles.chexers;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.OptionRange;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;

/**
 * {@code puzzlelab generate chexers}: a random board in the course's JSON format (pieces and blocks on distinct
 * random hexes), redrawn until no piece is walled in, unless {@code --allow-unsolvable}. The seed is stored under
 * the (ignored) key "seed".
 */
public final class ChexersGenerate implements Generator {
    private static final int MAX_CELLS = new HexGrid(HexGrid.MAX_RADIUS).cells;
    private static final List<Param> PARAMS = List.of(
            Param.choice("colour", "the player's colour", "random", List.of("random", "red", "green", "blue")),
            Param.integer("pieces", "number of pieces", 4, 1, MAX_CELLS),
            Param.integer("blocks", "number of blocks", 6, 0, MAX_CELLS - 1),
            Param.integer("radius", "board radius", 3, 1, HexGrid.MAX_RADIUS),
            Param.integer("count", "boards to make (the k-th with seed + k - 1)", 1, 1, 1000),
            Param.flag("allow-unsolvable", "keep boards where a piece is walled in"));

    @Override
    public String description() {
        return "random single-player Chexers board as course JSON";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) {
        HexGrid g = new HexGrid(v.intValue("radius"));
        int pieces = v.intValue("pieces");
        int blocks = v.intValue("blocks");
        OptionRange.check("--pieces", pieces, 1, g.cells, "the hexes of a radius-" + g.radius + " board");
        OptionRange.check("--blocks", blocks, 0, g.cells - pieces, "the hexes left beside the pieces");
        Colour c = v.choice("colour").equals("random") ? null : Colour.parse(v.choice("colour"));
        List<Board> boards = new ArrayList<>();
        for (int k = 0; k < v.intValue("count") && !cancel.getAsBoolean(); k++) {
            Drawn d = draw(g, c, pieces, blocks, seed + k, v.flag("allow-unsolvable"));
            String unsolvable = d.unsolvable ? ", a piece is walled in" : "";
            boards.add(new Board(d.id(g.radius), d.json(g.radius, seed + k), "chexers-" + (seed + k) + ".json",
                    d.colour.lower() + ", " + pieces + " piece(s), " + blocks + " block(s), radius " + g.radius + unsolvable));
        }
        return new Generated(boards, List.of());
    }

    /** A drawn board; {@code unsolvable} when kept although a piece is walled in. */
    private record Drawn(Colour colour, List<ChexersReader.Hex> pieces, List<ChexersReader.Hex> blocks, boolean unsolvable) {
        String json(int radius, long seed) {
            return ChexersGenerate.json(colour, pieces, blocks, radius, seed);
        }

        /** {@code chexers:COLOUR:PIECES:BLOCKS:RADIUS}, which {@link ChexersType#readId} reads back. */
        String id(int radius) {
            return "chexers:" + colour.lower() + ":" + hexes(pieces) + ":" + hexes(blocks) + ":" + radius;
        }

        private static String hexes(List<ChexersReader.Hex> hs) {
            StringBuilder sb = new StringBuilder();
            for (ChexersReader.Hex h : hs) sb.append(sb.length() == 0 ? "" : "/").append(h.q()).append(',').append(h.r());
            return sb.toString();
        }
    }

    static String generate(HexGrid g, Colour fixed, int pieces, int blocks, long seed, boolean allowUnsolvable) {
        return draw(g, fixed, pieces, blocks, seed, allowUnsolvable).json(g.radius, seed);
    }

    private static Drawn draw(HexGrid g, Colour fixed, int pieces, int blocks, long seed, boolean allowUnsolvable) {
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
            Setup setup = ChexersReader.build("generated", c.lower(), 0, g.radius, 0, ps, bs);
            boolean walled = new ChexersInstance(null, "generated", setup).unsolvableReason() != null;
            if (!walled || allowUnsolvable || attempt > 10_000) return new Drawn(c, ps, bs, walled);
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
