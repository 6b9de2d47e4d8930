package puzzlelab.puzzles.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.PuzzleTypeContract;

/**
 * The template keeps the puzzle contract (the checklist a plugin's own tests run), and the contract finds a broken
 * copy of it: a heuristic declared admissible that overestimates, a move that prints as text that parses to another.
 */
class TemplateContractTest {
    @Test
    void theTemplateKeepsThePuzzleContract() {
        PuzzleTypeContract.verify(new TemplateType(), "template:1:100", "template:3:3", "template:5:40");
    }

    @Test
    void theContractFindsAnOverestimatingHeuristicAndAMoveThatDoesNotParseBack() {
        TemplateType real = new TemplateType();
        PuzzleType broken = new PuzzleType() {
            public String name() { return real.name(); }
            public String summary() { return real.summary(); }
            public List<String> formats() { return real.formats(); }
            public int detect(String f, String t) { return real.detect(f, t); }
            public Instance read(String s, String t) { return real.read(s, t); }

            public Instance readId(String id) {
                Instance in = real.readId(id);
                PuzzleType self = this;
                return new Instance() {
                    public PuzzleType type() { return self; }
                    public String id() { return in.id(); }
                    public Problem problem(String m) { return in.problem(m); }
                    public String defaultAlgorithm(String m) { return in.defaultAlgorithm(m); }
                    public String moveText(int move) { return in.moveText(move); }
                    public String render(long[] s) { return in.render(s); }
                    public int parseMove(long[] state, String text) { return 0; }   // every text parses to +1

                    public List<Heuristic> heuristics(String metric) {   // "admissible", yet twice the target's distance
                        return List.of(Heuristic.of("double", true, false, s -> (int) Math.max(0, 2 * (4 - s[0]))));
                    }
                };
            }
        };
        assertThatThrownBy(() -> PuzzleTypeContract.verify(broken, "template:1:4"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("template:1:4 (moves): move 1 prints as '*2', which parses back to another move (0)")
                .hasMessageContaining("heuristic double is declared admissible but estimates 6 where the optimum is 2");
        assertThat(PuzzleTypeContract.problems(new TemplateType(), List.of("template:x"))).singleElement().asString()
                .startsWith("template:x: the ID does not read:");
    }
}
