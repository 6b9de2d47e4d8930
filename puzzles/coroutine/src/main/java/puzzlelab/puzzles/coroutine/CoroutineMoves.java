package puzzlelab.puzzles.coroutine;

/**
 * Move codes: {@code token * 9 + dir}, token 0 = A, 1 = B, dir 0..7 or {@link Rules#PASS} (8). A code means the
 * same in every state; who may play it is decided by the side to move.
 */
final class CoroutineMoves {
    private CoroutineMoves() {
    }

    static int code(int token, int dir) {
        return token * 9 + dir;
    }

    static int token(int code) {
        return code / 9;
    }

    static int dir(int code) {
        return code % 9;
    }

    static boolean isPass(int code) {
        return dir(code) == Rules.PASS;
    }

    /** Native notation: "A S", "B NE", "B -" for a pass. */
    static String text(int code) {
        return (token(code) == 0 ? "A " : "B ") + (isPass(code) ? "-" : Rules.NAMES[dir(code)]);
    }
}
