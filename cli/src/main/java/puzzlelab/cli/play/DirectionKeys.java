package puzzlelab.cli.play;

import java.util.List;
import java.util.Map;

/**
 * The direction keys of console play, as the web page's {@code boards/*.js} have them: an arrow key (for Sokoban also
 * h j k l, as in vi and many Sokoban games) plays the legal move that way. A puzzle without an entry is played by
 * typed lines only.
 */
final class DirectionKeys {
    enum Dir { UP, DOWN, LEFT, RIGHT }

    /** The metric the keys play in (null: the puzzle's default). */
    final String metric;
    /** h j k l move too. */
    final boolean vi;
    final String help;
    private final Map<Dir, List<String>> texts;   // the move texts to try that way, in order

    private DirectionKeys(String metric, boolean vi, String help, Map<Dir, List<String>> texts) {
        this.metric = metric;
        this.vi = vi;
        this.help = help;
        this.texts = texts;
    }

    /** The keys of puzzle {@code name}, or null when it has none. */
    static DirectionKeys of(String name) {
        return switch (name) {
            // every step is a move in the moves metric (l u r d walk, L U R D push); a walk alone is no move in pushes
            case "sokoban" -> new DirectionKeys("moves", true,
                    "arrow keys or h j k l step the keeper (pushing a box in the way)",
                    Map.of(Dir.LEFT, List.of("l", "L"), Dir.UP, List.of("u", "U"), Dir.RIGHT, List.of("r", "R"),
                            Dir.DOWN, List.of("d", "D")));
            // the notation names where the gap goes: the arrow that slides a tile left plays R
            case "fifteen" -> new DirectionKeys(null, false, "arrow keys slide the tile beside the gap that way",
                    Map.of(Dir.LEFT, List.of("R"), Dir.RIGHT, List.of("L"), Dir.UP, List.of("D"), Dir.DOWN, List.of("U")));
            default -> null;
        };
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
