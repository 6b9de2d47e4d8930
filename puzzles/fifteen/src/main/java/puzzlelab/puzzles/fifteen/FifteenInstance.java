package puzzlelab.puzzles.fifteen;

import java.util.List;
import java.util.Locale;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.PuzzleType;

/** One sliding-tile position. Moves are the blank's direction: U L R D = 0 1 2 3. */
final class FifteenInstance implements Instance {
    private final PuzzleType type;
    private final String id;
    final SlidingBoard board;
    final int[] tiles;

    FifteenInstance(PuzzleType type, String id, int rows, int cols, int[] tiles) {
        this.type = type;
        this.id = id;
        this.board = new SlidingBoard(rows, cols);
        this.tiles = tiles.clone();
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    @Override
    public Problem problem(String metric) {
        if (metric != null && !metric.equals("moves")) throw new IllegalArgumentException("unknown metric " + metric);
        return new SlidingProblem(board, tiles);
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        if (board.rows == 4 && board.cols == 4) {
            return List.of(new SlidingHeuristic(board, SlidingHeuristic.Kind.LINEAR_CONFLICT),
                    new SlidingHeuristic(board, SlidingHeuristic.Kind.MANHATTAN),
                    new SlidingHeuristic(board, SlidingHeuristic.Kind.PDB_555), AdditivePdbHeuristic.korf78(board));
        }
        if (board.rows == 5 && board.cols == 5) {
            return List.of(new SlidingHeuristic(board, SlidingHeuristic.Kind.LINEAR_CONFLICT),
                    new SlidingHeuristic(board, SlidingHeuristic.Kind.MANHATTAN), AdditivePdbHeuristic.korf6666(board));
        }
        return List.of(new SlidingHeuristic(board, SlidingHeuristic.Kind.LINEAR_CONFLICT),
                new SlidingHeuristic(board, SlidingHeuristic.Kind.MANHATTAN));
    }

    @Override
    public String unavailableHeuristic(String name) {
        String what = switch (name) {
            case "pdb-555" -> "pdb-555 (5-5-5 pattern databases)";
            case "pdb-78" -> "pdb-78 (7-8 pattern databases)";
            case "pdb-6666" -> "pdb-6666 (6-6-6-6 pattern databases)";
            default -> null;
        };
        return what == null ? null : what + " is for the " + (name.equals("pdb-6666") ? "5×5" : "4×4") + " board only; this board is "
                + board.rows + "×" + board.cols + " (use linear-conflict or manhattan)";
    }

    @Override
    public String defaultAlgorithm(String metric) {
        return "idastar";
    }

    @Override
    public String unsolvableReason() {
        return board.unsolvableReason(tiles);
    }

    @Override
    public String moveText(int move) {
        return String.valueOf(SlidingMoves.NAMES.charAt(move));
    }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        String t = text.trim().toUpperCase(Locale.ROOT);
        int m = switch (t) {
            case "U", "UP" -> SlidingMoves.UP;
            case "L", "LEFT" -> SlidingMoves.LEFT;
            case "R", "RIGHT" -> SlidingMoves.RIGHT;
            case "D", "DOWN" -> SlidingMoves.DOWN;
            default -> -1;
        };
        if (m < 0) throw new InputException(null, Text.quote(text) + " is not a move: use U, D, L or R (the blank's direction)");
        return m;
    }

    @Override
    public String nativeSolution(int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) sb.append(SlidingMoves.NAMES.charAt(m));
        return sb.append('\n').toString();
    }

    @Override
    public String render(long[] state) {
        int width = String.valueOf(board.cells - 1).length();
        StringBuilder sb = new StringBuilder();
        String sep = "+" + ("-".repeat(width + 2) + "+").repeat(board.cols) + "\n";
        sb.append(sep);
        for (int r = 0; r < board.rows; r++) {
            sb.append('|');
            for (int c = 0; c < board.cols; c++) {
                int t = board.get(state, r * board.cols + c);
                String s = t == 0 ? "" : String.valueOf(t);
                sb.append(' ').append(" ".repeat(width - s.length())).append(s).append(" |");
            }
            sb.append('\n').append(sep);
        }
        return sb.toString();
    }

    @Override
    public String svg(long[] state) {
        int cell = 60;
        int pad = 6;
        int w = board.cols * cell + 2 * pad;
        int h = board.rows * cell + 2 * pad;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n", w, h, w, h));
        sb.append(String.format("<rect width=\"%d\" height=\"%d\" rx=\"8\" fill=\"#5b4636\"/>%n", w, h));
        for (int i = 0; i < board.cells; i++) {
            int t = board.get(state, i);
            int x = pad + (i % board.cols) * cell;
            int y = pad + (i / board.cols) * cell;
            String target = (i / board.cols) + "," + (i % board.cols);
            if (t == 0) {   // the gap is a target too: a click there does nothing, but drags may end on it
                sb.append(String.format("<rect data-target=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#5b4636\"/>%n",
                        target, x, y, cell, cell));
                continue;
            }
            boolean home = t == i;
            // one group per tile: data-key lets the page animate the tile from its old place
            sb.append(String.format("<g class=\"piece\" data-key=\"tile-%d\" data-target=\"%s\" data-tile=\"%d\">", t, target, t));
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"#3b2a1e\"/>",
                    x + 2, y + 2, cell - 4, cell - 4, home ? "#f7e6c4" : "#e0a94f"));
            sb.append(String.format("<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"24\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#3b2a1e\">%d</text></g>%n",
                    x + cell / 2, y + cell / 2 + 8, t));
        }
        return sb.append("</svg>\n").toString();
    }

    /** A click on a tile in the gap's row or column slides it (and the tiles between) towards the gap. */
    @Override
    public int[] movesForClick(long[] state, String target) {
        int[] rc = cell(target);
        if (rc == null) return null;
        int blank = board.blank(state);
        int br = blank / board.cols, bc = blank % board.cols;
        int dr = rc[0] - br, dc = rc[1] - bc;
        if ((dr != 0) == (dc != 0)) return null;   // the gap itself, or not in its row or column
        int m = dr < 0 ? SlidingMoves.UP : dr > 0 ? SlidingMoves.DOWN : dc < 0 ? SlidingMoves.LEFT : SlidingMoves.RIGHT;
        int[] out = new int[Math.abs(dr + dc)];
        java.util.Arrays.fill(out, m);
        return out;
    }

    /** "ROW,COL" of a cell on this board, or null. */
    private int[] cell(String target) {
        int[] rc = puzzlelab.puzzles.picture.GridSvg.cell(target);
        return rc == null || rc[0] >= board.rows || rc[1] >= board.cols ? null : rc;
    }

    /** "tile 7 down": the tile that moves, the opposite way of the gap. */
    @Override
    public String moveName(long[] state, int move) {
        int to = board.target(board.blank(state), move);
        String dir = switch (move) {
            case SlidingMoves.UP -> "down";
            case SlidingMoves.DOWN -> "up";
            case SlidingMoves.LEFT -> "right";
            default -> "left";
        };
        return to < 0 ? moveText(move) : "tile " + board.get(state, to) + " " + dir;
    }
}
