package puzzlelab.puzzles;

import java.util.List;

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
 */
public record ArrowKeys(String metric, boolean vi, String help, List<String> up, List<String> down, List<String> left,
                        List<String> right) {
    public ArrowKeys {
        up = List.copyOf(up);
        down = List.copyOf(down);
        left = List.copyOf(left);
        right = List.copyOf(right);
    }
}
