package puzzlelab.puzzles.coroutine;

/**
 * The solution as the table of report 004 ("Moves / Penny / Direction"): real moves are numbered, a pass is a
 * row with "-" and PASS. A closing line gives turns, moves and passes.
 */
final class NativeTable {
    private NativeTable() {
    }

    static String format(CoroutineBoard board, int[] moves) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%5s  %-5s  %s%n", "Moves", "Penny", "Direction"));
        int n = 0;
        int passes = 0;
        for (int m : moves) {
            String token = CoroutineMoves.token(m) == 0 ? "A" : "B";
            if (CoroutineMoves.isPass(m)) {
                passes++;
                sb.append(String.format("%5s  %-5s  %s%n", "-", token, "PASS"));
            } else {
                sb.append(String.format("%5d  %-5s  %s%n", ++n, token, Rules.NAMES[CoroutineMoves.dir(m)]));
            }
        }
        sb.append(String.format("# %d turn%s = %d move%s + %d pass%s", moves.length, moves.length == 1 ? "" : "s",
                n, n == 1 ? "" : "s", passes, passes == 1 ? "" : "es"));
        if (moves.length > 0) sb.append("; ").append(CoroutineMoves.token(moves[moves.length - 1]) == 0 ? "A" : "B").append(" reaches the centre");
        return sb.append('\n').toString();
    }
}
