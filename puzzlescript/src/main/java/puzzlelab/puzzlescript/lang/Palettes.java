package puzzlelab.puzzlescript.lang;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Colour names → hex. The default palette (a variation of Arne's 16 colours) is the one documented as the default;
 *  other palettes named by color_palette fall back to it (noted in docs/puzzlescript.md). */
final class Palettes {
    private Palettes() {}

    static final Map<String, String> ARNE = new HashMap<>();
    static {
        String[] kv = {
            "black", "#000000", "white", "#ffffff", "grey", "#9d9d9d", "gray", "#9d9d9d",
            "darkgrey", "#697175", "darkgray", "#697175", "lightgrey", "#cccccc", "lightgray", "#cccccc",
            "red", "#be2633", "darkred", "#732930", "lightred", "#e06f8b", "brown", "#a46422",
            "darkbrown", "#493c2b", "lightbrown", "#eeb62f", "orange", "#eb8931", "yellow", "#f7e26b",
            "green", "#44891a", "darkgreen", "#2f484e", "lightgreen", "#a3ce27", "blue", "#1d57f7",
            "lightblue", "#b2dcef", "darkblue", "#1b2632", "purple", "#342a97", "pink", "#de65e2",
        };
        for (int i = 0; i < kv.length; i += 2) ARNE.put(kv[i], kv[i + 1]);
    }

    static final String[] NAMES = {
        "mastersystem", "gameboycolour", "amiga", "arnecolors", "famicom", "atari", "pastel", "ega", "amstrad",
        "proteus_mellow", "proteus_rich", "proteus_night", "c64", "whitingjp"};

    static boolean isPalette(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (String p : NAMES) if (p.equals(n)) return true;
        try { int k = Integer.parseInt(n); return k >= 1 && k <= NAMES.length; } catch (NumberFormatException e) { return false; }
    }

    /** "#rrggbb" for a colour word, "transparent" for transparent, or null when it is not a colour. */
    static String resolve(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.equals("transparent")) return "transparent";
        if (w.matches("#[0-9a-f]{6}")) return w;
        if (w.matches("#[0-9a-f]{3}")) return "#" + w.charAt(1) + w.charAt(1) + w.charAt(2) + w.charAt(2) + w.charAt(3) + w.charAt(3);
        if (w.matches("#[0-9a-f]{8}")) return w.substring(0, 7);
        return ARNE.get(w);
    }
}
