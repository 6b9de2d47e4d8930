package puzzlelab.puzzles.picture;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Cell labels read on any fill: dark text on light cells, light text on dark ones. */
class GridSvgTest {
    @Test
    void labelsContrastWithTheirCell() {
        assertThat(GridSvg.labelColour("#334155")).isEqualTo("#f8fafc");   // the class's own dark example
        assertThat(GridSvg.labelColour("#000")).isEqualTo("#f8fafc");
        assertThat(GridSvg.labelColour("#1e3a8a")).isEqualTo("#f8fafc");
        assertThat(GridSvg.labelColour("#f5c542")).isEqualTo("#0f172a");   // lit
        assertThat(GridSvg.labelColour("#ffffff")).isEqualTo("#0f172a");
        assertThat(GridSvg.labelColour("red")).isEqualTo("#0f172a");       // a named colour: the default
    }

    @Test
    void theCellCarriesTheLabelInItsColour() {
        String svg = new GridSvg(1, 2).cell(0, 0, "#334155", "7").cell(0, 1, "#f5c542", "<b>").svg();
        assertThat(svg).contains("fill=\"#f8fafc\">7</text>").contains("fill=\"#0f172a\">&lt;b&gt;</text>")
                .contains("data-target=\"0,1\"");
    }
}
