package puzzlelab.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.cli.compare.CompareHarness.compare;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareChartsTest {
    @TempDir
    Path dir;

    @Test
    void pngChartsOnePerKind() throws Exception {
        Path chart = Files.createDirectories(dir.resolve("charts")).resolve("results.png");
        var run = compare("template:1:100", "template:5:300", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "-a",
                "bfs,astar,random,greedy", "--repeat", "2", "--seed", "1", "--chart", chart.toString());
        assertThat(run.code()).as(run.err()).isZero();
        for (String kind : new String[] {"nodes", "time", "length"}) {
            Path p = dir.resolve("charts/results-" + kind + ".png");
            assertThat(p).exists();
            assertThat(run.err()).contains("wrote " + p);
            BufferedImage img = ImageIO.read(p.toFile());
            assertThat(img).as(kind).isNotNull();
            assertThat(img.getWidth()).isGreaterThanOrEqualTo(900);
            assertThat(img.getHeight()).isGreaterThanOrEqualTo(600);
        }
        assertThat(dir.resolve("charts/results.png")).doesNotExist();
    }

    @Test
    void svgChartsByExtension() throws Exception {
        Path chart = dir.resolve("results.svg");
        var run = compare("template:1:100", "-a", "bfs,astar", "--chart", chart.toString());
        assertThat(run.code()).as(run.err()).isZero();
        for (String kind : new String[] {"nodes", "time", "length"}) {
            Path p = dir.resolve("results-" + kind + ".svg");
            // text is drawn as outlines, so check the structure rather than the words
            var factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            var doc = factory.newDocumentBuilder().parse(p.toFile());
            assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
            assertThat(doc.getElementsByTagName("path").getLength()).as(kind).isGreaterThan(5);
            assertThat(Files.size(p)).isGreaterThan(10_000);
        }
    }

    @Test
    void chartNamesAndLabels() {
        assertThat(Charts.file(Path.of("docs/rh.png"), "nodes")).isEqualTo(Path.of("docs/rh-nodes.png"));
        assertThat(Charts.file(Path.of("a.b/c.svg"), "time")).isEqualTo(Path.of("a.b/c-time.svg"));
    }
}
