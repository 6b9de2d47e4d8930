package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzlescript.lang.Game;

/**
 * New levels for a game in the style of its own: start from one of the game's levels, mutate it a few times in the
 * designer's glyphs (move a glyph a square or two over the floor, copy one the level already uses onto another cell, turn one back
 * into the floor),
 * keep the outer ring, then solve each candidate by breadth-first search (through a {@code Plan}, within a state
 * budget) and keep those whose shortest solution is within the asked range; the same level is never returned twice.
 * Candidates rise in difficulty by hill climbing: a kept or longer-solved candidate becomes the next start.
 */
final class PuzzleScriptGenerator implements Generator {
    private static final List<Param> PARAMS = List.of(
            Param.choice("game", "example game whose rules and levels to start from", "microban", Games.searchableExamples()),
            Param.file("game-file", "a game file of your own instead of an example game"),
            Param.integer("min-moves", "fewest inputs of a level's shortest solution", 10, 1, 500),
            Param.integer("max-moves", "most inputs of a level's shortest solution", 200, 1, 500),
            Param.integer("count", "levels to make", 3, 1, 50),
            Param.integer("attempts", "candidate levels to try at most", 500, 1, 1_000_000),
            Param.integer("max-states", "states a candidate's breadth-first search may store", 10_000, 1_000, 5_000_000));

    @Override
    public String description() {
        return "levels for a PuzzleScript game, mutated from its own, with a shortest solution in --min-moves..--max-moves";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) throws InputException {
        String name = v.choice("game");
        String source = name;
        String text;
        if (v.file("game-file") != null) {
            source = v.file("game-file").toString();
            text = InputFiles.read(source, source);
            name = v.file("game-file").getFileName().toString().replaceFirst("\\.[^.]*$", "");
        } else {
            text = Games.example(name);
        }
        Game game = Games.compile(source, text);
        String refusal = Games.notSearchable(game);
        if (refusal != null) throw new InputException(source, refusal);
        int min = v.intValue("min-moves"), max = v.intValue("max-moves");
        if (min > max) throw new InputException(null, "min-moves " + min + " is above max-moves " + max);
        LevelTexts lt = LevelTexts.of(text);
        if (lt.levels().isEmpty()) throw new InputException(source, "the game has no levels to start from");
        SplittableRandom rnd = new SplittableRandom(seed);
        Set<String> seen = new HashSet<>();
        for (List<String> l : lt.levels()) seen.add(String.join("\n", l));
        List<Board> boards = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        int attempts = v.intValue("attempts"), tried = 0, solvable = 0;
        List<String> current = lt.levels().get(rnd.nextInt(lt.levels().size()));
        int currentLength = -1;
        while (boards.size() < v.intValue("count") && tried < attempts && !cancel.getAsBoolean()) {
            tried++;
            List<String> cand = mutate(current, rnd, 1 + rnd.nextInt(4));
            String key = String.join("\n", cand);
            if (!seen.add(key)) continue;
            Rated r = rate(source, lt.gameWith(cand), v.intValue("max-states"), cancel);
            if (r == null) continue;
            solvable++;
            if (r.length >= currentLength || rnd.nextInt(8) == 0) { current = cand; currentLength = r.length; }
            if (r.length < min || r.length > max) continue;
            int k = boards.size() + 1;
            boards.add(new Board(null, lt.gameWith(cand), name + "-gen-" + seed + "-" + k + ".txt",
                    r.length + " moves (optimal, by breadth-first search over " + r.states + " states)"));
            current = lt.levels().get(rnd.nextInt(lt.levels().size()));
            currentLength = -1;
        }
        notes.add(tried + " candidates tried, " + solvable + " solvable within the state budget, " + boards.size() + " kept");
        if (boards.size() < v.intValue("count"))
            notes.add("fewer levels than asked: raise --attempts or --max-states, or widen --min-moves..--max-moves");
        return new Generated(boards, notes);
    }

    private record Rated(int length, long states) {
    }

    /** The candidate's shortest solution by BFS, or null when it has none within the budget (or does not compile). */
    private static Rated rate(String source, String game, int maxStates, BooleanSupplier cancel) {
        Instance inst;
        try {
            inst = new PuzzleScriptType().readNth(source, source, game, 1);
        } catch (InputException e) {
            return null;                                  // e.g. a level that lost its player
        }
        Solver.Request req = new Solver.Request("bfs", null, null, SearchOptions.DEFAULT, Limits.of(null, maxStates), 0);
        Result res = Solver.solve(inst, req, puzzlelab.engine.Progress.NONE, cancel);
        if (res.status() != Status.SOLVED || !res.optimal() || res.solution() == null) return null;
        return new Rated(res.solution().length(), res.stats().stored);
    }

    /** A few changes in the level's own glyphs; the outer ring (usually walls) stays. */
    static List<String> mutate(List<String> level, SplittableRandom rnd, int changes) {
        int h = level.size(), w = 0;
        for (String row : level) w = Math.max(w, row.length());
        char[][] g = new char[h][w];
        for (int y = 0; y < h; y++) {
            java.util.Arrays.fill(g[y], level.get(y).isEmpty() ? '.' : level.get(y).charAt(level.get(y).length() - 1));
            level.get(y).getChars(0, level.get(y).length(), g[y], 0);
        }
        if (h < 3 || w < 3) return level;
        List<Character> used = new ArrayList<>();
        int[] counts = new int[65536];
        for (char[] row : g) for (char c : row) if (counts[c]++ == 0) used.add(c);
        char floor = used.get(0);                        // the most common glyph is the floor
        for (char c : used) if (counts[c] > counts[floor]) floor = c;
        for (int k = 0, tries = 0; k < changes && tries < 100; tries++) {
            int y1 = 1 + rnd.nextInt(h - 2), x1 = 1 + rnd.nextInt(w - 2);
            int op = rnd.nextInt(4);
            if (op <= 1) {
                // move a piece one or two squares onto the floor: small moves keep most levels solvable
                int[] d = {0, 1, 0, -1, 1, 0, -1, 0};
                int dir = rnd.nextInt(4), len = 1 + rnd.nextInt(2);
                int y2 = y1 + d[2 * dir] * len, x2 = x1 + d[2 * dir + 1] * len;
                if (g[y1][x1] == floor || y2 < 1 || x2 < 1 || y2 > h - 2 || x2 > w - 2 || g[y2][x2] != floor) continue;
                g[y2][x2] = g[y1][x1];
                g[y1][x1] = floor;
            } else if (op == 2) {
                int y2 = 1 + rnd.nextInt(h - 2), x2 = 1 + rnd.nextInt(w - 2);
                if (g[y2][x2] == g[y1][x1]) continue;
                g[y2][x2] = g[y1][x1];                                                           // copy
            } else {
                if (g[y1][x1] == floor) continue;
                g[y1][x1] = floor;                                                               // remove
            }
            k++;
        }
        List<String> out = new ArrayList<>();
        for (char[] row : g) out.add(new String(row));
        return out;
    }
}
