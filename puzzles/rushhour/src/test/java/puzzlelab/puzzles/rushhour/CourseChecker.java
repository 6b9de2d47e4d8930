package puzzlelab.puzzles.rushhour;

import java.util.HashMap;
import java.util.Map;

/**
 * An independent re-implementation of the UvA course checker's rules (minprog/theorie-check50 rush_hour), used to
 * check our native output without our own move code: the board CSV {@code car,orientation,col,row,length}
 * (1-based, top-left cell), moves {@code car,move} with positive = right (H) / down (V), each move checked one
 * cell at a time for collisions and the edge, and the last move must bring X to column N.
 */
final class CourseChecker {
    private final int n;
    private final String[][] grid;
    private final Map<String, int[]> cars = new HashMap<>();   // col, row (0-based), length, horizontal 1/0

    CourseChecker(int n, String boardCsv) {
        this.n = n;
        this.grid = new String[n][n];
        for (String l : boardCsv.split("\n")) {
            l = l.trim();
            if (l.isEmpty() || l.startsWith("car")) continue;
            String[] f = l.split(",");
            int col = Integer.parseInt(f[2].trim()) - 1;
            int row = Integer.parseInt(f[3].trim()) - 1;
            int len = Integer.parseInt(f[4].trim());
            int h = f[1].trim().equals("H") ? 1 : 0;
            cars.put(f[0].trim(), new int[] {col, row, len, h});
            for (int k = 0; k < len; k++) grid[row + (h == 1 ? 0 : k)][col + (h == 1 ? k : 0)] = f[0].trim();
        }
    }

    /** Null when the solution is valid, else what is wrong (1-based move number). */
    String check(String solutionCsv) {
        String[] lines = solutionCsv.trim().split("\n");
        if (!lines[0].trim().equals("car,move")) return "header is not car,move";
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].trim().split(",");
            int[] c = cars.get(f[0]);
            if (c == null) return "move " + i + ": no car " + f[0];
            int d = Integer.parseInt(f[1]);
            int step = d > 0 ? 1 : -1;
            for (int k = 0; k < Math.abs(d); k++) {
                int col = c[0];
                int row = c[1];
                int len = c[2];
                boolean h = c[3] == 1;
                int nc = h ? (step > 0 ? col + len : col - 1) : col;
                int nr = h ? row : (step > 0 ? row + len : row - 1);
                if (nc < 0 || nr < 0 || nc >= n || nr >= n) return "move " + i + ": " + f[0] + " leaves the board";
                if (grid[nr][nc] != null) return "move " + i + ": " + f[0] + " hits " + grid[nr][nc];
                int tc = h ? (step > 0 ? col : col + len - 1) : col;
                int tr = h ? row : (step > 0 ? row : row + len - 1);
                grid[tr][tc] = null;
                grid[nr][nc] = f[0];
                if (h) c[0] += step;
                else c[1] += step;
            }
        }
        int[] x = cars.get("X");
        if (x[0] + x[2] != n) return "X does not reach column " + n;
        return null;
    }
}
