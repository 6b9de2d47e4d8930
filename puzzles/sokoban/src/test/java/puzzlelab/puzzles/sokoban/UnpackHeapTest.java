package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.PriorityQueue;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * UnpackHeap against the PriorityQueue of (priority, id) pairs it replaced in Unpacking: the same ids in the same order,
 * ties of priority included (few distinct priorities, so most pairs tie), adds and polls mixed.
 */
class UnpackHeapTest {

    @Property(tries = 200)
    void pollsInThePriorityQueuesOrder(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        UnpackHeap heap = new UnpackHeap();
        PriorityQueue<long[]> queue = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        int distinct = 1 + rnd.nextInt(20), next = 0;
        for (int step = 0; step < 3000; step++) {
            if (queue.isEmpty() || rnd.nextInt(3) != 0) {
                long priority = rnd.nextInt(distinct);
                heap.add(priority, next);
                queue.add(new long[] {priority, next});
                next++;
            } else {
                assertThat(heap.poll()).as("seed %d step %d", seed, step).isEqualTo((int) queue.poll()[1]);
            }
            assertThat(heap.size()).isEqualTo(queue.size());
        }
        while (!queue.isEmpty()) assertThat(heap.poll()).isEqualTo((int) queue.poll()[1]);
        assertThat(heap.isEmpty()).isTrue();
    }
}
