package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * A read-only view of a compiled game's rules and win conditions for static analysis outside the interpreter (the
 * solver's admissible distance bound). Copies of the compiled masks, never the interpreter's own arrays. Object masks
 * are bitsets over object ids (bit id%64 of long id/64).
 */
public final class RuleFacts {
    private RuleFacts() {
    }

    /**
     * One right-hand cell of a rule: what its left side requires of the cell and what its replacement does.
     *
     * @param present    objects the left side requires, each one (concrete names)
     * @param missing    objects the left side requires absent ({@code no X})
     * @param anyOf      each: at least one of these objects is present (a property on the left side)
     * @param objClear   objects the replacement removes (unless set)
     * @param objSet     objects the replacement puts in the cell
     * @param movedLayers layers to which the replacement gives a movement (a direction or {@code randomdir})
     * @param randomEntity candidates of {@code random P} (one replaces its layer), or empty
     * @param rule       index of its compiled rule (a rule written with {@code >} compiles to one rule a direction)
     * @param rows       rows of that rule; {@code ellipsis}: some row of it has an ellipsis
     * @param movePresent per layer, the movement bits the left side requires (1 up, 2 down, 4 left, 8 right, 16 action)
     * @param moveSet    per layer, the movement the replacement writes (0: none written)
     * @param position   index of the cell in its row (segments counted in order)
     * @param down       the rule's cells follow one another downwards (else rightwards)
     */
    public record Cell(int line, boolean late, long[] present, long[] missing, long[][] anyOf, long[] objClear,
                       long[] objSet, int[] movedLayers, int[] randomEntity, int rule, int rows, boolean ellipsis,
                       int[] movePresent, int[] moveSet, int position, boolean down) {
    }

    /** A command word of a rule (again, cancel, checkpoint, restart, win, message, sfx...), with the rule's line. */
    public record Command(int line, String word) {
    }

    /**
     * A win condition: quantifier 0 all, 1 some, 2 no; X and Y object masks (Y null = no "on" part); xAll/yAll: the
     * name is an aggregate ("and"), so a cell has it only with every object of the mask.
     */
    public record Win(int quantifier, long[] x, boolean xAll, long[] y, boolean yAll) {
    }

    /** Every cell with a right-hand side, of the rules and the late rules. */
    public static List<Cell> replacements(Game g) {
        List<Cell> out = new ArrayList<>();
        int index = -1;
        for (Rule[][] list : new Rule[][][]{g.rules, g.lateRules})
            for (Rule[] group : list) for (Rule r : group) {
                index++;
                if (!r.hasRhs) continue;
                boolean ellipsis = false;
                for (Rule.Row row : r.rows) ellipsis |= row.segments.length > 1;
                for (Rule.Row row : r.rows) {
                  int position = 0;
                  for (Rule.Cell[] seg : row.segments) for (Rule.Cell c : seg) {
                    position++;
                    if (c.objClear == null) continue;
                    List<Integer> moved = new ArrayList<>();
                    for (int layer = 0; layer < g.nLayers; layer++)
                        if (((c.movSet[layer / 12] >>> (5 * (layer % 12))) & 31) != 0) moved.add(layer);
                    if (c.randomDirLayers != null) for (int layer : c.randomDirLayers) moved.add(layer);
                    long[][] any = new long[c.anyOf.length][];
                    for (int i = 0; i < any.length; i++) any[i] = c.anyOf[i].clone();
                    out.add(new Cell(r.line, r.late, c.present.clone(), c.missing.clone(), any, c.objClear.clone(),
                            c.objSet.clone(), moved.stream().mapToInt(Integer::intValue).toArray(),
                            c.randomEntity == null ? new int[0] : c.randomEntity.clone(), index, r.rows.length, ellipsis,
                            perLayer(g, c.movPresent), perLayer(g, c.movSet), position - 1, r.dir == 0));
                  }
                }
            }
        return out;
    }

    /** A movement mask (5 bits a layer, 12 layers a long) as one int a layer. */
    private static int[] perLayer(Game g, long[] mov) {
        int[] out = new int[g.nLayers];
        for (int layer = 0; layer < g.nLayers; layer++) out[layer] = (int) ((mov[layer / 12] >>> (5 * (layer % 12))) & 31);
        return out;
    }

    /** Whether the player is an aggregate ({@code Player = A and B}): a player cell holds all of its objects. */
    public static boolean playerIsAggregate(Game g) {
        return g.playerAggregate;
    }

    /** The command words of every rule and late rule, in rule order. */
    public static List<Command> commands(Game g) {
        List<Command> out = new ArrayList<>();
        for (Rule[][] list : new Rule[][][]{g.rules, g.lateRules})
            for (Rule[] group : list) for (Rule r : group) for (String c : r.commands) out.add(new Command(r.line, c));
        return out;
    }

    /** The objects the input moves (the player: one of them, or all of them for an aggregate). */
    public static long[] playerObjects(Game g) {
        return g.playerMask.clone();
    }

    public static List<Win> winConditions(Game g) {
        List<Win> out = new ArrayList<>();
        for (int c = 0; c < g.winQuant.length; c++)
            out.add(new Win(g.winQuant[c], g.winX[c].clone(), g.winXAll[c], g.winY[c] == null ? null : g.winY[c].clone(),
                    g.winYAll[c]));
        return out;
    }
}
