package puzzlelab.puzzles.template;

import java.util.List;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.PuzzleType;

/**
 * The smallest complete puzzle, kept compiled and tested so the template cannot rot (like Tatham's nullgame):
 * reach a target number from a start number with the moves "+1" and "*2". Copy this package to add a puzzle,
 * then list the new type in META-INF/services/puzzlelab.puzzles.PuzzleType.
 *
 * <p>File: {@code template START TARGET}. ID: {@code template:START:TARGET}.
 */
public final class TemplateType implements PuzzleType {

    @Override public String name() { return "template"; }

    @Override public String summary() { return "template puzzle: reach TARGET from START with +1 and *2 (a starting point for new puzzles)"; }

    @Override public List<String> formats() { return List.of("file: 'template START TARGET'", "ID: template:START:TARGET", "moves: +1 *2"); }

    @Override
    public java.util.Map<String, String> builtins() {
        return java.util.Map.of("template:1:100", "reach 100 from 1 (8 moves)");
    }

    @Override
    public puzzlelab.puzzles.Generator generator() {
        return new TemplateGenerate();
    }

    @Override
    public int detect(String fileName, String text) {
        return text.strip().startsWith("template ") ? 20 : 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        List<Lines.Line> ls = Lines.withoutComments(text);
        String[] t = ls.size() == 1 ? ls.get(0).text().split("\\s+") : new String[0];
        if (t.length != 3 || !t[0].equals("template"))
            throw new InputException(source, ls.isEmpty() ? 0 : ls.get(0).number(), "expected one line 'template START TARGET'");
        return parse(source, t[1], t[2]);
    }

    @Override
    public Instance readId(String id) throws InputException {
        String[] t = id.split(":");
        if (t.length != 3) throw new InputException(id, "expected template:START:TARGET");
        return parse(id, t[1], t[2]);
    }

    private Instance parse(String source, String a, String b) throws InputException {
        long start = Numbers.parseLong(source, 0, a, "START");
        long target = Numbers.parseLong(source, 0, b, "TARGET");
        if (start < 0 || target < 0) throw new InputException(source, "numbers must not be negative");
        return new TemplateInstance(this, source, start, target);
    }
}
