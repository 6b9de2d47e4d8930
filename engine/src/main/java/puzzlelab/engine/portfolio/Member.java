package puzzlelab.engine.portfolio;

import java.util.function.Supplier;
import puzzlelab.engine.Search;

/**
 * One member of a {@link Portfolio}: its role, a label for messages and a factory (members are built only when they
 * start, so an improver that never runs costs nothing). {@code besideProver}: with several threads, the member
 * takes turns with the prover on the runner's thread instead of running on a worker (for puzzles whose proof is
 * hopeless within usual limits, where improvement matters more than the proof).
 */
public record Member(Role role, String label, Supplier<Search> factory, boolean besideProver) {

    public Member(Role role, String label, Supplier<Search> factory) {
        this(role, label, factory, false);
    }
}
