package puzzlelab.puzzles.zhed;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Test data: the known solutions (gregorybchris) and the per-level statistics (summary.csv). */
final class ZhedTestData {
    private ZhedTestData() {
    }

    record Stats(int level, int tiles, int knownMoves, Integer bfsMin) {
    }

    static String resource(String name) throws IOException {
        try (InputStream in = ZhedTestData.class.getResourceAsStream("/zhed/" + name)) {
            if (in == null) throw new IOException("missing test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Known solutions: level → moves as [row, col, dir] triples in the YAML's (row, col) coordinates. */
    static Map<Integer, List<int[]>> knownSolutions() throws IOException {
        Map<Integer, List<int[]>> out = new HashMap<>();
        Pattern num = Pattern.compile("^\\s*- number: (\\d+)");
        Pattern move = Pattern.compile("^\\s*- \\[\\[(\\d+), (\\d+)\\], \"([UDLR])\"\\]");
        List<int[]> cur = null;
        for (String line : resource("solutions.yaml").split("\n")) {
            Matcher m = num.matcher(line);
            if (m.find()) {
                cur = new ArrayList<>();
                out.put(Integer.parseInt(m.group(1)), cur);
                continue;
            }
            Matcher mv = move.matcher(line);
            if (mv.find() && cur != null)
                cur.add(new int[] {Integer.parseInt(mv.group(1)), Integer.parseInt(mv.group(2)), "UDLR".indexOf(mv.group(3))});
        }
        return out;
    }

    static Map<Integer, Stats> stats() throws IOException {
        Map<Integer, Stats> out = new HashMap<>();
        for (String line : resource("summary.csv").split("\n")) {
            if (line.startsWith("#") || line.startsWith("level") || line.isBlank()) continue;
            String[] f = line.split(",", -1);
            Integer bfs = f[10].isEmpty() || f[10].startsWith(">") ? null : Integer.parseInt(f[10]);
            int n = Integer.parseInt(f[0]);
            out.put(n, new Stats(n, Integer.parseInt(f[3]), Integer.parseInt(f[7]), bfs));
        }
        return out;
    }

    /** The known solution of a level as move codes (YAML row/col → the level's tile numbers). */
    static int[] knownMoves(Level lv, List<int[]> moves) {
        int[] out = new int[moves.size()];
        for (int i = 0; i < out.length; i++) {
            int[] m = moves.get(i);
            int t = lv.tileAt(lv.cell(m[1], m[0]));
            if (t < 0) throw new IllegalArgumentException("no tile at row " + m[0] + " col " + m[1]);
            out[i] = Level.move(t, m[2]);
        }
        return out;
    }
}
