package puzzlelab.puzzles.chexers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;

/**
 * Single-player Chexers (COMP30024 2019, Project Part A): get every piece of one colour off the hex board by MOVE,
 * JUMP and EXIT actions, in as few actions as possible. The 16 official test boards (MIT licence) are built in.
 */
public final class ChexersType implements PuzzleType {
    /** Official test cases (matomatical/AI-games, level 1-3), stored under resources official/NAME.json. */
    static final List<String> OFFICIAL = List.of("r-near", "r-race", "r-away", "r-maze", "b-near", "b-race", "b-away",
            "b-maze", "g-near", "g-race", "g-away", "g-maze", "2-near", "3-spec", "3-dead", "4-race");

    @Override public String name() { return "chexers"; }

    @Override
    public String summary() {
        return "single-player Chexers (COMP30024 2019 Part A): MOVE/JUMP/EXIT every piece off a hex board; chexers:spec built in";
    }

    @Override
    public List<String> formats() {
        return List.of("JSON: {\"colour\": \"red|green|blue\", \"pieces\": [[q,r],...], \"blocks\": [[q,r],...]} "
                        + "(+ optional \"radius\", default 3; unknown keys ignored)",
                "ID: chexers:spec | chexers:NAME (official tests: " + String.join(" ", OFFICIAL) + ")",
                "ID: chexers:COLOUR:PIECES[:BLOCKS[:RADIUS]] with hexes as q,r/q,r/... ('-' = none), e.g. chexers:red:0,0/0,-1:-1,0",
                "moves: MOVE from (q, r) to (q, r). | JUMP from (q, r) to (q, r). | EXIT from (q, r).  (also 'q,r q,r', 'exit q,r')");
    }

    @Override
    public int detect(String fileName, String text) {
        boolean colour = text.contains("\"colour\"") || text.contains("\"color\"");
        boolean object = text.stripLeading().startsWith("{");
        if (colour && text.contains("\"pieces\"") && object) return 40;
        return object ? 3 : 0;  // other JSON: the reader names what is missing or broken
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        return new ChexersInstance(this, source, ChexersReader.read(source, text));
    }

    @Override
    public Instance readId(String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1);
        String name = body.equals("spec") ? "3-spec" : body;
        if (OFFICIAL.contains(name)) return new ChexersInstance(this, id, ChexersReader.read(id, official(name)));
        String[] parts = body.split(":", -1);
        if (parts.length < 2 || parts.length > 4) {
            throw new InputException(id, "unknown Chexers ID: use chexers:spec, chexers:NAME (" + String.join(", ", OFFICIAL)
                    + ") or chexers:COLOUR:PIECES[:BLOCKS[:RADIUS]] such as chexers:red:0,0/0,-1:-1,0");
        }
        int radius = 3;
        if (parts.length == 4) {
            Integer r = Numbers.intOrNull(parts[3].trim());
            if (r == null) throw new InputException(id, "radius " + Text.quote(parts[3]) + " is not a whole number");
            radius = r;
        }
        List<ChexersReader.Hex> pieces = hexes(id, parts[1]);
        List<ChexersReader.Hex> blocks = parts.length > 2 ? hexes(id, parts[2]) : List.of();
        return new ChexersInstance(this, id, ChexersReader.build(id, parts[0], 0, radius, 0, pieces, blocks));
    }

    private static List<ChexersReader.Hex> hexes(String id, String list) throws InputException {
        List<ChexersReader.Hex> out = new ArrayList<>();
        if (list.isBlank() || list.equals("-")) return out;
        for (String hex : list.split("/")) {
            String[] qr = hex.split(",");
            Integer q = qr.length == 2 ? Numbers.intOrNull(qr[0].trim()) : null;
            Integer r = qr.length == 2 ? Numbers.intOrNull(qr[1].trim()) : null;
            if (q == null || r == null) throw new InputException(id, Text.quote(hex) + " is not a hex: write q,r such as -1,2");
            out.add(new ChexersReader.Hex(q, r, 0));
        }
        return out;
    }

    static String official(String name) throws InputException {
        try (InputStream in = ChexersType.class.getResourceAsStream("official/" + name + ".json")) {
            if (in == null) throw new InputException("chexers:" + name, "built-in board missing from the jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException("chexers:" + name, "built-in board cannot be read");
        }
    }

    @Override
    public Map<String, String> builtins() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("chexers:spec", "the specification's example board (= official 3-spec): 3 red pieces, 4 blocks, 10 actions");
        for (String name : OFFICIAL) {
            try {
                Setup s = ChexersReader.read(name, official(name));
                String depth = official(name).replaceAll("(?s).*\"solution depth\"\\s*:\\s*(\\d+).*", "$1");
                m.put("chexers:" + name, "official test: " + s.colour().lower() + ", " + s.pieceCount() + " piece(s), "
                        + s.blockCount() + " blocks, " + depth + " actions");
            } catch (InputException e) {
                m.put("chexers:" + name, "official test (unreadable: " + e.getMessage() + ")");
            }
        }
        return m;
    }

    @Override public puzzlelab.puzzles.Generator generator() { return new ChexersGenerate(); }

    @Override public puzzlelab.puzzles.Benchmark benchmark() { return new ChexersBench(); }
}
