package puzzlelab.engine.portfolio;

import java.util.function.Supplier;
import puzzlelab.engine.Search;

/**
 * One member of a {@link Portfolio}: its role, a label for messages and a factory (members are built only when they
 * start, so an improver that never runs costs nothing).
 */
public record Member(Role role, String label, Supplier<Search> factory) {
}
