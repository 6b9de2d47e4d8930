package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * An independent check of the enumeration on 4×4, sharing no code with it: every placement of cars, trucks and
 * walls cell by cell, Fogleman's row/column rules as filters, a full BFS of every cluster over board strings,
 * distances from all goals, the hardest state by his board order, and minimality by removing every piece in turn
 * and solving again (no shortcut).
 */
class BruteForce4x4Test {
    static final int N = 4;
    static final int EXIT = 1;
    // cell codes: '.' empty, 'x' wall, H2 "ab", H3 "cde", V2 "fg", V3 "ijk"
    static final String STARTS = "acfi";

    record Totals(long placements, long inputs, Set<String> puzzles) {
    }

    static Totals brute(int maxWalls) {
        List<String> all = new ArrayList<>();
        place(new char[N * N], 0, maxWalls, all);
        Set<String> seen = new HashSet<>();
        Set<String> puzzles = new TreeSet<>();
        long inputs = 0;
        for (String b : all) {
            if (input(b)) inputs++;
            if (seen.contains(b)) continue;
            List<String> cluster = new ArrayList<>();
            ArrayDeque<String> q = new ArrayDeque<>();
            q.add(b);
            seen.add(b);
            while (!q.isEmpty()) {
                String s = q.poll();
                cluster.add(s);
                for (String t : moves(s)) if (seen.add(t)) q.add(t);
            }
            Map<String, Integer> dist = new HashMap<>();
            for (String s : cluster) if (solved(s)) { dist.put(s, 0); q.add(s); }
            if (q.isEmpty()) continue;
            int max = 0;
            while (!q.isEmpty()) {
                String s = q.poll();
                for (String t : moves(s)) if (!dist.containsKey(t)) { dist.put(t, dist.get(s) + 1); q.add(t); max = Math.max(max, dist.get(s) + 1); }
            }
            String hardest = null;
            for (String s : cluster) if (dist.get(s) == max && (hardest == null || less(s, hardest))) hardest = s;
            if (!minimal(hardest, max)) continue;
            puzzles.add(FoglemanSampleTest.cells(fogleman(hardest)) + " " + max + " " + cluster.size());
        }
        return new Totals(all.size(), inputs, puzzles);
    }

    private static void place(char[] g, int cell, int walls, List<String> out) {
        if (cell == N * N) {
            if (legal(g)) out.add(new String(g));
            return;
        }
        if (g[cell] != 0) {
            place(g, cell + 1, walls, out);
            return;
        }
        int x = cell % N;
        int y = cell / N;
        g[cell] = '.';
        place(g, cell + 1, walls, out);
        if (walls > 0) {
            g[cell] = 'x';
            place(g, cell + 1, walls - 1, out);
        }
        g[cell] = 0;
        for (int len = 2; len <= 3; len++) {
            boolean fitsH = x + len <= N;
            for (int k = 0; k < len && fitsH; k++) fitsH = g[cell + k] == 0;
            if (fitsH) {
                for (int k = 0; k < len; k++) g[cell + k] = (char) ((len == 2 ? 'a' : 'c') + k);
                place(g, cell + 1, walls, out);
                for (int k = 0; k < len; k++) g[cell + k] = 0;
            }
            boolean fitsV = y + len <= N;
            for (int k = 0; k < len && fitsV; k++) fitsV = g[cell + k * N] == 0;
            if (fitsV) {
                for (int k = 0; k < len; k++) g[cell + k * N] = (char) ((len == 2 ? 'f' : 'i') + k);
                place(g, cell + 1, walls, out);
                for (int k = 0; k < len; k++) g[cell + k * N] = 0;
            }
        }
        g[cell] = 0;
    }

    /** Fogleman's rules: the exit row holds one 2-cell car right of its walls; rows and columns never full. */
    static boolean legal(char[] g) {
        for (int y = 0; y < N; y++) {
            int used = 0;
            int cars = 0;
            int firstCar = -1;
            int lastWall = -1;
            for (int x = 0; x < N; x++) {
                char c = g[y * N + x];
                if (c == 'x') { used++; lastWall = x; }
                if (c >= 'a' && c <= 'e') used++;
                if (c == 'a' || c == 'c') { cars++; if (firstCar < 0) firstCar = x; }
                if (c == 'c' && y == EXIT) return false;
            }
            if (y == EXIT) {
                if (cars != 1 || lastWall > firstCar) return false;
                if (used >= N) return false;
            } else if (used >= N) return false;
        }
        for (int x = 0; x < N; x++) {
            int used = 0;
            for (int y = 0; y < N; y++) if ("fgijk".indexOf(g[y * N + x]) >= 0) used++;
            if (used >= N) return false;
        }
        return true;
    }

    static boolean input(String s) {
        for (int c = 0; c < N * N; c++) {
            char k = s.charAt(c);
            if ((k == 'a' || k == 'c') && c % N > 0 && s.charAt(c - 1) == '.') return false;
            if ((k == 'f' || k == 'i') && c / N > 0 && s.charAt(c - N) == '.') return false;
        }
        return true;
    }

    static boolean solved(String s) {
        return s.charAt(EXIT * N + N - 2) == 'a';
    }

    static List<String> moves(String s) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < N * N; c++) {
            char k = s.charAt(c);
            if (STARTS.indexOf(k) < 0) continue;
            boolean h = k == 'a' || k == 'c';
            int len = k == 'a' || k == 'f' ? 2 : 3;
            int step = h ? 1 : N;
            int p = h ? c % N : c / N;
            for (int dir = -1; dir <= 1; dir += 2) {
                for (int d = 1; ; d++) {
                    int np = p + dir * d;
                    if (np < 0 || np + len > N) break;
                    int enter = dir < 0 ? c + dir * d * step : c + (len - 1 + d) * step;
                    if (s.charAt(enter) != '.') break;
                    char[] g = s.toCharArray();
                    for (int i = 0; i < len; i++) g[c + i * step] = '.';
                    for (int i = 0; i < len; i++) g[c + (dir * d + i) * step] = s.charAt(c + i * step);
                    out.add(new String(g));
                }
            }
        }
        return out;
    }

    static long mask(String s, String codes) {
        long m = 0;
        for (int c = 0; c < N * N; c++) if (codes.indexOf(s.charAt(c)) >= 0) m |= 1L << c;
        return m;
    }

    static boolean less(String a, String b) {
        int c = Long.compare(mask(a, "xabcde"), mask(b, "xabcde"));
        return c != 0 ? c < 0 : mask(a, "fgijk") < mask(b, "fgijk");
    }

    static int optimum(String s) {
        Map<String, Integer> d = new HashMap<>();
        ArrayDeque<String> q = new ArrayDeque<>();
        d.put(s, 0);
        q.add(s);
        while (!q.isEmpty()) {
            String t = q.poll();
            if (solved(t)) return d.get(t);
            for (String u : moves(t)) if (d.putIfAbsent(u, d.get(t) + 1) == null) q.add(u);
        }
        return -1;
    }

    static boolean minimal(String s, int moves) {
        for (int c = 0; c < N * N; c++) {
            char k = s.charAt(c);
            if (k != 'x' && STARTS.indexOf(k) < 0) continue;
            if (k == 'a' && c / N == EXIT) continue;   // the red car
            int len = k == 'x' ? 1 : k == 'a' || k == 'f' ? 2 : 3;
            int step = k == 'a' || k == 'c' || k == 'x' ? 1 : N;
            char[] g = s.toCharArray();
            for (int i = 0; i < len; i++) g[c + i * step] = '.';
            if (optimum(new String(g)) == moves) return false;
        }
        return true;
    }

    static String fogleman(String s) {
        char[] out = new char[N * N];
        char next = 'B';
        for (int c = 0; c < N * N; c++) {
            char k = s.charAt(c);
            if (k == '.') out[c] = 'o';
            else if (k == 'x') out[c] = 'x';
            else if (STARTS.indexOf(k) >= 0) {
                boolean h = k == 'a' || k == 'c';
                int len = k == 'a' || k == 'f' ? 2 : 3;
                char label = h && c / N == EXIT ? 'A' : next++;
                for (int i = 0; i < len; i++) out[c + i * (h ? 1 : N)] = label;
            }
        }
        return new String(out);
    }

    static Set<String> enumerated(int walls) {
        Set<String> out = new TreeSet<>();
        for (Sweep.Puzzle p : new Enumeration(N, walls).partition(0, 1, null).puzzles())
            out.add(FoglemanSampleTest.cells(p.board()) + " " + p.moves() + " " + p.clusterSize());
        return out;
    }

    @Test
    void bruteForceAgreesWithoutWalls() {
        Totals t = brute(0);
        Sweep.Counts c = new Enumeration(N, 0).partition(0, 1, null).counts();
        assertThat(t.placements()).isEqualTo(c.states).isEqualTo(9304);
        assertThat(t.inputs()).isEqualTo(c.inputs).isEqualTo(1349);
        assertThat(t.puzzles()).hasSize(32).isEqualTo(enumerated(0));
    }

    @Test
    void bruteForceAgreesWithUpToTwoWalls() {
        Totals t1 = brute(1);
        assertThat(t1.placements()).isEqualTo(new Enumeration(N, 1).partition(0, 1, null).counts().states);
        assertThat(t1.puzzles()).isEqualTo(enumerated(1));
        Totals t2 = brute(2);
        Sweep.Counts c = new Enumeration(N, 2).partition(0, 1, null).counts();
        assertThat(t2.placements()).isEqualTo(c.states).isEqualTo(151_752);
        assertThat(t2.inputs()).isEqualTo(c.inputs).isEqualTo(33_953);
        assertThat(t2.puzzles()).isEqualTo(enumerated(2));
    }
}
