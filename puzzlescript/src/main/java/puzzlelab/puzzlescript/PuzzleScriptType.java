package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.puzzles.ArrowKeys;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzlescript.lang.Game;

/**
 * Any game written in PuzzleScript (Stephen Lavelle's language for grid puzzles): a game file is a collection of
 * levels, each an instance. {@code GAME.txt#N} is the N-th playable level (1-based, messages not counted),
 * {@code GAME.txt#Title} the level after a message with that text; {@code puzzlescript:limerick-3} picks level 3 of
 * an example game shipped in the jar.
 */
public final class PuzzleScriptType implements PuzzleType {
    public static final String NAME = "puzzlescript";
    private static final String[] SECTIONS = {"objects", "legend", "sounds", "collisionlayers", "rules", "winconditions", "levels"};

    @Override public String name() { return NAME; }

    @Override public String summary() {
        return "PuzzleScript games (the designers' language, puzzlescript.net): any game file played, solved, drawn";
    }

    @Override public List<String> formats() {
        return List.of("PuzzleScript game source (OBJECTS, LEGEND, COLLISIONLAYERS, RULES, WINCONDITIONS, LEVELS): "
                        + "GAME#N = the N-th playable level (1-based), GAME#Title = the level after that message",
                "ID: puzzlescript:GAME-N for the example games (e.g. puzzlescript:limerick-1)",
                "moves: U L D R and X (action), the game's inputs; native: the input codes 0,1,2,3,4 as the "
                        + "official tests write them ('puzzlelab puzzlescript run' replays them)",
                "heuristic distance (A*, IDA*: -H distance): admissible only in games whose rules provably move the "
                        + "win conditions' objects one cell an input and never create, destroy or teleport them "
                        + "(built-ins marked '-H distance admissible'); elsewhere none, and solve says why");
    }

    @Override
    public int detect(String fileName, String text) {
        int headers = 0;
        for (String line : text.split("\n", -1)) {
            String t = line.strip().toLowerCase(Locale.ROOT);
            for (String s : SECTIONS) if (t.equals(s)) { headers++; break; }
        }
        if (headers >= 3) return 60;
        return headers >= 1 && text.contains("=====") ? 3 : 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        return readNth(source, source, text, 1);
    }

    @Override
    public List<Instance> readAll(String source, String text) throws InputException {
        Game g = Games.compile(source, text);
        List<Integer> levels = Games.playable(g);
        if (levels.isEmpty()) throw new InputException(source, "the game has no levels");
        List<Instance> out = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) out.add(level(source, g, levels, i + 1));
        return out;
    }

    @Override
    public Instance readNth(String source, String shown, String text, int n) throws InputException {
        Game g = Games.compile(source, text);
        List<Integer> levels = Games.playable(g);
        if (levels.isEmpty()) throw new InputException(source, "the game has no levels");
        if (n < 1 || n > levels.size())
            throw new InputException(shown, "level number must be 1.." + levels.size() + " (the game's playable levels)");
        return level(source, g, levels, n);
    }

    @Override
    public Instance readNamed(String source, String shown, String text, String name) throws InputException {
        Game g = Games.compile(source, text);
        List<Integer> levels = Games.playable(g);
        String want = name.strip();
        List<String> titles = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            String t = Games.titleOf(g, levels.get(i));
            if (t == null) continue;
            if (t.equalsIgnoreCase(want)) return level(source, g, levels, i + 1);
            titles.add(t);
        }
        String known = titles.isEmpty() ? "no level has a message before it; pick one with #N (1.." + levels.size() + ")"
                : "titles: " + Text.quotedFew(titles, 5);
        throw new InputException(source, "no level after a message " + Text.quote(want) + " (" + known + ")");
    }

    @Override
    public Instance readId(String id) throws InputException {
        String rest = id.substring(id.indexOf(':') + 1);
        int dash = rest.lastIndexOf('-');
        String game = rest;
        int n = 1;
        if (dash > 0 && rest.substring(dash + 1).matches("\\d{1,6}")) {
            game = rest.substring(0, dash);
            n = Integer.parseInt(rest.substring(dash + 1));
        }
        String text = Games.example(game);
        if (text == null)
            throw new InputException(id, "no example game " + Text.quote(game) + " (games: " + String.join(", ", Games.EXAMPLES) + ")");
        Game g = Games.compile(id, text);
        List<Integer> levels = Games.playable(g);
        if (n < 1 || n > levels.size())
            throw new InputException(id, game + " has levels 1.." + levels.size());
        return new PuzzleScriptInstance(this, NAME + ":" + game + "-" + n, g, levels.get(n - 1), Games.titleOf(g, levels.get(n - 1)));
    }

    private Instance level(String source, Game g, List<Integer> levels, int n) {
        int entry = levels.get(n - 1);
        limits().checkCells(source, 0, g.levelWidth(entry), g.levelHeight(entry));
        String id = levels.size() == 1 ? source : source + "#" + n;
        return new PuzzleScriptInstance(this, id, g, entry, Games.titleOf(g, entry));
    }

    /** The example games' descriptions, made once: each compiles and analyses a game (about 200 ms for all 17), and
     *  the list, the web catalogue and every web description of a PuzzleScript instance ask for them. */
    private volatile Map<String, String> builtins;

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = builtins;
        if (m == null) builtins = m = describeExamples();
        return m;
    }

    private static Map<String, String> describeExamples() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String name : Games.EXAMPLES) {
            Game g = Games.compile(name, Games.example(name));
            int levels = Games.playable(g).size();
            String by = g.author() == null ? "" : " by " + g.author();
            String play = Games.notSearchable(g) != null ? ", random: play only"
                    : new MotionAnalysis(g).bounded() ? ", -H distance admissible" : "";
            m.put(NAME + ":" + name + "-1", g.title() + by + " (" + levels + (levels == 1 ? " level" : " levels") + play + ")");
        }
        return Collections.unmodifiableMap(m);
    }

    /**
     * The official engine's keys: arrows or W A S D move, X, C or Space is the action, Z undoes a turn and R restarts
     * the level (the host's own undo, so the restart can be redone).
     */
    @Override
    public ArrowKeys arrowKeys() {
        Map<Character, String> more = Map.of('w', "U", 'a', "L", 's', "D", 'd', "R", 'x', "X", 'c', "X", ' ', "X",
                'z', ":undo", 'r', ":restart");
        return new ArrowKeys(null, false, "arrow keys or W A S D move, X or Space is the action, Z undoes, R restarts",
                List.of("U"), List.of("D"), List.of("L"), List.of("R"), more);
    }

    @Override
    public puzzlelab.puzzles.Benchmark benchmark() {
        return new PuzzleScriptBench();
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new PuzzleScriptGenerator();
    }
}
