package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Placing puzzle pictures inside ours: sizes, namespaces, unique ids; sampling long solutions. */
class RenderPicturesTest {
    @Test
    void aPictureWithoutNamespaceOrViewBoxIsPlacedAsSvgWithItsIdsMadeUnique() {
        String svg = "<svg width='40px' height='20' xmlns:xlink='http://www.w3.org/1999/xlink'>"
                + "<defs><marker id='arrow'/></defs>"
                + "<path d='M0 0' marker-end='url(#arrow)' fill='#abc'/><use xlink:href='#arrow'/><g id='abc'/></svg>";
        SvgFrame f = SvgFrame.parse(svg, "test");
        assertThat(f.width).isEqualTo(40);
        assertThat(f.height).isEqualTo(20);
        assertThat(f.viewBox).isEqualTo("0 0 40 20");
        Document doc = SvgFrame.builder().newDocument();
        Element e = f.placed(doc, "f3-", 5, 6, 80, 40);
        assertThat(e.getNamespaceURI()).isEqualTo(SvgFrame.SVG_NS);
        assertThat(e.getAttribute("x")).isEqualTo("5");
        assertThat(e.getAttribute("width")).isEqualTo("80");
        Element marker = (Element) e.getElementsByTagNameNS(SvgFrame.SVG_NS, "marker").item(0);
        Element path = (Element) e.getElementsByTagNameNS(SvgFrame.SVG_NS, "path").item(0);
        Element use = (Element) e.getElementsByTagNameNS(SvgFrame.SVG_NS, "use").item(0);
        assertThat(marker.getAttribute("id")).isEqualTo("f3-arrow");
        assertThat(path.getAttribute("marker-end")).isEqualTo("url(#f3-arrow)");
        assertThat(path.getAttribute("fill")).isEqualTo("#abc");   // a colour, though an id 'abc' exists
        assertThat(use.getAttributeNS(SvgFrame.XLINK_NS, "href")).isEqualTo("#f3-arrow");
    }

    @Test
    void theViewBoxGivesTheSizeWhenWidthAndHeightAreMissing() {
        SvgFrame f = SvgFrame.parse("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 90'/>", "test");
        assertThat(f.width).isEqualTo(120);
        assertThat(f.height).isEqualTo(90);
    }

    @Test
    void aBrokenPictureIsAnErrorNamingThePuzzle() {
        assertThatThrownBy(() -> SvgFrame.parse("<svg><rect></svg>", "zhed level-5"))
                .hasMessageStartingWith("zhed level-5: the picture is not well-formed SVG");
    }

    @Test
    void longSolutionsAreSampledEvenlyKeepingBothEnds() {
        assertThat(SolutionPictures.sample(5, 60)).containsExactly(0, 1, 2, 3, 4);
        var s = SolutionPictures.sample(98, 10);
        assertThat(s).hasSize(10).startsWith(0).endsWith(97).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void theTextBoardPictureEscapesMarkup() {
        String svg = SolutionPictures.textSvg("a < b & c\n\"q\"\n");
        SvgFrame f = SvgFrame.parse(svg, "text");
        assertThat(f.root.getTextContent()).contains("a < b & c", "\"q\"");
        assertThat(f.height).isEqualTo(2 * 20 + 24);
    }
}
