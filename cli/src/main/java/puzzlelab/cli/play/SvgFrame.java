package puzzlelab.cli.play;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * One puzzle picture (a complete {@code <svg>} document) parsed so it can be placed inside a larger picture: its
 * size and view box, and a copy whose ids are made unique per frame.
 */
final class SvgFrame {
    static final String SVG_NS = "http://www.w3.org/2000/svg";
    static final String XLINK_NS = "http://www.w3.org/1999/xlink";

    final Element root;
    final double width;
    final double height;
    final String viewBox;

    private SvgFrame(Element root, double width, double height, String viewBox) {
        this.root = root;
        this.width = width;
        this.height = height;
        this.viewBox = viewBox;
    }

    static DocumentBuilder builder() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setExpandEntityReferences(false);
            // never fetch a DTD (an SVG DOCTYPE names one on the web)
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            return f.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Parses a picture; throws IllegalStateException naming the puzzle when it is not well-formed SVG. */
    static SvgFrame parse(String svg, String what) {
        Document d;
        try {
            DocumentBuilder b = builder();
            b.setErrorHandler(null);
            d = b.parse(new InputSource(new StringReader(svg)));
        } catch (Exception e) {
            throw new IllegalStateException(what + ": the picture is not well-formed SVG (" + e.getMessage() + ")");
        }
        Element root = d.getDocumentElement();
        if (!root.getLocalName().equals("svg")) throw new IllegalStateException(what + ": the picture is not an <svg> document");
        if (root.getNamespaceURI() == null) root = (Element) toSvgNamespace(d, root);
        String vb = root.getAttribute("viewBox").strip();
        double[] box = numbers(vb);
        double w = length(root.getAttribute("width"));
        double h = length(root.getAttribute("height"));
        if (box.length == 4) {
            if (w <= 0) w = box[2];
            if (h <= 0) h = box[3];
        } else {
            if (w <= 0) w = 300;
            if (h <= 0) h = 300;
            vb = "0 0 " + fmt(w) + " " + fmt(h);
        }
        return new SvgFrame(root, w, h, vb);
    }

    /** A copy for {@code doc}, placed at (x, y) with size w × h, its ids prefixed so frames do not clash. */
    Element placed(Document doc, String idPrefix, double x, double y, double w, double h) {
        Element e = (Element) doc.importNode(root, true);
        renameIds(e, idPrefix);
        e.setAttribute("x", fmt(x));
        e.setAttribute("y", fmt(y));
        e.setAttribute("width", fmt(w));
        e.setAttribute("height", fmt(h));
        e.setAttribute("viewBox", viewBox);
        return e;
    }

    private static Node toSvgNamespace(Document d, Node n) {
        if (n.getNodeType() != Node.ELEMENT_NODE) return n;
        Node renamed = n.getNamespaceURI() == null ? d.renameNode(n, SVG_NS, n.getNodeName()) : n;
        NodeList kids = renamed.getChildNodes();
        for (int i = 0; i < kids.getLength(); i++) toSvgNamespace(d, kids.item(i));
        return renamed;
    }

    private static void renameIds(Element top, String prefix) {
        Map<String, String> ids = new HashMap<>();
        List<Element> all = new ArrayList<>();
        collect(top, all);
        for (Element e : all) {
            if (e.hasAttribute("id")) {
                String id = e.getAttribute("id");
                ids.put(id, prefix + id);
                e.setAttribute("id", prefix + id);
            }
        }
        if (ids.isEmpty()) return;
        for (Element e : all) {
            NamedNodeMap attrs = e.getAttributes();
            for (int i = 0; i < attrs.getLength(); i++) {
                Attr a = (Attr) attrs.item(i);
                String v = a.getValue();
                if (!v.contains("#")) continue;
                String nv = v;
                for (Map.Entry<String, String> id : ids.entrySet()) {
                    nv = nv.replace("url(#" + id.getKey() + ")", "url(#" + id.getValue() + ")");
                    if ("href".equals(a.getLocalName() != null ? a.getLocalName() : a.getName()) && nv.equals("#" + id.getKey()))
                        nv = "#" + id.getValue();
                }
                if (!nv.equals(v)) a.setValue(nv);
            }
        }
    }

    private static void collect(Element e, List<Element> out) {
        out.add(e);
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling())
            if (n instanceof Element c) collect(c, out);
    }

    private static double length(String s) {
        String t = s.strip();
        if (t.endsWith("px")) t = t.substring(0, t.length() - 2);
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return -1;   // missing, a percentage or another unit: the view box decides
        }
    }

    private static double[] numbers(String s) {
        if (s.isEmpty()) return new double[0];
        String[] t = s.split("[\\s,]+");
        double[] out = new double[t.length];
        try {
            for (int i = 0; i < t.length; i++) out[i] = Double.parseDouble(t[i]);
        } catch (NumberFormatException e) {
            return new double[0];
        }
        return out;
    }

    static String fmt(double v) {
        if (v == Math.rint(v)) return String.valueOf((long) v);
        return String.format(java.util.Locale.ROOT, "%.2f", v);
    }
}
