package org.example.lightsout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.input.Lines;

/**
 * Lights Out on an n×n board (2 ≤ n ≤ 7): pressing a light toggles it and its orthogonal neighbours; switch every
 * light off. A complete Puzzlelab puzzle written against the public API only.
 *
 * <p>File: a first line {@code lightsout}, then n rows of {@code 0}/{@code 1} (or {@code .}/{@code *}); a line
 * starting with {@code #} or {@code ;} is a comment ({@code Lines.withoutComments}), which is why a lit light is not
 * written {@code #}.
 * ID: {@code lightsout:ROW/ROW/...}, e.g. {@code lightsout:01000/11100/01000/00000/00000}.
 */
public final class LightsOutType implements PuzzleType {

    @Override public String name() { return "lightsout"; }

    @Override public String summary() { return "Lights Out: press lights to switch them all off (a plugin example)"; }

    @Override
    public List<String> formats() {
        return List.of("file: 'lightsout' then n rows of 0/1 or ./* (2 <= n <= 7)", "ID: lightsout:ROW/ROW/...", "moves: ROW,COL (from 1)");
    }

    @Override
    public Map<String, String> builtins() {
        return Map.of("lightsout:01000/11100/01000/00000/00000", "one press (row 2, column 2)",
                "lightsout:11000/10100/01110/00101/00011", "three presses on the diagonal",
                "lightsout:11000/00100/10011/10010/01100", "five presses");
    }

    @Override
    public int detect(String fileName, String text) {
        return text.strip().startsWith("lightsout") ? 20 : 0;
    }

    @Override
    public Instance read(String source, String text) throws InputException {
        List<Lines.Line> ls = Lines.withoutComments(text);
        if (ls.isEmpty() || !ls.get(0).text().strip().equals("lightsout"))
            throw new InputException(source, ls.isEmpty() ? 0 : ls.get(0).number(), "expected a first line 'lightsout'");
        List<String> rows = new ArrayList<>();
        for (Lines.Line l : ls.subList(1, ls.size())) rows.add(l.text().strip());
        return parse(source, rows, ls.size() > 1 ? ls.get(1).number() : 0);
    }

    @Override
    public Instance readId(String id) throws InputException {
        return parse(id, List.of(id.substring(id.indexOf(':') + 1).split("/", -1)), 0);
    }

    private Instance parse(String source, List<String> rows, int line) throws InputException {
        int n = rows.size();
        if (n < 2 || n > LightsOutInstance.MAX_SIZE)
            throw new InputException(source, line, "needs 2.." + LightsOutInstance.MAX_SIZE + " rows, found " + n);
        long lit = 0;
        for (int r = 0; r < n; r++) {
            String row = rows.get(r);
            if (row.length() != n)
                throw new InputException(source, line == 0 ? 0 : line + r, "row " + (r + 1) + " has " + row.length() + " lights, expected " + n);
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == '1' || ch == '*') lit |= 1L << (r * n + c);
                else if (ch != '0' && ch != '.')
                    throw new InputException(source, line == 0 ? 0 : line + r, "row " + (r + 1) + ": use 0/1 or ./*, not '" + ch + "'");
            }
        }
        return new LightsOutInstance(this, source, n, lit);
    }

    @Override
    public Generator generator() {
        return new Generator() {
            public String description() { return "Random boards made by pressing random lights (solvable by construction)."; }

            public List<Param> params() {
                return List.of(Param.integer("size", "board side", 5, 2, LightsOutInstance.MAX_SIZE),
                        Param.integer("presses", "random presses", 6, 1, 49));
            }

            public Generated generate(Params p, long seed, BooleanSupplier cancel) {
                int n = p.intValue("size");
                Random rnd = new Random(seed);
                long lit = 0;
                for (int i = 0; i < p.intValue("presses"); i++) lit = LightsOutInstance.press(n, lit, rnd.nextInt(n * n));
                String id = LightsOutInstance.id(n, lit);
                return new Generated(List.of(new Board(id, "lightsout\n" + id.substring(id.indexOf(':') + 1).replace('/', '\n') + "\n",
                        "lightsout-" + seed + ".txt", "at most " + p.intValue("presses") + " presses")), List.of());
            }
        };
    }
}
