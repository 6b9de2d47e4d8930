package puzzlelab.cli.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The stdout table: one line per instance with the best known length, then for each configuration one cell
 * "length  nodes  time", aligned within the column; plain text or markdown. Markers: {@code *} the run proved
 * this length optimal, {@code =} the length equals the best known (found by some run here) without proof.
 */
final class Table {
    private Table() {
    }

    static String render(Summary s, boolean markdown) {
        boolean mixed = s.instances.stream().map(i -> i.type().name()).distinct().count() > 1;
        List<String> header = new ArrayList<>(List.of("instance"));
        if (mixed) header.add("puzzle");
        header.add("best");
        for (AlgoSpec a : s.specs) header.add(a.label());

        List<List<String>> body = new ArrayList<>();
        for (int i = 0; i < s.instances.size(); i++) {
            List<String> line = new ArrayList<>();
            line.add(esc(s.instances.get(i).id(), markdown));
            if (mixed) line.add(s.instances.get(i).type().name());
            line.add(esc(best(s, i), markdown));
            body.add(line);
        }
        for (int a = 0; a < s.specs.size(); a++) {
            String[][] parts = new String[s.instances.size()][];
            int[] w = new int[3];
            for (int i = 0; i < parts.length; i++) {
                parts[i] = parts(s, i, a);
                for (int k = 0; k < 3; k++) parts[i][k] = esc(parts[i][k], markdown);
                for (int k = 0; k < 3; k++) w[k] = Math.max(w[k], parts[i][k].length());
            }
            String sep = markdown ? " · " : "  ";
            for (int i = 0; i < parts.length; i++) {
                String cell = pad(parts[i][0], w[0], false);
                if (!parts[i][1].isEmpty()) cell += sep + pad(parts[i][1], w[1], true) + sep + pad(parts[i][2], w[2], true);
                body.get(i).add(cell.stripTrailing());
            }
        }
        StringBuilder out = new StringBuilder();
        if (markdown) markdown(out, header, body);
        else text(out, header, body);
        out.append('\n').append(legend(s, markdown));
        return out.toString();
    }

    private static String best(Summary s, int i) {
        Long b = s.bestKnown(i);
        if (b != null) return b + (s.provenOptimal(i) ? "*" : "");
        return s.provenUnsolvable(i) ? "unsolvable" : "-";
    }

    /** Length, nodes and time of one cell. */
    private static String[] parts(Summary s, int i, int a) {
        Summary.Cell c = s.cell(i, a);
        if (c == null) return new String[] {"not run", "", ""};
        if (c.status().equals(Summary.SKIPPED)) return new String[] {"n/a", "", ""};
        if (c.status().equals("ERROR") && !c.random()) return new String[] {"error", "", ""};
        String len;
        if (c.best() == null) {
            len = c.status().toLowerCase(Locale.ROOT);
        } else {
            Long known = s.bestKnown(i);
            len = c.best() + (c.optimal() ? "*" : c.best().equals(known) ? "=" : "");
            if (c.random() && c.runs() > 1) len += " (avg " + String.format(Locale.ROOT, "%.1f", c.mean()) + ")";
            if (c.random() && c.solved() < c.runs()) len += " " + c.solved() + "/" + c.runs();
            if (!c.random() && !c.status().equals("SOLVED")) len += " " + c.status().toLowerCase(Locale.ROOT);
        }
        return new String[] {len, nodes(c.expanded()), time(c.wallMs())};
    }

    static String nodes(double n) {
        if (n < 10_000) return String.format(Locale.ROOT, "%,d", Math.round(n));
        String[] units = {"k", "M", "G", "T"};
        double v = n;
        int u = -1;
        while (v >= 1000 && u < units.length - 1) {
            v /= 1000;
            u++;
        }
        String digits = v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : v >= 10 ? String.format(Locale.ROOT, "%.1f", v)
                : String.format(Locale.ROOT, "%.2f", v);
        return digits + units[u];
    }

    static String time(double ms) {
        if (ms < 0.5) return "<1 ms";
        if (ms < 1000) return Math.round(ms) + " ms";
        if (ms < 60_000) return String.format(Locale.ROOT, "%.2f s", ms / 1000);
        return String.format(Locale.ROOT, "%.1f min", ms / 60_000);
    }

    private static String legend(Summary s, boolean markdown) {
        String bullet = markdown ? "- " : "";
        StringBuilder b = new StringBuilder();
        b.append(bullet).append("cells: solution length, nodes expanded, wall time")
                .append(s.repeat > 1 ? " (median of " + s.repeat + " runs)" : "").append('\n');
        b.append(bullet).append(esc("* = proven optimal by that run; = equals the best length known here "
                + "(not proven by that run); best = shortest solution found by any run", markdown)).append('\n');
        if (s.anyRandom()) {
            String seeds = s.repeat == 1 ? "seed " + s.seed : "seeds " + s.seed + ".." + (s.seed + s.repeat - 1);
            b.append(bullet).append("random algorithms (" + seeds + "): best length (avg = mean over the solved seeds), "
                    + "mean nodes and time over all seeds; k/n = seeds that solved").append('\n');
        }
        b.append(bullet).append("n/a = does not apply to the puzzle; limit = time, node or memory limit reached; "
                + "unsolvable = proven unsolvable\n");
        return b.toString();
    }

    private static void text(StringBuilder out, List<String> header, List<List<String>> body) {
        int[] w = widths(header, body);
        line(out, header, w, "  ");
        List<String> rule = new ArrayList<>();
        for (int x : w) rule.add("-".repeat(x));
        line(out, rule, w, "  ");
        for (List<String> l : body) line(out, l, w, "  ");
    }

    private static void markdown(StringBuilder out, List<String> header, List<List<String>> body) {
        List<String> h = header.stream().map(x -> esc(x, true)).toList();
        List<List<String>> b = body;  // cells are escaped as they are made
        int[] w = widths(h, b);
        out.append("| ");
        line(out, h, w, " | ", " |");
        out.append("|");
        for (int x : w) out.append("-".repeat(x + 2)).append('|');
        out.append('\n');
        for (List<String> l : b) {
            out.append("| ");
            line(out, l, w, " | ", " |");
        }
    }

    private static int[] widths(List<String> header, List<List<String>> body) {
        int[] w = new int[header.size()];
        for (int k = 0; k < w.length; k++) w[k] = header.get(k).length();
        for (List<String> l : body) for (int k = 0; k < w.length; k++) w[k] = Math.max(w[k], l.get(k).length());
        return w;
    }

    private static void line(StringBuilder out, List<String> cells, int[] w, String sep) {
        line(out, cells, w, sep, "");
    }

    private static void line(StringBuilder out, List<String> cells, int[] w, String sep, String end) {
        StringBuilder l = new StringBuilder();
        for (int k = 0; k < cells.size(); k++) {
            if (k > 0) l.append(sep);
            l.append(pad(cells.get(k), w[k], false));
        }
        l.append(end);
        out.append(end.isEmpty() ? l.toString().stripTrailing() : l).append('\n');
    }

    private static String pad(String s, int w, boolean right) {
        String fill = " ".repeat(Math.max(0, w - s.length()));
        return right ? fill + s : s + fill;
    }

    private static String esc(String s, boolean markdown) {
        return markdown ? s.replace("|", "\\|").replace("*", "\\*") : s;
    }
}
