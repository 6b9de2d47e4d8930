package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * The INF421 (École Polytechnique) card format used for the ThinkFun cards: line 1 the board size n, line 2 the
 * number of vehicles, then one line per vehicle {@code id h|v length x y} (1-based, x = column, y = row from the
 * top, of the top-left cell). Vehicle {@code 1} is the red car. Ids are kept as the vehicles' names.
 */
final class Inf421 {
    static final String RED = "1";

    private Inf421() {
    }

    private static List<String[]> lines(String text, List<Integer> numbers) {
        List<String[]> out = new ArrayList<>();
        for (Lines.Line l : Lines.nonBlank(text)) {
            out.add(l.text().split("\\s+"));
            numbers.add(l.number());
        }
        return out;
    }

    static boolean looksLike(String text) {
        List<String[]> ls = lines(text, new ArrayList<>());
        if (ls.size() < 3 || ls.get(0).length != 1 || ls.get(1).length != 1) return false;
        if (Numbers.intOrNull(ls.get(0)[0]) == null || Numbers.intOrNull(ls.get(1)[0]) == null) return false;
        String[] v = ls.get(2);
        return v.length == 5 && v[1].matches("[hvHV]");
    }

    static RushBoard read(String source, String text) throws InputException {
        List<Integer> nums = new ArrayList<>();
        List<String[]> ls = lines(text, nums);
        if (ls.size() < 2) throw new InputException(source, "expected the board size, the vehicle count and one line per vehicle");
        int n = number(source, nums.get(0), ls.get(0), "the board size");
        int count = number(source, nums.get(1), ls.get(1), "the number of vehicles");
        if (ls.size() - 2 != count)
            throw new InputException(source, nums.get(1), "says " + count + " vehicles but " + (ls.size() - 2) + " vehicle lines follow");
        BoardBuilder bb = new BoardBuilder(source).size(n, nums.get(0)).red(RED);
        for (int i = 2; i < ls.size(); i++) {
            String[] t = ls.get(i);
            int line = nums.get(i);
            if (t.length != 5)
                throw new InputException(source, line, "expected 'id h|v length x y', found " + t.length + " fields");
            boolean h;
            if (t[1].equalsIgnoreCase("h")) h = true;
            else if (t[1].equalsIgnoreCase("v")) h = false;
            else throw new InputException(source, line, "orientation must be h or v, found " + Text.quote(t[1]));
            int len = parse(source, line, t[2], "length");
            int x = parse(source, line, t[3], "x");
            int y = parse(source, line, t[4], "y");
            bb.piece(t[0], h, len, x - 1, y - 1, line);
        }
        return bb.build();
    }

    private static int number(String source, int line, String[] t, String what) throws InputException {
        if (t.length != 1) throw new InputException(source, line, "expected " + what + " alone on the line");
        return parse(source, line, t[0], what);
    }

    private static int parse(String source, int line, String s, String what) throws InputException {
        return Numbers.parseInt(source, line, s, what);
    }
}
