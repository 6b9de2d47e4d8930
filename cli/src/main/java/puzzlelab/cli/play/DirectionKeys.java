package puzzlelab.cli.play;

import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.ArrowKeys;
import puzzlelab.puzzles.PuzzleType;

/**
 * The direction keys of console play, as the puzzle declares them ({@link ArrowKeys}, {@code PuzzleType.arrowKeys}):
 * an arrow key (for Sokoban also h j k l, as in vi and many Sokoban games) plays the first legal move of its list. A
 * puzzle (a plugin too) without them is played by typed lines only.
 */
final class DirectionKeys {
    enum Dir { UP, DOWN, LEFT, RIGHT }

    /** The metric the keys play in (null: the puzzle's default). */
    final String metric;
    /** h j k l move too. */
    final boolean vi;
    final String help;
    private final Map<Dir, List<String>> texts;   // the move texts to try that way, in order
    /** The puzzle's other keys: a move text, or ":command" (ArrowKeys.more). */
    private final Map<Character, String> more;

    private DirectionKeys(String metric, boolean vi, String help, Map<Dir, List<String>> texts, Map<Character, String> more) {
        this.metric = metric;
        this.vi = vi;
        this.help = help;
        this.texts = texts;
        this.more = more;
    }

    /** What the puzzle's own key {@code c} does (a move text, or ":command"), or null when it is not one of them. */
    String more(char c) {
        return more.get(c);
    }

    /** The keys the puzzle declares, or null when it has none. */
    static DirectionKeys of(PuzzleType type) {
        ArrowKeys k = type.arrowKeys();
        if (k == null) return null;
        return new DirectionKeys(k.metric(), k.vi(), k.help(),
                Map.of(Dir.UP, k.up(), Dir.DOWN, k.down(), Dir.LEFT, k.left(), Dir.RIGHT, k.right()), k.more());
    }

    /** The direction of vi's h j k l, or null. */
    Dir vi(char c) {
        if (!vi) return null;
        return switch (c) {
            case 'h' -> Dir.LEFT;
            case 'j' -> Dir.DOWN;
            case 'k' -> Dir.UP;
            case 'l' -> Dir.RIGHT;
            default -> null;
        };
    }

    /** The legal move that way, or null. */
    Game.Legal move(List<Game.Legal> legal, Dir d) {
        for (String t : texts.get(d))
            for (Game.Legal l : legal) if (l.text().equals(t)) return l;
        return null;
    }
}
