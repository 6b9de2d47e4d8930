package puzzlelab.cli.compare;

import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.OutputTargets;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import puzzlelab.engine.Limits;
import puzzlelab.puzzles.input.InputException;

/**
 * The three comparison charts (XChart), each one file next to the {@code --chart} name: {@code NAME-nodes.EXT}
 * (nodes expanded per configuration per instance, log scale), {@code NAME-time.EXT} (wall time, log scale when
 * it spans more than two decades) and {@code NAME-length.EXT} (solution length divided by the best known).
 * Grouped bars; lines with markers when there are too many bars to read. A configuration keeps its colour in
 * every chart. Random configurations plot their means over the seeds.
 */
final class Charts {
    private static final Color[] PALETTE = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c),
            new Color(0xd62728), new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f),
            new Color(0xbcbd22), new Color(0x17becf)};
    private static final int MAX_BARS = 72;

    private Charts() {
    }

    /** Checks the name before any run: a .png or .svg name in a folder that exists and takes new files. */
    static void validate(Path chart) throws InputException {
        String ext = extension(chart);
        if (!ext.equals("png") && !ext.equals("svg"))
            throw new InputException(Text.name(chart.toString()), "--chart needs a .png or .svg file name");
        OutputTargets.check("--chart", chart);
    }

    /** Writes the charts that have data and returns their paths; {@code notes} hears about the others. */
    static List<Path> write(Path chart, Summary s, Limits limits, Notes notes) throws IOException {
        Frame f = new Frame(s, labels(s), xTitle(s), s.repeat > 1 ? " (mean of " + s.repeat + " seeds)" : "");
        List<Path> out = new ArrayList<>();
        CategoryChart nodes = nodes(f, limits);
        if (nodes != null) out.add(save(nodes, chart, "nodes"));
        else notes.add("no node counts to chart");
        CategoryChart time = time(f, limits);
        if (time != null) out.add(save(time, chart, "time"));
        CategoryChart length = length(f);
        if (length != null) out.add(save(length, chart, "length"));
        else notes.add("no solutions: " + file(chart, "length") + " not written");
        return out;
    }

    /** What every chart of one comparison shares: the data, the x labels and title, the random series suffix. */
    private record Frame(Summary s, List<String> names, String xTitle, String randomSuffix) {
    }

    private static boolean failed(Summary.Cell c) {
        return c.status().equals("ERROR") && !c.random();
    }

    /** Nodes expanded, log scale; values below 1 are drawn as 1; a dashed line marks --max-nodes when it was hit. */
    private static CategoryChart nodes(Frame f, Limits limits) {
        boolean line = anyLimit(f.s) && limits.maxNodes() > 0;
        CategoryChart c = chart(f, "Nodes expanded per instance (log scale)",
                "nodes expanded" + (line ? " (dashed: --max-nodes)" : ""),
                (cell, i) -> failed(cell) ? null : Math.max(1.0, cell.expanded()));
        if (c == null) return null;
        double[] r = range(f.s, (cell, i) -> cell.expanded());
        log(c, r[0], Math.max(r[1], line ? limits.maxNodes() : 0));
        if (line) limitLine(c, limits.maxNodes());
        return c;
    }

    /** Wall time; log scale when it spans more than two decades; a dashed line marks --timeout when it was hit. */
    private static CategoryChart time(Frame f, Limits limits) {
        double[] r = range(f.s, (cell, i) -> cell.wallMs());
        boolean log = r[1] > 0 && r[1] / Math.max(1.0, r[0]) > 100;
        boolean line = anyLimit(f.s) && limits.timeMillis() > 0;
        List<String> asides = new ArrayList<>();
        if (line) asides.add("dashed: --timeout");
        if (log && r[2] > 0) asides.add("< 1 ms not drawn");
        String median = f.s.repeat > 1 ? ", median of " + f.s.repeat + " runs" : "";
        CategoryChart c = chart(f, "Wall time per instance" + (log ? " (log scale)" : "") + median,
                "wall time, ms" + (asides.isEmpty() ? "" : " (" + String.join("; ", asides) + ")"),
                (cell, i) -> failed(cell) ? null : log ? Math.max(1.0, cell.wallMs()) : cell.wallMs());
        if (c == null) return null;
        if (log) log(c, r[0], Math.max(r[1], line ? limits.timeMillis() : 0));
        if (line) limitLine(c, limits.timeMillis());
        return c;
    }

    /** Solution length divided by the instance's best known length (random: the mean length over the seeds). */
    private static CategoryChart length(Frame f) {
        Summary s = f.s;
        CategoryChart c = chart(f, "Solution length relative to the best known (1 = best)",
                "length / best known length" + (anyUnsolved(s) ? " (no bar: no solution)" : ""), (cell, i) -> {
                    Long best = s.bestKnown(i);
                    if (best == null || cell.best() == null) return null;
                    double len = cell.random() ? cell.mean() : cell.best();
                    return best == 0 ? (len == 0 ? 1.0 : null) : len / best;
                });
        if (c == null) return null;
        c.getStyler().setYAxisMin(0.0);
        c.getStyler().setYAxisDecimalPattern("0.0#");
        return c;
    }

    /** A grouped chart with one series per configuration that has a value somewhere, or null when none has. */
    private static CategoryChart chart(Frame f, String title, String yTitle,
                                       BiFunction<Summary.Cell, Integer, Double> value) {
        Summary s = f.s;
        List<String> names = f.names;
        int n = s.instances.size();
        boolean lines = n * s.specs.size() > MAX_BARS;
        int width = Math.min(2400, Math.max(900, 200 + n * (lines ? 28 : 14 * s.specs.size() + 24)));
        CategoryChart c = new CategoryChartBuilder().width(width).height(620).title(title)
                .xAxisTitle(f.xTitle).yAxisTitle(yTitle).build();
        style(c.getStyler(), names, lines, width);
        if (s.specs.size() > 5) {
            // many configurations: a horizontal legend would run off the picture, stack it on the right
            c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            c.getStyler().setLegendLayout(Styler.LegendLayout.Vertical);
        }
        boolean any = false;
        for (int a = 0; a < s.specs.size(); a++) {
            List<Double> ys = new ArrayList<>();
            boolean has = false;
            boolean random = false;
            for (int i = 0; i < n; i++) {
                Summary.Cell cell = s.cell(i, a);
                Double y = cell == null || cell.status().equals(Summary.SKIPPED) ? null : value.apply(cell, i);
                if (cell != null && cell.random()) random = true;
                has |= y != null;
                ys.add(y);
            }
            if (!has) continue;
            any = true;
            String name = s.specs.get(a).label() + (random ? f.randomSuffix : "");
            CategorySeries series = c.addSeries(name, names, ys);
            series.setFillColor(PALETTE[a % PALETTE.length]);
            series.setLineColor(PALETTE[a % PALETTE.length]);
            series.setMarkerColor(PALETTE[a % PALETTE.length]);
            series.setMarker(lines ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
        }
        return any ? c : null;
    }

    private static void style(CategoryStyler st, List<String> names, boolean lines, int width) {
        st.setChartBackgroundColor(Color.WHITE);
        st.setPlotBackgroundColor(Color.WHITE);
        st.setPlotBorderColor(new Color(0xBBBBBB));
        st.setPlotGridLinesColor(new Color(0xE2E2E2));
        st.setPlotGridVerticalLinesVisible(false);
        st.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 20));
        st.setChartTitleBoxVisible(false);
        st.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        st.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        st.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        st.setLegendPosition(Styler.LegendPosition.OutsideS);
        st.setLegendLayout(Styler.LegendLayout.Horizontal);
        st.setLegendBorderColor(Color.WHITE);
        st.setChartPadding(16);
        st.setAvailableSpaceFill(0.8);
        st.setToolTipsEnabled(false);
        // rotate the instance labels when they would collide (about 8 px per character at 13 pt)
        int longest = names.stream().mapToInt(String::length).max().orElse(0);
        double room = (width - 160.0) / names.size();
        if (longest * 8 > room * 0.9) st.setXAxisLabelRotation(names.size() > 30 || longest * 8 > 3 * room ? 90 : 40);
        if (lines) {
            st.setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
            st.setOverlapped(true);  // every series' point of an instance on the same x
            st.setXAxisMaxLabelCount(60);
        }
    }

    private static void limitLine(CategoryChart c, double value) {
        c.getStyler().setAnnotationLineColor(new Color(0x555555));
        c.getStyler().setAnnotationLineStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {6f, 5f}, 0f));
        c.addAnnotation(new AnnotationLine(value, false, false));
    }

    private static boolean anyUnsolved(Summary s) {
        for (int i = 0; i < s.instances.size(); i++) {
            for (int a = 0; a < s.specs.size(); a++) {
                Summary.Cell c = s.cell(i, a);
                if (c != null && !c.status().equals(Summary.SKIPPED) && c.best() == null) return true;
            }
        }
        return false;
    }

    private static boolean anyLimit(Summary s) {
        for (int i = 0; i < s.instances.size(); i++) {
            for (int a = 0; a < s.specs.size(); a++) {
                Summary.Cell c = s.cell(i, a);
                if (c != null && c.status().equals("LIMIT")) return true;
            }
        }
        return false;
    }

    /** "instance", or "fifteen instance" with the shared "fifteen:" taken off the labels. */
    private static String xTitle(Summary s) {
        String p = sharedIdPrefix(s);
        return p.isEmpty() ? "instance" : p.substring(0, p.length() - 1) + " instance";
    }

    private static String sharedIdPrefix(Summary s) {
        String type = s.instances.get(0).type().name() + ":";
        for (var i : s.instances) if (!i.id().startsWith(type) || i.id().length() == type.length()) return "";
        return type;
    }

    /**
     * A log axis from the power of ten below the smallest value, so the smallest bar still shows (XChart needs an
     * explicit positive minimum; the values are clamped to at least 1 before).
     */
    private static void log(CategoryChart c, double smallest, double largest) {
        double v = Math.max(1.0, smallest);
        double min = Math.pow(10, Math.floor(Math.log10(v)));
        if (min >= v) min /= 10;
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setYAxisMin(min);
        // up to the next power of ten, so the top decade is labelled too
        c.getStyler().setYAxisMax(Math.max(min * 10, Math.pow(10, Math.ceil(Math.log10(Math.max(1.0, largest))))));
        c.getStyler().setYAxisDecimalPattern(min < 1 ? "#,##0.#" : "#,##0");
    }

    /** Smallest positive value, largest value, and 1 when some value is 0 (else 0). */
    private static double[] range(Summary s, BiFunction<Summary.Cell, Integer, Double> value) {
        double lo = Double.MAX_VALUE;
        double hi = 0;
        double zero = 0;
        for (int i = 0; i < s.instances.size(); i++) {
            for (int a = 0; a < s.specs.size(); a++) {
                Summary.Cell c = s.cell(i, a);
                if (c == null || c.status().equals(Summary.SKIPPED)) continue;
                double v = value.apply(c, i);
                if (v > 0) lo = Math.min(lo, v);
                else zero = 1;
                hi = Math.max(hi, v);
            }
        }
        return new double[] {lo == Double.MAX_VALUE ? 0 : lo, hi, zero};
    }

    private static Path save(CategoryChart c, Path chart, String kind) throws IOException {
        Path p = file(chart, kind);
        try (OutputStream os = Files.newOutputStream(p)) {
            if (extension(chart).equals("svg")) VectorGraphicsEncoder.saveVectorGraphic(c, os, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            else BitmapEncoder.saveBitmap(c, os, BitmapEncoder.BitmapFormat.PNG);
        }
        return p;
    }

    /** {@code results.png} + "nodes" = {@code results-nodes.png}, in the same folder. */
    static Path file(Path chart, String kind) {
        String name = chart.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String f = name.substring(0, dot) + "-" + kind + name.substring(dot);
        return chart.resolveSibling(f);
    }

    private static String extension(Path p) {
        String n = p.getFileName() == null ? "" : p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 1 ? "" : n.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * Short unique x labels: file IDs lose the folder they all share; long IDs keep their start and end.
     */
    static List<String> labels(Summary s) {
        String shared = sharedIdPrefix(s);
        List<String> ids = s.instances.stream().map(i -> i.id().substring(shared.length())).toList();
        String common = commonFolder(ids);
        List<String> out = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (String id : ids) {
            String l = id.substring(common.length());
            if (l.length() > 26) l = l.substring(0, 12) + "…" + l.substring(l.length() - 12);
            String u = l;
            for (int k = 2; !used.add(u); k++) u = l + " (" + k + ")";
            out.add(u);
        }
        return out;
    }

    private static String commonFolder(List<String> ids) {
        String first = ids.get(0);
        int slash = first.lastIndexOf('/');
        if (slash < 0) return "";
        String prefix = first.substring(0, slash + 1);
        for (String id : ids) {
            while (!prefix.isEmpty() && !id.startsWith(prefix)) {
                int s = prefix.lastIndexOf('/', prefix.length() - 2);
                prefix = s < 0 ? "" : prefix.substring(0, s + 1);
            }
        }
        return prefix;
    }
}
