package puzzlelab.puzzlescript.lang;

/** One compiled rule: rows of cell patterns scanned DOWN (dir 0) or RIGHT (dir 1) — rules written UP or LEFT are
 *  stored reversed, as the documentation's debug output shows — with the replacement of every cell. */
final class Rule {
    static final class Cell {
        long[] present, missing;          // object masks (stride S)
        long[][] anyOf;                   // each: at least one of these objects
        long[] movPresent, movMissing;    // movement masks (stride M)
        // replacement (null when the rule has no right-hand side)
        long[] objClear, objSet, movClear, movSet;
        int[] randomEntity;               // candidate object ids of `random P`, or null
        int[] randomDirLayers;            // layers given `randomdir`, or null
        int[] rigidLayers;                // layers tagged rigid when a rigid rule applies here, or null
        boolean replaces;                 // the replacement can change something
        byte wildcard;                    // Matcher: 1 when any cell matches this pattern, 2 not, 0 not known yet
    }

    /** A row: cells split at ellipses into segments; a match is a start index plus one gap per ellipsis. */
    static final class Row {
        Cell[][] segments;
        int minLength;
    }

    int line;
    int group;            // index of the rule group (in its list: rules or late rules)
    boolean late, rigid, random;
    int dir;              // 0 = down, 1 = right
    Row[] rows;
    boolean hasRhs;
    String[] commands;    // lower-case command words, message last if any
    String message;
    String text;          // for diagnostics
    byte pure;            // TupleSweep.isPure, computed on first use: 0 not yet, 1 yes, 2 no (a benign race, as filter)
    byte onePass;         // on a group's first rule: TupleSweep.settlesInOnePass, as pure
    RuleFilter filter;    // built on first use by a session (the same for every session: a benign race)
}
