package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The stored positions' layout (round 8: no stored hash, player and key square in one int, int slots whose fingerprint
 * narrows as the table grows, arrays grown by half): what goes in comes out, and a lookup answers as a plain map keyed
 * by box set and key square does, past several growths and rehashes (the fingerprint loses bits at each).
 */
class SokobanPositionsTest {
    private static SokobanBoard level(int number) {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + number)).board;
    }

    /** A stored position as added: to compare field by field. */
    private record Added(long[] boxes, int player, int key, int parent, int move) {}

    @Property(tries = 8)
    void whatIsStoredComesBackAndIsFoundAsAMapFindsIt(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        roundTrip(level(number), seed, null, false);
    }

    /**
     * Plain moves (the pulls': codes and the roots' -1, no macros) kept in 16 bits come back as added, two bytes a
     * position fewer; a code past 16 bits is refused, not cut.
     */
    @Property(tries = 8)
    void plainMovesIn16BitsComeBackAlike(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        roundTrip(b, seed, null, true);
        Positions narrow = new Positions(b, 1, null, true), plain = new Positions(b, 1);
        narrow.add(new long[b.words], 0, 0, 0, -1, -1);
        plain.add(new long[b.words], 0, 0, 0, -1, -1);
        assertThat(plain.bytes() - narrow.bytes()).isEqualTo(2L * 16_384);   // one page of ids
        assertThat(narrow.move(0)).isEqualTo(-1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> narrow.add(new long[b.words], 0, 0, 1, 0, 0xffff))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("move 65535 in a table of plain moves");
    }

    /** With boxes only on some squares (as the pulls' live squares), stored as bits of those: the same answers. */
    @Property(tries = 8)
    void boxesStoredAsBitsOfTheirSquaresComeBackAlike(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean[] boxAt = new boolean[b.n];
        int allowed = 0;
        for (int s = 0; s < b.n; s++) if (boxAt[s] = rnd.nextBoolean() || allowed < b.boxCount()) allowed++;
        if ((allowed + 63) / 64 < b.words) {   // stored in fewer words: a smaller page of positions
            Positions compact = new Positions(b, 1, boxAt), plain = new Positions(b, 1);
            compact.add(new long[b.words], 0, 0, 0, -1, -1);
            plain.add(new long[b.words], 0, 0, 0, -1, -1);
            assertThat(compact.bytes()).isLessThan(plain.bytes());
        }
        roundTrip(b, seed, boxAt, false);
        // a box set with a box elsewhere is never stored, so never found (a forward position in the pulls' table)
        Positions pos = new Positions(b, Positions.FINDERS_SEED, boxAt);
        int outside = -1;
        for (int s = 0; s < b.n; s++) if (!boxAt[s]) outside = s;
        if (outside >= 0) {
            long[] bx = new long[b.words];
            Bits.set(bx, outside);
            assertThat(pos.find(bx, pos.hashOf(bx), 0)).isEqualTo(-1);
        }
    }

    /** Adds random positions (boxes where {@code boxAt} allows, null: anywhere) and checks every answer. */
    private static void roundTrip(SokobanBoard b, long seed, boolean[] boxAt, boolean plainMoves) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Positions pos = new Positions(b, Positions.FINDERS_SEED, boxAt, plainMoves);
        int[] squares = java.util.stream.IntStream.range(0, b.n).filter(s -> boxAt == null || boxAt[s]).toArray();
        Map<String, Integer> plain = new HashMap<>();
        List<Added> added = new ArrayList<>();
        // 70,000 additions: slots from 2^13 to 2^18 (the fingerprint from 19 bits to 14), the arrays grown 8 times
        for (int i = 0; i < 100_000 && added.size() < 70_000; i++) {
            long[] bx = new long[b.words];
            int boxes = 1 + rnd.nextInt(b.boxCount());
            for (int k = 0; k < boxes; k++) Bits.set(bx, squares[rnd.nextInt(squares.length)]);
            int key = rnd.nextInt(b.n), player = rnd.nextInt(b.n);
            long h = pos.hashOf(bx);
            int id = pos.find(bx, h, key);
            String k = Arrays.toString(bx) + "@" + key;
            assertThat(id).isEqualTo(plain.getOrDefault(k, -1));
            if (id >= 0) continue;
            int parent = added.isEmpty() ? -1 : rnd.nextInt(added.size()), move = rnd.nextInt(b.n * 4 + 1) - 1;
            id = pos.add(bx, h, player, key, parent, move);
            assertThat(id).isEqualTo(added.size());
            plain.put(k, id);
            added.add(new Added(bx, player, key, parent, move));
        }
        assertThat(pos.size()).isEqualTo(added.size()).isGreaterThan(60_000);
        assertThat(pos.capacity()).isGreaterThanOrEqualTo(pos.size());
        long[] out = new long[b.words];
        for (int id = 0; id < added.size(); id++) {
            Added a = added.get(id);
            pos.copyBoxes(id, out);
            assertThat(out).isEqualTo(a.boxes());
            assertThat(pos.hash(id)).isEqualTo(pos.hashFromBoxes(id)).isEqualTo(pos.hashOf(a.boxes()));
            assertThat(pos.player(id)).isEqualTo(a.player());
            assertThat(pos.keyPlayer(id)).isEqualTo(a.key());
            assertThat(pos.parent(id)).isEqualTo(a.parent());
            assertThat(pos.move(id)).isEqualTo(a.move());
            assertThat(pos.find(a.boxes(), pos.hashOf(a.boxes()), a.key())).isEqualTo(id);
        }
    }

    /** A board of more than 65,536 squares (built past the readers' cap) keeps its key squares in a column of their own. */
    @net.jqwik.api.Example
    void aHugeRoomKeepsPlayerAndKeySquareApart() throws Exception {
        SokobanBoard b = SokobanSetUpStopTest.room(300, 4).board;
        assertThat(b.n).isGreaterThan(1 << 16);
        Positions pos = new Positions(b, Positions.FINDERS_SEED);
        int id = pos.add(b.boxes0, pos.hashOf(b.boxes0), b.n - 1, b.n - 2, -1, -1);
        assertThat(pos.player(id)).isEqualTo(b.n - 1);
        assertThat(pos.keyPlayer(id)).isEqualTo(b.n - 2);
        assertThat(pos.find(b.boxes0, pos.hashOf(b.boxes0), b.n - 2)).isEqualTo(id);
        assertThat(pos.find(b.boxes0, pos.hashOf(b.boxes0), b.n - 1)).isEqualTo(-1);
        pos.reach(id, -1, -1, 70_000);
        assertThat(pos.player(id)).isEqualTo(70_000);
        assertThat(pos.keyPlayer(id)).isEqualTo(b.n - 2);
    }

    @Property(tries = 20)
    void theHashIsTheZobristSumAndFollowsAMovedBox(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        Positions pos = new Positions(b, Positions.FINDERS_SEED), other = new Positions(b, Positions.FINDERS_SEED);
        long[] bx = b.boxes0.clone();
        int from = Bits.list(bx, b.n)[0], to;
        do to = rnd.nextInt(b.n); while (Bits.get(bx, to));
        long h = pos.hashOf(bx);
        long[] moved = bx.clone();
        Bits.clear(moved, from);
        Bits.set(moved, to);
        assertThat(pos.moved(h, from, to)).isEqualTo(pos.hashOf(moved)).isEqualTo(other.hashOf(moved)).isNotEqualTo(h);
        int id = pos.add(moved, pos.moved(h, from, to), to, 0, -1, -1);
        assertThat(pos.hash(id)).isEqualTo(pos.hashOf(moved));
    }

    @Property(tries = 10)
    void aBetterLineKeepsTheKeyAndChangesParentMoveAndPlayer(@ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        Positions pos = new Positions(b, Positions.FINDERS_SEED);
        int root = pos.add(b.boxes0, pos.hashOf(b.boxes0), b.player0, b.player0, -1, -1);
        long[] bx = b.goals.clone();
        int id = pos.add(bx, pos.hashOf(bx), 3, 1, root, 7);
        pos.reach(id, root, 9, b.n - 1);
        assertThat(pos.player(id)).isEqualTo(b.n - 1);
        assertThat(pos.keyPlayer(id)).isEqualTo(1);
        assertThat(pos.parent(id)).isEqualTo(root);
        assertThat(pos.move(id)).isEqualTo(9);
        assertThat(pos.pushes(id)).containsExactly(9);
        assertThat(pos.find(bx, pos.hashOf(bx), 1)).isEqualTo(id);
    }
}
