package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The LEVELS section of a game as text: the playable levels' rows of glyphs, in order, and the game without its
 * levels, so a generator can write a new level in the designer's own glyphs and compile it with the game's rules.
 */
record LevelTexts(String head, List<List<String>> levels) {

    static LevelTexts of(String source) {
        String[] lines = source.split("\r?\n", -1);
        int at = -1;
        for (int i = 0; i < lines.length; i++)
            if (lines[i].strip().equalsIgnoreCase("levels")) at = i;
        if (at < 0) return new LevelTexts(source, List.of());
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < at; i++) head.append(lines[i]).append('\n');
        List<List<String>> levels = new ArrayList<>();
        List<String> cur = new ArrayList<>();
        for (int i = at + 1; i < lines.length; i++) {
            String t = lines[i].strip();
            if (t.startsWith("=") || t.toLowerCase(Locale.ROOT).startsWith("message") || t.isEmpty() || t.startsWith("(")) {
                if (!cur.isEmpty()) levels.add(cur);
                cur = new ArrayList<>();
                continue;
            }
            cur.add(t);
        }
        if (!cur.isEmpty()) levels.add(cur);
        return new LevelTexts(head.toString(), levels);
    }

    /** The game with exactly this one level. */
    String gameWith(List<String> level) {
        StringBuilder sb = new StringBuilder(head).append("=======\nLEVELS\n=======\n\n");
        for (String row : level) sb.append(row).append('\n');
        return sb.toString();
    }
}
