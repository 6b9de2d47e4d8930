package puzzlelab.cli.play;

/**
 * ANSI colour for an interactive terminal; plain text everywhere else (pipes, files, NO_COLOR, TERM=dumb). Colour
 * only adds emphasis: the text is the same either way.
 */
final class Style {
    static final Style PLAIN = new Style(false);

    private final boolean on;

    Style(boolean on) {
        this.on = on;
    }

    /** Colour when stdin and stdout are a terminal that can show it and the user has not asked for none. */
    static Style detect(boolean noColorOption) {
        String term = System.getenv("TERM");
        boolean on = !noColorOption && System.getenv("NO_COLOR") == null && System.console() != null
                && term != null && !term.equals("dumb");
        return new Style(on);
    }

    boolean on() {
        return on;
    }

    String bold(String s) { return wrap("1", s); }
    String dim(String s) { return wrap("2", s); }
    String red(String s) { return wrap("31", s); }
    String green(String s) { return wrap("1;32", s); }
    String yellow(String s) { return wrap("33", s); }
    String cyan(String s) { return wrap("36", s); }

    private String wrap(String code, String s) {
        return on ? "\u001b[" + code + "m" + s + "\u001b[0m" : s;
    }

    /**
     * The board {@code now} with the characters that differ from {@code before} highlighted, so the last move
     * stands out (only when colour is on and both pictures have the same shape).
     */
    String changes(String before, String now) {
        if (!on || before == null) return now;
        String[] a = before.split("\n", -1);
        String[] b = now.split("\n", -1);
        if (a.length != b.length) return now;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            if (i > 0) sb.append('\n');
            String x = a[i];
            String y = b[i];
            if (x.length() != y.length()) {
                sb.append(y);
                continue;
            }
            boolean in = false;
            for (int j = 0; j < y.length(); j++) {
                boolean diff = x.charAt(j) != y.charAt(j);
                if (diff != in) {
                    sb.append(diff ? "\u001b[1;7;33m" : "\u001b[0m");
                    in = diff;
                }
                sb.append(y.charAt(j));
            }
            if (in) sb.append("\u001b[0m");
        }
        return sb.toString();
    }
}
