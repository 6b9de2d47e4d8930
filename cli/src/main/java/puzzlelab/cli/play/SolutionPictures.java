package puzzlelab.cli.play;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import puzzlelab.puzzles.Instance;

/**
 * SVG pictures built from the puzzle's own picture of a position ({@link Instance#svg}, or its text board when
 * it has none): one board with a caption, a strip of positions along a solution (a grid of small frames with the
 * move under each; long solutions are sampled), or an animation (SMIL, one frame per move, no script).
 */
final class SolutionPictures {
    static final String FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";
    private static final String MONO = "DejaVu Sans Mono, Menlo, Consolas, monospace";
    private static final double MARGIN = 16;
    private static final double GAP = 14;
    private static final double TITLE = 34;
    private static final double CAPTION = 24;
    private static final double MAX_WIDTH = 1400;

    /** The positions of a replay: states[0] is the start, states[i] follows moves[i-1]. */
    record Frames(List<long[]> states, int[] moves, boolean solved, String length) {
    }

    /**
     * The length of a solution in words: "4 moves"; in the metric's own unit when the puzzle counts the moves so, with
     * its other cost measures ("8 pushes (33 moves)" for Sokoban's pushes metric, "33 moves (8 pushes)" for its moves).
     * Only counts named like the puzzle's metrics (and moves) are lengths: others, such as a puzzle's count of optimal
     * lines or unused tiles, are facts about a solution, not units of it.
     */
    static String length(Instance inst, String metric, int[] moves) {
        int n = moves.length;
        Map<String, Object> counts;
        try {
            counts = inst.counts(moves, metric);
        } catch (RuntimeException e) {
            counts = Map.of();   // a plugin's failure costs only the detail
        }
        String unit = counts.get(metric) instanceof Number c && c.longValue() == n ? metric : "moves";
        StringBuilder more = new StringBuilder();
        List<String> units = inst.metrics();
        for (Map.Entry<String, Object> e : counts.entrySet())
            if (!e.getKey().equals(unit) && (e.getKey().equals("moves") || units.contains(e.getKey())) && e.getValue() instanceof Number v)
                more.append(more.length() == 0 ? " (" : ", ").append(v).append(' ')
                        .append(v.longValue() == 1 ? singular(e.getKey()) : e.getKey());
        return n + " " + (n == 1 ? singular(unit) : unit) + (more.length() == 0 ? "" : more + ")");
    }

    /** The unit of a {@link #length} in the singular: "push" for "8 pushes (33 moves)". */
    static String unit(String length) {
        String[] w = length.split(" ", 3);
        return w.length < 2 ? "move" : singular(w[1]);
    }

    /** {@code n} of {@code unit} (singular): "1 push", "8 pushes". */
    static String count(long n, String unit) {
        return n + " " + (n == 1 ? unit : unit.endsWith("sh") || unit.endsWith("ch") || unit.endsWith("x") ? unit + "es" : unit + "s");
    }

    private static String singular(String unit) {
        if (unit.endsWith("shes") || unit.endsWith("ches") || unit.endsWith("xes")) return unit.substring(0, unit.length() - 2);
        return unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
    }

    /** A finished picture and its size (for rasterising). */
    record Picture(String svg, double width, double height) {
    }

    private final Instance inst;

    SolutionPictures(Instance inst) {
        this.inst = inst;
    }

    /** The puzzle's picture of a position, or its text board drawn as a picture. */
    SvgFrame frame(long[] state) {
        String svg;
        try {
            svg = inst.svg(state.clone());
        } catch (RuntimeException e) {
            svg = null;
        }
        if (svg == null) svg = textSvg(inst.render(state.clone()));
        return SvgFrame.parse(svg, inst.type().name() + " " + inst.id());
    }

    /** One position with a caption under it. */
    Picture board(long[] state, String caption) {
        SvgFrame f = frame(state);
        double w = Math.max(Math.max(f.width, 120), textWidth(caption, 14, false)) + 2 * MARGIN;
        double h = f.height + 2 * MARGIN + CAPTION;
        Canvas c = new Canvas(w, h);
        c.doc.getDocumentElement().appendChild(f.placed(c.doc, "b-", (w - f.width) / 2, MARGIN, f.width, f.height));
        c.text(w / 2, MARGIN + f.height + 18, caption, 14, "#444", false);
        return c.done();
    }

    /** A grid of positions along a replay, at most {@code maxFrames} of them (sampled evenly, ends kept). */
    Picture strip(Frames r, int maxFrames, int columns) {
        List<Integer> shown = sample(r.states().size(), Math.max(2, maxFrames));
        List<SvgFrame> frames = new ArrayList<>();
        for (int i : shown) frames.add(frame(r.states().get(i)));
        double[] size = largest(frames);
        double box = shown.size() <= 12 ? 220 : shown.size() <= 30 ? 180 : 150;
        double s = Math.min(1.0, box / Math.max(size[0], size[1]));
        double fw = size[0] * s;
        double fh = size[1] * s;
        double cellW = Math.max(fw, 96) + 12;
        double cellH = fh + 12 + CAPTION;
        int cols = columns > 0 ? columns : (int) Math.max(1, Math.floor((MAX_WIDTH - 2 * MARGIN + GAP) / (cellW + GAP)));
        cols = Math.min(cols, shown.size());
        int rows = (shown.size() + cols - 1) / cols;
        String title = title() + "  \u2013  " + r.length()
                + (shown.size() < r.states().size() ? "  (" + shown.size() + " of " + r.states().size() + " positions shown)" : "");
        double w = Math.max(2 * MARGIN + cols * cellW + (cols - 1) * GAP, 2 * MARGIN + textWidth(title, 18, true));
        double h = 2 * MARGIN + TITLE + rows * cellH + (rows - 1) * GAP;
        Canvas c = new Canvas(w, h);
        c.text(MARGIN, MARGIN + 20, title, 18, "#222", true).setAttribute("text-anchor", "start");
        for (int k = 0; k < shown.size(); k++) {
            int i = shown.get(k);
            double x = MARGIN + (k % cols) * (cellW + GAP);
            double y = MARGIN + TITLE + (k / cols) * (cellH + GAP);
            Element card = c.el("rect");
            c.attrs(card, "x", x, "y", y, "width", cellW, "height", cellH);
            card.setAttribute("rx", "8");
            card.setAttribute("fill", "#f4f3ef");
            card.setAttribute("stroke", "#d9d6cc");
            SvgFrame f = frames.get(k);
            c.root().appendChild(f.placed(c.doc, "f" + i + "-", x + (cellW - fw) / 2, y + 6, fw, fh));
            boolean last = i == r.states().size() - 1 && r.solved();
            c.text(x + cellW / 2, y + 6 + fh + 18, fit(caption(r, i), cellW), 13, last ? "#1b7a2e" : "#333", last);
        }
        return c.done();
    }

    /** An animation: one frame per position, {@code frameMillis} each, the last held longer; repeats. */
    Picture animation(Frames r, int frameMillis) {
        List<SvgFrame> frames = new ArrayList<>();
        for (long[] state : r.states()) frames.add(frame(state));
        double[] size = largest(frames);
        // small boards are drawn larger: an animation is one picture, watched at a glance
        double s = Math.max(1.0, 300 / Math.max(size[0], size[1]));
        double fw = size[0] * s;
        double fh = size[1] * s;
        int n = r.states().size();
        String title = title() + "  \u2013  " + r.length();
        double w = Math.max(Math.max(fw, 200), textWidth(title, 16, true)) + 2 * MARGIN;
        double h = 2 * MARGIN + TITLE + fh + CAPTION;
        Canvas c = new Canvas(w, h);
        c.text(w / 2, MARGIN + 20, title, 16, "#222", true);
        double d = frameMillis / 1000.0;
        double hold = Math.max(3 * d, 2.0);
        double total = (n - 1) * d + hold;
        for (int i = 0; i < n; i++) {
            Element g = c.el("g");
            g.setAttribute("visibility", i == 0 ? "visible" : "hidden");
            SvgFrame f = frames.get(i);
            g.appendChild(f.placed(c.doc, "f" + i + "-", (w - fw) / 2, MARGIN + TITLE, fw, fh));
            boolean last = i == n - 1 && r.solved();
            Element t = c.text(w / 2, MARGIN + TITLE + fh + 18, caption(r, i), 14, last ? "#1b7a2e" : "#333", last);
            g.appendChild(t);
            if (n > 1) {
                Element a = c.doc.createElementNS(SvgFrame.SVG_NS, "animate");
                a.setAttribute("attributeName", "visibility");
                a.setAttribute("calcMode", "discrete");
                a.setAttribute("dur", SvgFrame.fmt(Math.round(total * 1000) / 1000.0) + "s");
                a.setAttribute("repeatCount", "indefinite");
                double on = i * d / total;
                double off = (i + 1) * d / total;
                if (i == 0) {
                    a.setAttribute("values", "visible;hidden");
                    a.setAttribute("keyTimes", "0;" + key(off));
                } else if (i == n - 1) {
                    a.setAttribute("values", "hidden;visible");
                    a.setAttribute("keyTimes", "0;" + key(on));
                } else {
                    a.setAttribute("values", "hidden;visible;hidden");
                    a.setAttribute("keyTimes", "0;" + key(on) + ";" + key(off));
                }
                g.appendChild(a);
            }
        }
        return c.done();
    }

    /** Width and height of the largest frame (frames may differ, e.g. a text board whose numbers grow). */
    private static double[] largest(List<SvgFrame> frames) {
        double w = 1;
        double h = 1;
        for (SvgFrame f : frames) {
            w = Math.max(w, f.width);
            h = Math.max(h, f.height);
        }
        return new double[] {w, h};
    }

    /** The instance's name, with the puzzle's when the id (a file name) does not say it. */
    private String title() {
        String type = inst.type().name();
        return inst.id().startsWith(type + ":") ? inst.id() : type + "  " + inst.id();
    }

    /** A generous estimate of the width of a line of text in the sans-serif font. */
    static double textWidth(String s, int size, boolean bold) {
        return s.length() * size * (bold ? 0.64 : 0.58);
    }

    private String caption(Frames r, int i) {
        if (i == 0) return "start";
        String text = i + ". " + inst.moveText(r.moves()[i - 1]);
        return i == r.states().size() - 1 && r.solved() ? text + "  \u2713 solved" : text;
    }

    /** Indices 0..n-1, all of them or {@code max} spread evenly with both ends. */
    static List<Integer> sample(int n, int max) {
        List<Integer> out = new ArrayList<>();
        if (n <= max) {
            for (int i = 0; i < n; i++) out.add(i);
            return out;
        }
        for (int k = 0; k < max; k++) {
            int i = (int) Math.round(k * (n - 1) / (double) (max - 1));
            if (out.isEmpty() || out.get(out.size() - 1) != i) out.add(i);
        }
        return out;
    }

    private static String key(double t) {
        return String.format(Locale.ROOT, "%.5f", Math.min(1.0, t));
    }

    /** Shortens a caption to about what fits in {@code width} pixels at 13 px. */
    private static String fit(String s, double width) {
        int max = (int) (width / 7.2);
        return s.length() <= max ? s : s.substring(0, Math.max(1, max - 1)) + "\u2026";
    }

    /** The text board as a picture: monospace lines on a light card. */
    static String textSvg(String text) {
        String[] lines = text.stripTrailing().split("\n", -1);
        int cols = 1;
        for (String l : lines) cols = Math.max(cols, l.length());
        double cw = 9.64;
        double lh = 20;
        double pad = 12;
        double w = Math.ceil(cols * cw + 2 * pad);
        double h = lines.length * lh + 2 * pad;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"%s\" width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\">",
                SvgFrame.SVG_NS, SvgFrame.fmt(w), SvgFrame.fmt(h), SvgFrame.fmt(w), SvgFrame.fmt(h)));
        sb.append(String.format(Locale.ROOT, "<rect width=\"%s\" height=\"%s\" rx=\"8\" fill=\"#fbf7ee\" stroke=\"#d8cfb8\"/>",
                SvgFrame.fmt(w), SvgFrame.fmt(h)));
        sb.append("<text font-family=\"" + MONO + "\" font-size=\"16\" fill=\"#2b2b2b\" xml:space=\"preserve\">");
        for (int i = 0; i < lines.length; i++) {
            sb.append(String.format(Locale.ROOT, "<tspan x=\"%s\" y=\"%s\">", SvgFrame.fmt(pad), SvgFrame.fmt(pad + lh * (i + 1) - 5)))
                    .append(escape(lines[i])).append("</tspan>");
        }
        return sb.append("</text></svg>").toString();
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> {
                    if (ch < 0x20 && ch != '\t') sb.append(' ');
                    else sb.append(ch);
                }
            }
        }
        return sb.toString();
    }

    /** A new SVG document with a white background, and helpers to add to it. */
    private static final class Canvas {
        final Document doc;
        final double w;
        final double h;

        Canvas(double w, double h) {
            this.w = Math.ceil(w);
            this.h = Math.ceil(h);
            doc = SvgFrame.builder().newDocument();
            Element root = doc.createElementNS(SvgFrame.SVG_NS, "svg");
            root.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:xlink", SvgFrame.XLINK_NS);
            root.setAttribute("width", SvgFrame.fmt(this.w));
            root.setAttribute("height", SvgFrame.fmt(this.h));
            root.setAttribute("viewBox", "0 0 " + SvgFrame.fmt(this.w) + " " + SvgFrame.fmt(this.h));
            doc.appendChild(root);
            Element bg = el("rect");
            bg.setAttribute("width", "100%");
            bg.setAttribute("height", "100%");
            bg.setAttribute("fill", "#ffffff");
        }

        Element root() {
            return doc.getDocumentElement();
        }

        Element el(String name) {
            Element e = doc.createElementNS(SvgFrame.SVG_NS, name);
            root().appendChild(e);
            return e;
        }

        void attrs(Element e, Object... kv) {
            for (int i = 0; i < kv.length; i += 2) e.setAttribute((String) kv[i], SvgFrame.fmt((Double) kv[i + 1]));
        }

        Element text(double x, double y, String s, int size, String colour, boolean bold) {
            Element t = el("text");
            t.setAttribute("x", SvgFrame.fmt(x));
            t.setAttribute("y", SvgFrame.fmt(y));
            t.setAttribute("font-family", FONT);
            t.setAttribute("font-size", String.valueOf(size));
            if (bold) t.setAttribute("font-weight", "bold");
            t.setAttribute("fill", colour);
            t.setAttribute("text-anchor", "middle");
            t.setTextContent(s);
            return t;
        }

        Picture done() {
            try {
                Transformer tf = TransformerFactory.newInstance().newTransformer();
                tf.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
                tf.setOutputProperty(OutputKeys.INDENT, "no");
                StringWriter sw = new StringWriter();
                tf.transform(new DOMSource(doc), new StreamResult(sw));
                return new Picture(sw.toString().replace("><svg ", ">\n<svg ").replace("</svg><", "</svg>\n<") + "\n", w, h);
            } catch (TransformerException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
