package puzzlelab.cli.play;

import java.util.List;
import puzzlelab.puzzles.input.Text;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;

/**
 * Reads typed or stored moves in the puzzle's native notation and checks each against the rules in the position
 * it is played from. A line is first read as one move (so notations with spaces, such as Chexers' "MOVE from (0, 0)
 * to (1, 0).", work); if it is not one, it is read as several moves separated by spaces, and a word without
 * spaces as one move per letter (the 15-puzzle's "ULDR").
 */
final class MoveInput {
    private MoveInput() {
    }

    /** Why a line could not be played: one line for the user; {@code illegal} = it was read but breaks the rules. */
    static final class MoveException extends Exception {
        final boolean illegal;
        /** Legal moves of the same line played before the failing one. */
        final int playedBefore;

        MoveException(String message, boolean illegal) {
            this(message, illegal, 0);
        }

        MoveException(String message, boolean illegal, int playedBefore) {
            super(message);
            this.illegal = illegal;
            this.playedBefore = playedBefore;
        }
    }

    /** The moves a line holds, played one after another from {@code state}; the end position is {@code end}. */
    record Moves(int[] moves, long[] end) {
    }

    static Moves read(Instance inst, Problem p, long[] state, String line) throws MoveException {
        String text = line.strip();
        if (text.isEmpty()) throw new MoveException("no move given", false);
        String whole;
        try {
            int m = inst.parseMove(state.clone(), text);
            long[] next = new long[p.words()];
            if (Replay.apply(p, state, m, next) < 0) throw illegal(inst, text, m, -1);
            return new Moves(new int[] {m}, next);
        } catch (InputException e) {
            whole = e.problem();
        } catch (RuntimeException e) {
            whole = "cannot read " + Text.quote(text) + " as a move";
        }
        List<String> parts = inst.splitMoves(state.clone(), text);
        if (parts.size() < 2) throw new MoveException(whole, false);
        int[] codes = new int[parts.size()];
        long[] s = state.clone();
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i);
            try {
                codes[i] = inst.parseMove(s.clone(), part);
            } catch (RuntimeException e) {
                // nothing of the line reads as a move: the whole-line message says most
                if (i == 0) throw new MoveException(whole, false);
                String why = e instanceof InputException ie ? ie.problem() : "not a move";
                throw new MoveException("move " + (i + 1) + " of the line (" + Text.quote(part) + "): " + why, false, i);
            }
            long[] next = new long[p.words()];
            if (Replay.apply(p, s, codes[i], next) < 0) throw illegal(inst, part, codes[i], i);
            s = next;
        }
        return new Moves(codes, s);
    }

    /** {@code index} = position in a line of several moves, -1 for a line of one. */
    private static MoveException illegal(Instance inst, String typed, int move, int index) {
        String what = Text.quote(typed.strip());
        String shown = inst.moveText(move);
        if (!shown.equals(typed.strip())) what += " (" + shown + ")";
        return new MoveException((index >= 0 ? "move " + (index + 1) + " of the line, " : "") + what
                + " is not legal in this position", true, Math.max(index, 0));
    }
}
