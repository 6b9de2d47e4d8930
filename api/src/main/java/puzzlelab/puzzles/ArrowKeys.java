package puzzlelab.puzzles;

import java.util.List;
import java.util.Map;

/**
 * A puzzle's direction keys for console play ({@code play}, {@code --keys}): the move texts an arrow key tries, in
 * order, the first legal one being played. Declared by {@link PuzzleType#arrowKeys}; a puzzle without them is played
 * by typed lines.
 *
 * @param metric the metric the keys play in (each key press is a move of it), or null for the puzzle's default
 * @param vi     whether h j k l move too (left, down, up, right, as in vi and many Sokoban games)
 * @param help   one line for the player, e.g. "arrow keys slide the tile beside the gap that way"
 * @param up     the move texts the up arrow tries, in order (e.g. {@code "u", "U"}: a step, else a push)
 * @param down   the same for the down arrow
 * @param left   the same for the left arrow
 * @param right  the same for the right arrow
 * @param more   other single keys the puzzle's players expect, each to a move text it plays (PuzzleScript: {@code w a s
 *               d} move, {@code x} and space are the action) or to a play command written after a colon, as typed
 *               after {@code :} in key play ({@code ":undo"}, {@code ":restart"}). They come before the host's own
 *               letters ({@code u} undo, {@code r} redo, {@code n} next, {@code ?} hint), except {@code q} (quit) and
 *               {@code :} (a command line), which always keep their meaning. Empty by default.
 */
public record ArrowKeys(String metric, boolean vi, String help, List<String> up, List<String> down, List<String> left,
                        List<String> right, Map<Character, String> more) {
    public ArrowKeys {
        up = List.copyOf(up);
        down = List.copyOf(down);
        left = List.copyOf(left);
        right = List.copyOf(right);
        more = Map.copyOf(more);
        if (more.containsKey('q') || more.containsKey(':'))
            throw new IllegalArgumentException("q (quit) and : (a command) keep their meaning in key play");
    }

    /** Direction keys only (no {@link #more}). */
    public ArrowKeys(String metric, boolean vi, String help, List<String> up, List<String> down, List<String> left,
                     List<String> right) {
        this(metric, vi, help, up, down, left, right, Map.of());
    }
}
