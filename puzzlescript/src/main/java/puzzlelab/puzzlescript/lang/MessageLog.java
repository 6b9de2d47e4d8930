package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The compiler's messages, put in the official compiler's order. The official compiler reads the file line by line,
 * printing what it finds there, then compiles in stages, each printing its own messages (inferred from the order of
 * the tests' messages, e.g. 223, 288, 289, 296, 298, 299). Each message is tagged with its stage; {@link #finish()}
 * sorts them by stage, the line-by-line ones by line.
 */
final class MessageLog {
    /** Stages, in the order the official compiler prints them. */
    static final int PARSE = 0, RULE_PARSE = 1, SPECIAL_NAMES = 2, OBJECT_CHECKS = 3, SPECIAL_NAMES_2 = 4, LEGEND_CHECKS = 5,
            RULE_CHECKS = 6, LAYER_CHECKS = 7, SOUND_CHECKS = 8, LEVEL_CHECKS = 9, PRELUDE_CHECKS = 10;
    /** Inferred from tests 93, 143 and 236: once the line-by-line reading has found 6 errors, the official compiler
     *  stops after that line; nothing later (no other line, no compile stage) is reported. */
    static final int MAX_PARSE_ERRORS = 6;

    final List<Diagnostic> list = new ArrayList<>();
    /** The stage messages are tagged with when none is given. */
    int stage = PARSE;
    /** No collision layers: the official compiler stops after saying so; later stages' messages are dropped. */
    boolean stoppedAtLayers;
    /** The reading gave up after too many errors (see MAX_PARSE_ERRORS); known once {@link #finish()} ran. */
    boolean stoppedEarly;

    private final List<int[]> order = new ArrayList<>(); // per message: stage, line to sort by, sequence
    private int lastParseLine;

    void add(int stage, int line, String msg, boolean error) {
        int sortLine = 0;
        if (stage == PARSE) { sortLine = line > 0 ? line : lastParseLine; lastParseLine = sortLine; } // a line-less note follows its message
        order.add(new int[]{stage, sortLine, list.size()});
        list.add(new Diagnostic(line, line > 0 ? "line " + line + " : " + msg : msg, error));
    }

    boolean hasErrors() { for (Diagnostic d : list) if (d.error()) return true; return false; }

    /** Puts the messages in the official order (stage, then line within the parse stage, then as found) and drops
     *  what the official compiler would not have reached. Idempotent. */
    void finish() {
        if (order.size() != list.size()) return;
        List<int[]> o = new ArrayList<>(order);
        o.sort(Comparator.<int[]>comparingInt(k -> k[0]).thenComparingInt(k -> k[1]).thenComparingInt(k -> k[2]));
        List<Diagnostic> sorted = new ArrayList<>();
        int parseErrors = 0, stopAfterLine = -1;
        for (int[] k : o) {
            if (stopAfterLine >= 0 && (k[0] != PARSE || k[1] > stopAfterLine)) { stoppedEarly = true; break; }
            if (stoppedAtLayers && k[0] > SPECIAL_NAMES) continue;
            sorted.add(list.get(k[2]));
            if (k[0] == PARSE && list.get(k[2]).error() && ++parseErrors == MAX_PARSE_ERRORS) stopAfterLine = k[1];
        }
        list.clear(); list.addAll(sorted);
        order.clear();
    }
}
