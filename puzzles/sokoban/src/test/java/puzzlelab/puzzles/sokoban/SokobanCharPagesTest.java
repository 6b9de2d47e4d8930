package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** {@link CharPages}, the pulls' depths in pages (round 14): each id reads back what was set, across pages. */
class SokobanCharPagesTest {
    @Property(tries = 5)
    void everyIdReadsBackItsValue(@ForAll long seed) {
        System.out.printf("char pages: seed %d%n", seed);
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = 50_000 + rnd.nextInt(100_000);
        char[] plain = new char[n];
        CharPages pages = new CharPages();
        for (int id = 0; id < n; id++) {   // ids in order, as a table adds them
            plain[id] = (char) rnd.nextInt(1 << 16);
            pages.set(id, plain[id]);
        }
        for (int k = 0; k < 10_000; k++) {   // and overwritten anywhere
            int id = rnd.nextInt(n);
            plain[id] = (char) rnd.nextInt(1 << 16);
            pages.set(id, plain[id]);
        }
        for (int id = 0; id < n; id++) assertThat(pages.get(id)).as("seed %d: id %d", seed, id).isEqualTo(plain[id]);
        assertThat(pages.bytes()).isEqualTo(2L * 16_384 * ((n + 16_383) / 16_384));
    }
}
