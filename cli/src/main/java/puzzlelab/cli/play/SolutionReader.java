package puzzlelab.cli.play;

import java.util.HashSet;
import java.util.Set;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.Lines;

/**
 * Reads a solution in the puzzle's native format: one or more moves per line (see {@link MoveInput}), replayed
 * from the initial position so that every move is checked where it is played. Blank lines are skipped, and so are
 * lines that are not moves but comments ("# ...") or the fixed lines of the format (such as a CSV header, found as
 * the lines the puzzle writes for an empty solution).
 */
public final class SolutionReader {
    private SolutionReader() {
    }

    static int[] parse(Instance inst, Problem p, String source, String text) throws InputException {
        long[] start = new long[p.words()];
        p.initial(start);
        return parse(inst, p, source, text, start);
    }

    /** The moves of {@code text} played from {@code start} (the web page's pasted moves: from where the player is). */
    public static int[] parse(Instance inst, Problem p, String source, String text, long[] start) throws InputException {
        Set<String> fixed = new HashSet<>();
        try {
            for (String l : inst.nativeSolution(new int[0]).split("\n")) if (!l.isBlank()) fixed.add(l.strip());
        } catch (RuntimeException e) {
            // a format without fixed lines
        }
        long[] state = start.clone();
        it.unimi.dsi.fastutil.ints.IntArrayList moves = new it.unimi.dsi.fastutil.ints.IntArrayList();
        String[] lines = Lines.all(text);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) continue;
            try {
                MoveInput.Moves m = MoveInput.read(inst, p, state, line);
                moves.addAll(it.unimi.dsi.fastutil.ints.IntArrayList.wrap(m.moves()));
                inst.type().limits().checkMoves(source, i + 1, moves.size());
                state = m.end();
            } catch (MoveInput.MoveException e) {
                if (!e.illegal && (line.startsWith("#") || fixed.contains(line))) continue;
                int legal = moves.size() + e.playedBefore;
                throw new InputException(source, i + 1, e.getMessage()
                        + (e.illegal ? " (after " + legal + " legal move" + (legal == 1 ? "" : "s") + ")" : ""));
            }
        }
        return moves.toIntArray();
    }
}
