package puzzlelab.puzzlescript;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzlescript.lang.CompileException;
import puzzlelab.puzzlescript.lang.Diagnostic;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.PuzzleScript;
import puzzlelab.puzzlescript.lang.TurnLimitException;

/**
 * Compiling games for the workbench: a small cache (the same file is read by every command of a session, by every
 * request of the server), compile errors as the one user-error type, and the example games shipped in the jar.
 */
public final class Games {
    /** The example games shipped in the jar (MIT, from the official editor's example menu), by file name without .txt. */
    public static final List<String> EXAMPLES = List.of("sokoban_basic", "sokoban_eyeball", "sokoban_match3", "microban",
            "blockfaker", "byyourside", "kettle", "nekopuzzle", "notsnake", "zenpuzzlegarden", "limerick", "octat",
            "constellationz", "midas", "whaleworld", "randomrobots", "randomspawner");
    private static final int CACHE = 32;
    /**
     * The largest game text compiled. Published games are well under 200 KB (the example games 0.3-7 KB); compiling
     * grows with the legend and rules, so a 10 MB file would take tens of seconds and a GB of memory.
     */
    public static final int MAX_SOURCE_CHARS = 1 << 20;
    private static final Map<String, Game> COMPILED = new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<String, Game> e) { return size() > CACHE; }
    };

    /** Games whose rules have a {@code checkpoint} command: their states carry the restart point. */
    private static final Map<Game, Boolean> CHECKPOINTS = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private Games() {
    }

    private static final Map<Game, Glyphs> GLYPHS = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    static Glyphs glyphs(Game g) {
        Glyphs gl = GLYPHS.get(g);
        return gl != null ? gl : Glyphs.read("", g);
    }

    static boolean usesCheckpoints(Game g) {
        return CHECKPOINTS.getOrDefault(g, Boolean.TRUE);
    }

    /**
     * The compiled game of {@code text}; a game that does not compile is an {@link InputException} naming the file,
     * the line of the first error and how many more there are ({@code puzzlelab puzzlescript check} lists them all).
     */
    public static Game compile(String source, String text) throws InputException {
        synchronized (COMPILED) {
            Game g = COMPILED.get(text);
            if (g != null) return g;
        }
        if (text.length() > MAX_SOURCE_CHARS)
            throw new InputException(source, "a PuzzleScript game of " + (text.length() + 1023) / 1024 + " KB; games are at most "
                    + MAX_SOURCE_CHARS / 1024 + " KB here");
        Game g;
        try {
            g = PuzzleScript.compile(text);
        } catch (CompileException e) {
            throw errors(source, e.errors());
        } catch (TurnLimitException e) {
            throw new InputException(source, e.getMessage());
        }
        GLYPHS.put(g, Glyphs.read(text, g));
        CHECKPOINTS.put(g, text.toLowerCase(java.util.Locale.ROOT).contains("checkpoint"));
        synchronized (COMPILED) {
            COMPILED.put(text, g);
        }
        return g;
    }

    /** The first error as one line; the count of the others. */
    static InputException errors(String source, List<Diagnostic> errors) {
        if (errors.isEmpty()) return new InputException(source, "the game does not compile");
        Diagnostic d = errors.get(0);
        String more = errors.size() > 1 ? " (and " + (errors.size() - 1) + " more errors: 'puzzlelab puzzlescript check "
                + (source == null ? "GAME" : source) + "' lists them)" : "";
        return new InputException(source, d.line(), withoutLinePrefix(d.message()) + more);
    }

    /** The official compiler's messages start with "line N : "; our lines name the line themselves. */
    public static String withoutLinePrefix(String message) {
        return message.replaceFirst("^line\\s+\\d+\\s*:\\s*", "");
    }

    /**
     * The example games whose levels can be searched (no randomness, not real time), as the shipped INDEX.tsv records
     * them: read from its columns rather than by compiling all 17 games, since generators' and benches' option lists
     * are built at every start of the CLI (the compiles took ~190 ms there). A test keeps the index true to the games.
     */
    public static List<String> searchableExamples() {
        List<String> out = new ArrayList<>();
        try (InputStream in = Games.class.getResourceAsStream("/puzzlelab/puzzlescript/games/INDEX.tsv")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            List<String> head = List.of(lines[0].strip().split("\t"));
            int random = head.indexOf("random"), randomdir = head.indexOf("randomdir"), realtime = head.indexOf("realtime_interval");
            for (int i = 1; i < lines.length; i++) {
                String[] f = lines[i].split("\t");
                String name = f[0].replaceFirst("\\.txt$", "");
                if (EXAMPLES.contains(name) && f[random].equals("no") && f[randomdir].equals("no") && f[realtime].equals("no"))
                    out.add(name);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        out.sort(java.util.Comparator.comparingInt(EXAMPLES::indexOf));
        return List.copyOf(out);
    }

    /** The text of example game {@code name} (e.g. "limerick"), or null. */
    public static String example(String name) {
        if (!EXAMPLES.contains(name)) return null;
        try (InputStream in = Games.class.getResourceAsStream("/puzzlelab/puzzlescript/games/" + name + ".txt")) {
            if (in == null) return null;
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Entry numbers (0-based, messages counted) of the playable levels, in order. */
    public static List<Integer> playable(Game g) {
        List<Integer> out = new ArrayList<>();
        for (int e = 0; e < g.entryCount(); e++) if (!g.isMessage(e)) out.add(e);
        return out;
    }

    /** The message right before a level entry, which designers use as the level's title, or null. */
    public static String titleOf(Game g, int entry) {
        if (entry > 0 && g.isMessage(entry - 1)) {
            String m = g.message(entry - 1).strip();
            return m.isEmpty() ? null : m;
        }
        return null;
    }

    /** Why the game's levels can be played but not searched, or null. */
    public static String notSearchable(Game g) {
        if (g.realtime()) return "the game runs in real time (realtime_interval): its levels are played, not solved";
        if (g.hasRandomness()) return "the game has random rules: its levels are played, not solved (a search would "
                + "have to explore every random outcome)";
        return null;
    }

    static String quoted(String s) {
        return Text.quote(s);
    }
}
