package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.puzzlescript.lang.Game;

/**
 * The game's own one-character names of objects and of object combinations (its LEGEND, and glyphs written after an
 * object's name), so a text picture of a level looks like the level as the designer typed it. Read from the source
 * leniently: the game has compiled already, so anything unclear is simply left out.
 */
final class Glyphs {
    private final Map<Character, long[]> sets = new LinkedHashMap<>();   // glyph -> objects (without background)
    private final int words;

    private Glyphs(int objects) {
        this.words = (objects + 63) / 64;
    }

    static Glyphs read(String source, Game g) {
        Glyphs out = new Glyphs(g.objectCount());
        Map<String, List<Integer>> names = new HashMap<>();   // name -> objects it stands for ("and" only)
        for (int o = 0; o < g.objectCount(); o++) names.put(g.objectName(o), List.of(o));
        String section = "";
        String pendingObject = null;
        for (String raw : source.split("\n", -1)) {
            String line = raw.replaceAll("\\([^)]*\\)", "").strip();
            String low = line.toLowerCase(Locale.ROOT);
            if (low.matches("objects|legend|sounds|collisionlayers|rules|winconditions|levels")) { section = low; continue; }
            if (line.isEmpty() || line.startsWith("=")) continue;
            String[] w = low.split("\\s+");
            String[] orig = line.split("\\s+");            // glyphs keep the case the designer typed
            if (section.equals("objects")) {
                if (names.containsKey(w[0]) && w.length == 2 && w[1].length() == 1) out.put(orig[1].charAt(0), names.get(w[0]), g);
            } else if (section.equals("legend") && w.length >= 3 && w[1].equals("=")) {
                List<Integer> objs = new ArrayList<>();
                boolean ok = true;
                for (int i = 2; i < w.length; i++) {
                    if ((i - 2) % 2 == 1) { if (!w[i].equals("and")) ok = false; continue; }
                    List<Integer> of = names.get(w[i]);
                    if (of == null) { ok = false; break; }
                    objs.addAll(of);
                }
                if (!ok) continue;
                names.put(w[0], objs);
                if (w[0].length() == 1) out.put(orig[0].charAt(0), objs, g);
            }
        }
        return out;
    }

    private void put(char c, List<Integer> objs, Game g) {
        long[] set = new long[words];
        for (int o : objs) if (g.layerOf(o) != g.layerOf(backgroundOf(g))) set[o >>> 6] |= 1L << (o & 63);
        sets.putIfAbsent(c, set);
    }

    private static int backgroundOf(Game g) {
        int b = g.objectId("background");
        return b < 0 ? 0 : b;
    }

    /**
     * The glyph of a cell holding {@code objects} (without its background layer): the glyph of exactly that set, else
     * the glyph of its top object, else the top object's initial.
     */
    char of(long[] objects, Game g) {
        boolean empty = true;
        for (int i = 0; i < words; i++) if (objects[i] != 0) { empty = false; break; }
        for (Map.Entry<Character, long[]> e : sets.entrySet())
            if (java.util.Arrays.equals(e.getValue(), 0, words, objects, 0, words)) return e.getKey();
        if (empty) return '.';
        int top = -1;
        for (int i = 0; i < words; i++)
            for (long x = objects[i]; x != 0; x &= x - 1) {
                int o = i * 64 + Long.numberOfTrailingZeros(x);
                if (top < 0 || g.layerOf(o) >= g.layerOf(top)) top = o;
            }
        long[] single = new long[words];
        single[top >>> 6] |= 1L << (top & 63);
        for (Map.Entry<Character, long[]> e : sets.entrySet())
            if (java.util.Arrays.equals(e.getValue(), single)) return e.getKey();
        return Character.toUpperCase(g.objectName(top).charAt(0));
    }
}
