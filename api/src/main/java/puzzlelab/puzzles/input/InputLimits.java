package puzzlelab.puzzles.input;

/**
 * How large a puzzle's input and pictures may be: the one declaration of size bounds, read by the CLI and the server
 * alike (a {@link puzzlelab.puzzles.PuzzleType} returns its own from {@code limits()}; {@link #DEFAULT} otherwise).
 * Every check throws an {@link InputException} with the same words wherever it runs, so a 4000×4000 room, a 1 MB line
 * or a picture of a billion pixels is one line and exit 2 (HTTP 400), found before any large allocation.
 *
 * @param maxLineChars     characters in one line of a puzzle file (after the byte-order mark)
 * @param maxCells         cells of one board (width × height, run-length counts expanded)
 * @param maxObjects       movable pieces of one board (boxes, vehicles, tiles with a number)
 * @param maxSolutionMoves moves in a solution read from a file or pasted
 * @param maxFrames        positions drawn one by one ({@code render --animate}, {@code --step})
 * @param maxPixels        pixels of one picture (PNG after scaling; SVG in its own units)
 */
public record InputLimits(int maxLineChars, long maxCells, int maxObjects, int maxSolutionMoves, int maxFrames, long maxPixels) {
    /**
     * Far above every published level and solution the project reads (the largest Sokoban level in the bundled sets
     * is 30×30, the longest LURD solution some 3,000 moves), low enough that reading, solving set-up and drawing stay
     * well inside a 1 GB heap.
     */
    public static final InputLimits DEFAULT = new InputLimits(65_536, 65_536, 10_000, 1_000_000, 5_000, 16L << 20);

    public InputLimits {
        if (maxLineChars < 1 || maxCells < 1 || maxObjects < 1 || maxSolutionMoves < 1 || maxFrames < 1 || maxPixels < 1)
            throw new IllegalArgumentException("every limit must be at least 1");
    }

    /** The same limits with another cell and object bound (a puzzle with small boards declares them so). */
    public InputLimits withBoard(long cells, int objects) {
        return new InputLimits(maxLineChars, cells, objects, maxSolutionMoves, maxFrames, maxPixels);
    }

    /**
     * A line longer than {@link #maxLineChars}: its number named. Allocates nothing; the text is stepped through by
     * its line feeds (a vectorised search), and only a stretch longer than the bound is looked at character by
     * character (carriage returns may split it, and they count in the line numbers).
     */
    public void checkLines(String source, String text) throws InputException {
        int start = 0, n = text.length();
        while (true) {
            int lf = text.indexOf('\n', start);
            int end = lf < 0 ? n : lf;
            if (end - start > maxLineChars) {
                checkEachLine(source, text);
                return;
            }
            if (lf < 0) return;
            start = lf + 1;
        }
    }

    private void checkEachLine(String source, String text) throws InputException {
        int start = 0, line = 1;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            char c = i < n ? text.charAt(i) : '\n';
            if (c != '\n' && c != '\r') continue;
            if (i - start > maxLineChars)
                throw new InputException(source, line, "line of " + (i - start) + " characters; a puzzle file's lines are at most "
                        + maxLineChars);
            if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
            start = i + 1;
            line++;
        }
    }

    /**
     * A board of {@code width × height} cells above {@link #maxCells} (or either side above it); {@code line} is
     * the file line where the board starts (0 = none).
     */
    public void checkCells(String source, int line, long width, long height) throws InputException {
        if (width <= maxCells && height <= maxCells && width * height <= maxCells) return;
        throw new InputException(source, line, "a board of " + width + "×" + height + " = " + width * height
                + " cells; boards are at most " + maxCells + " cells");
    }

    /** More than {@link #maxObjects} pieces ({@code what}: "boxes", "vehicles"). */
    public void checkObjects(String source, int line, long count, String what) throws InputException {
        if (count > maxObjects)
            throw new InputException(source, line, count + " " + what + "; a board holds at most " + maxObjects);
    }

    /** A solution of more than {@link #maxSolutionMoves} moves. */
    public void checkMoves(String source, int line, long moves) throws InputException {
        if (moves > maxSolutionMoves)
            throw new InputException(source, line, "more than " + maxSolutionMoves + " moves; a solution is at most "
                    + maxSolutionMoves + " moves long");
    }

    /** More than {@link #maxFrames} positions to draw one by one ({@code what}: "--animate", "--step"). */
    public void checkFrames(String what, long frames) throws InputException {
        if (frames > maxFrames)
            throw new InputException(null, what + " would draw " + frames + " positions; at most " + maxFrames
                    + " are drawn one by one (a strip samples a longer solution: leave out " + what + ")");
    }

    /** A picture of more than {@link #maxPixels} pixels ({@code what} names it: "the PNG", "the SVG"). */
    public void checkPixels(String what, double width, double height) throws InputException {
        double px = Math.ceil(width) * Math.ceil(height);
        if (!(px <= maxPixels))   // NaN too
            throw new InputException(null, what + " would be " + Math.round(width) + "×" + Math.round(height) + " = "
                    + Math.round(px) + " pixels; pictures are at most " + maxPixels + " pixels" + (what.contains("PNG")
                    ? " (a smaller --scale draws it smaller)" : ""));
    }
}
