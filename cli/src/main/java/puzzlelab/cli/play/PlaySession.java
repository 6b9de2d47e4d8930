package puzzlelab.cli.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.OutputTargets;
import puzzlelab.puzzles.input.Text;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;

/**
 * The play loop: reads one line at a time (a move in the puzzle's notation or a command), answers on {@code out}.
 * Works the same typed at a terminal or fed through a pipe; when not interactive each line read is echoed after
 * "> " so a transcript reads like a session.
 */
final class PlaySession {
    static final String HELP = """
            commands:
              MOVE         play a move in the puzzle's notation (several on one line: "U L D" or "ULD")
              #N           play the N-th legal move of the list
              undo [N]     take back the last move (or N moves)
              redo [N]     play again what undo took back
              restart      back to the start (redo replays the moves)
              hint         the next move of an optimal solution and how many moves remain
              solve        play out the rest of an optimal solution
              save FILE    write the moves so far in the puzzle's native solution format
              show         the board again;  legal: the legal moves
              help         this text;  quit: leave""";
    /** The line of {@link #HELP} for a file of several levels. */
    static final String NEXT_HELP = "\n  next         the file's next level (also after a win)";

    private static final int MAX_LISTED = 60;

    private final Game game;
    private final HintPlanner planner;
    private final BufferedReader in;
    private final PrintStream out;
    private final Style style;
    private final boolean interactive;
    private String lastBoard;
    private boolean redraw;   // keys on a terminal: each board replaces the last
    private String header;
    private String nextLevel;   // a file of several: "level 3 of 155" when there is one after this, else null
    private boolean wantsNext, inCollection;
    private DirectionKeys keyDirs;   // key play: the puzzle's keys, else null

    PlaySession(Game game, HintPlanner planner, BufferedReader in, PrintStream out, Style style, boolean interactive) {
        this.game = game;
        this.planner = planner;
        this.in = in;
        this.out = out;
        this.style = style;
        this.interactive = interactive;
    }

    /** In a file of several levels ({@code several}), with {@code label} naming the one after this (null: this is the last). */
    PlaySession nextLevel(String label, boolean several) {
        nextLevel = label;
        inCollection = several;
        return this;
    }

    /** True when the session ended with {@code next}: the caller opens the file's next level. */
    boolean wantsNext() {
        return wantsNext;
    }

    void run() throws IOException {
        Instance inst = game.instance;
        out.println(style.bold(heading(inst)));
        List<Game.Legal> first = game.legal();
        out.println("Type a move" + (first.isEmpty() ? "" : " (e.g. " + first.get(0).text() + ")")
                + " or a command; 'help' lists them.");
        show();
        while (true) {
            if (interactive) {
                out.print(style.cyan("> "));
                out.flush();
            }
            String line = in.readLine();
            if (line == null) break;
            if (!interactive) out.println("> " + Text.escaped(line));
            if (!handle(line.strip())) break;
            out.flush();
        }
        out.flush();
    }

    /** The key bindings of {@link #runKeys}, shown at the start and for any other key. */
    static final String KEY_HELP = "u undo, r redo, ? hint, : a command or moves (e.g. restart, save FILE), q quit";

    /**
     * Play by single keys (an interactive terminal, or {@code --keys}): the direction keys move, other keys undo, redo,
     * hint and quit, and {@code :} (or Enter) reads one line as the line mode does: a command or moves in the notation.
     */
    void runKeys(KeyInput keys, DirectionKeys dirs) throws IOException {
        Instance inst = game.instance;
        // on a terminal that takes ANSI codes the board is redrawn in place, the title and keys above it
        keyDirs = dirs;
        header = style.bold(heading(inst)) + "\nkeys: " + dirs.help + "\n      " + keyHelp();
        redraw = interactive && style.on();
        if (!redraw) out.println(header);
        show();
        out.flush();
        while (true) {
            KeyInput.Press p = keys.next();
            DirectionKeys.Dir d = switch (p.key()) {
                case UP -> DirectionKeys.Dir.UP;
                case DOWN -> DirectionKeys.Dir.DOWN;
                case LEFT -> DirectionKeys.Dir.LEFT;
                case RIGHT -> DirectionKeys.Dir.RIGHT;
                case CHAR -> dirs.vi(p.ch());
                default -> null;
            };
            boolean go = true;
            String own = p.key() == KeyInput.Key.CHAR && d == null && p.ch() != 'q' && p.ch() != ':' ? dirs.more(p.ch()) : null;
            if (d != null) step(dirs, d);
            else if (own != null && own.startsWith(":")) go = handle(own.substring(1));
            else if (own != null) stepTo(own);
            else switch (p.key()) {
                case EOF, CTRL_C, CTRL_D -> go = handle("quit");
                case BACKSPACE, CTRL_Z -> handle("undo");
                case CTRL_Y -> handle("redo");
                case ENTER -> go = command(keys);
                case CHAR -> {
                    switch (p.ch()) {
                        case 'q' -> go = handle("quit");
                        case 'u' -> handle("undo");
                        case 'r' -> handle("redo");
                        case '?' -> hint();
                        case 'n' -> go = handle("next");
                        case ':' -> go = command(keys);
                        default -> error(Text.quoteChar(p.ch()) + " is no key here: " + keysAgain(dirs));
                    }
                }
                default -> error("that key does nothing here: " + keysAgain(dirs));
            }
            out.flush();
            if (!go) return;
        }
    }

    /** "sokoban  two.sok#1  Level one": the puzzle, the ID and the title its file gives, unless the ID ends with it. */
    private static String heading(Instance inst) {
        String t = inst.title();
        boolean shown = t == null || t.isBlank() || inst.id().endsWith("-" + t) || inst.id().endsWith("#" + t);
        return inst.type().name() + "  " + inst.id() + (shown ? "" : "  " + Text.escaped(t));
    }

    private String keyHelp() {
        String help = KEY_HELP;
        if (keyDirs != null)   // the host's letters that the puzzle's own keys take over are not offered
            for (String[] own : new String[][] {{"u", "u undo, "}, {"r", "r redo, "}, {"?", "? hint, "}})
                if (keyDirs.more(own[0].charAt(0)) != null) help = help.replace(own[1], "");
        return help + (nextLevel != null && (keyDirs == null || keyDirs.more('n') == null) ? ", n next level" : "");
    }

    /** The keys for a message: above it when the board is redrawn, else spelled out. */
    private String keysAgain(DirectionKeys dirs) {
        return redraw ? "the keys are above" : dirs.help + "; " + keyHelp();
    }

    /** A direction key: the legal move that way, or a word on why there is none. */
    private void step(DirectionKeys dirs, DirectionKeys.Dir d) {
        if (game.solved()) {
            out.println("solved: undo, restart (after :) or quit");
            return;
        }
        Game.Legal m = dirs.move(game.legal(), d);
        if (m == null) {
            error("no move " + d.name().toLowerCase(Locale.ROOT) + " here");
            return;
        }
        game.play(m.move());
        show();
    }

    /** A key of the puzzle's own that plays the move {@code text} (PuzzleScript's x: the action). */
    private void stepTo(String text) {
        if (game.solved()) {
            out.println("solved: undo, restart (after :) or quit");
            return;
        }
        for (Game.Legal l : game.legal())
            if (l.text().equals(text)) {
                game.play(l.move());
                show();
                return;
            }
        error("no move " + text + " here");
    }

    /** One line read after ':' and handled as in the line mode; false = quit. */
    private boolean command(KeyInput keys) throws IOException {
        out.flush();
        String line = keys.line(": ");
        if (line == null) return handle("quit");
        return handle(line.strip());
    }

    /** Handles one line; false = quit. */
    boolean handle(String line) {
        if (line.isEmpty()) return true;
        String[] words = line.split("\\s+", 2);
        String cmd = words[0].toLowerCase(Locale.ROOT);
        String arg = words.length > 1 ? words[1].strip() : "";
        switch (cmd) {
            case "quit", "exit" -> {
                out.println("bye");
                return false;
            }
            case "help", "?" -> help();
            case "next" -> {
                if (nextLevel == null) error(inCollection ? "this is the last level" : "there is no next level: play a file of several levels, or a numbered ID");
                else {
                    wantsNext = true;
                    return false;
                }
            }
            case "show", "board" -> show();
            case "legal" -> out.println(legalText(game.legal()));
            case "undo" -> repeat(arg, "undo", game::undo, "nothing to undo");
            case "redo" -> repeat(arg, "redo", game::redo, "nothing to redo");
            case "restart" -> {
                game.restart();
                out.println("back at the start" + (game.canRedo() ? " (redo replays your moves)" : ""));
                show();
            }
            case "hint" -> hint();
            case "solve" -> solve();
            case "save" -> save(arg);
            default -> {
                if (line.startsWith("#") && line.length() > 1 && line.substring(1).chars().allMatch(Character::isDigit)) pick(line);
                else move(line);
            }
        }
        return true;
    }

    private void help() {
        out.println(HELP + (nextLevel != null ? NEXT_HELP : ""));
        // the puzzle's own description of its move notation, where its formats list one
        for (String f : game.instance.type().formats())
            if (f.toLowerCase(Locale.ROOT).startsWith("moves")) out.println("notation: " + f);
    }

    private void repeat(String arg, String what, java.util.function.BooleanSupplier op, String none) {
        int n = 1;
        if (!arg.isEmpty()) {
            try {
                n = Integer.parseInt(arg);
            } catch (NumberFormatException e) {
                error(what + " takes a number of moves, not " + Text.quote(arg));
                return;
            }
        }
        int done = 0;
        while (done < n && op.getAsBoolean()) done++;
        if (done == 0) {
            error(none);
            return;
        }
        if (n > 1) out.println(what + ": " + done + " move" + (done == 1 ? "" : "s"));
        show();
    }

    private void pick(String line) {
        List<Game.Legal> legal = game.legal();
        int k;
        try {
            k = Integer.parseInt(line.substring(1));
        } catch (NumberFormatException e) {
            k = -1;
        }
        if (k < 1 || k > legal.size()) {
            error(legal.isEmpty() ? "there are no legal moves here" : "choose #1 to #" + legal.size());
            return;
        }
        game.play(legal.get(k - 1).move());
        out.println("played " + legal.get(k - 1).text());
        show();
    }

    private void move(String line) {
        try {
            MoveInput.Moves m = MoveInput.read(game.instance, game.problem, game.state(), line);
            for (int code : m.moves()) game.play(code);
            show();
        } catch (MoveInput.MoveException e) {
            String msg = e.getMessage();
            if (e.illegal) {
                List<Game.Legal> legal = game.legal();
                if (legal.size() <= 12) msg += " (legal: " + String.join(" ", legal.stream().map(Game.Legal::text).toList()) + ")";
            } else {
                msg += " ('help' lists the commands)";
            }
            error(msg);
        }
    }

    private void hint() {
        if (game.solved()) {
            out.println("already solved");
            return;
        }
        HintPlanner.Hint p = think();
        switch (p.status()) {
            case SOLVED -> {
                int rest = p.moves().length;
                String cost = p.cost() != rest ? ", cost " + p.cost() : "";
                out.println(style.cyan("hint: " + game.instance.moveText(p.moves()[0])) + "  -  " + rest + " move"
                        + (rest == 1 ? "" : "s") + " to go" + cost + (p.optimal() ? " (optimal)" : " (not proven optimal)"));
            }
            case UNSOLVABLE -> error(deadEnd(p));
            default -> error(noPlan(p, "hint"));
        }
    }

    private void solve() {
        if (game.solved()) {
            out.println("already solved");
            return;
        }
        HintPlanner.Hint p = think();
        if (p.status() == Status.UNSOLVABLE) {
            error(deadEnd(p));
            return;
        }
        if (p.status() != Status.SOLVED) {
            error(noPlan(p, "solution"));
            return;
        }
        int n = p.moves().length;
        out.println("solving: " + n + " move" + (n == 1 ? "" : "s") + " to go" + (p.optimal() ? " (optimal)" : " (not proven optimal)"));
        for (int m : p.moves()) {
            if (!game.play(m)) {
                error("the plan's move " + game.instance.moveText(m) + " is not legal here (puzzle bug)");
                return;
            }
            out.printf("%4d. %s%n", game.count(), game.instance.moveText(m));
        }
        show();
    }

    private HintPlanner.Hint think() {
        if (interactive) {
            System.err.print(style.dim("thinking (up to " + seconds(planner.limitMillis()) + ")...\r"));
            System.err.flush();
        }
        HintPlanner.Hint p = planner.plan(game.state(), game.loopFreePath());
        if (interactive) {
            System.err.print(" ".repeat(40) + "\r");
            System.err.flush();
        }
        return p;
    }

    private static String deadEnd(HintPlanner.Hint p) {
        return "no solution from here" + (p.note() == null ? "" : ": " + p.note()) + " - undo or restart";
    }

    private String noPlan(HintPlanner.Hint p, String what) {
        if (p.status() == Status.LIMIT) return "no " + what + " within the limit (" + seconds(planner.limitMillis()) + ")";
        return "no " + what + ": " + (p.note() == null ? p.status().name().toLowerCase(Locale.ROOT) : p.note());
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    private void save(String file) {
        if (file.isEmpty()) {
            error("usage: save FILE");
            return;
        }
        try {
            OutputTargets.check("save", Path.of(file));
            Files.writeString(Path.of(file), game.instance.nativeSolution(game.moves()));
            out.println("saved " + game.count() + " move" + (game.count() == 1 ? "" : "s") + " to " + Text.name(file));
        } catch (InputException e) {
            error(e.getMessage());
        } catch (IOException | RuntimeException e) {
            error("cannot write " + Text.name(file));
        }
    }

    private void show() {
        if (redraw) out.print("\u001b[H\u001b[2J" + header + "\n");   // cursor home, clear the screen
        String board = game.instance.render(game.state());
        out.print(style.changes(lastBoard, board));
        if (!board.endsWith("\n")) out.println();
        lastBoard = board;
        if (game.message() != null) out.println(style.bold("message: " + Text.escaped(game.message())));
        int n = game.count();
        // in the puzzle's own counts where it has more than moves (Sokoban: "6 moves (2 pushes)", "8 pushes (33 moves)")
        String length = SolutionPictures.length(game.instance, planner.metric(), game.moves());
        String moves = n + " move" + (n == 1 ? "" : "s"), cost = game.cost() != n ? " (cost " + game.cost() + ")" : "";
        boolean counts = !length.equals(moves);
        String played = (counts ? "played: " + length : "moves played: " + n) + cost;
        if (game.solved()) {
            out.println(played);
            out.println(style.green("SOLVED in " + (counts ? length : moves) + cost + "!") + "  (undo, restart"
                    + (nextLevel != null ? ", next: " + nextLevel : "") + " or quit)");
            return;
        }
        List<Game.Legal> legal = game.legal();
        if (legal.isEmpty()) {
            out.println(played);
            out.println(style.red("no legal moves: a dead end") + " (undo or restart)");
            return;
        }
        out.println(played + "   " + legalText(legal));
        String dead = Hints.deadlock(game.instance, game.state());
        if (dead != null) out.println(style.red("deadlock: " + Text.escaped(dead)) + (n > 0 ? " (undo or restart)" : " (no solution from the start)"));
    }

    private String legalText(List<Game.Legal> legal) {
        if (legal.isEmpty()) return "no legal moves";
        String oneLine = String.join("  ", legal.stream().map(Game.Legal::text).toList());
        if (oneLine.length() <= 72) return "legal: " + style.yellow(oneLine);
        StringBuilder sb = new StringBuilder("legal moves (" + legal.size() + "; type one or #N):");
        for (int i = 0; i < Math.min(legal.size(), MAX_LISTED); i++)
            sb.append('\n').append(String.format("  #%-3d %s", i + 1, style.yellow(legal.get(i).text())));
        if (legal.size() > MAX_LISTED) sb.append("\n  ... and ").append(legal.size() - MAX_LISTED).append(" more");
        return sb.toString();
    }

    private void error(String msg) {
        out.println(style.red("! ") + Text.escaped(msg));
    }
}
