package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The open-addressing tables against java.util maps, with one- and multi-word keys and deep BFS depths. */
class TablesTest {

    @Test
    void depthTableMatchesAHashMapAndWidensPastDepth254() {
        for (int w = 1; w <= 3; w++) {
            DepthTable t = new DepthTable(w, 4);
            Map<String, Integer> ref = new HashMap<>();
            Random r = new Random(w);
            for (int i = 0; i < 50_000; i++) {
                long[] k = new long[w];
                for (int j = 0; j < w; j++) k[j] = r.nextInt(30_000) * (j + 1L);
                int d = i < 40_000 ? r.nextInt(200) : 200 + r.nextInt(2000);   // forces widening late
                boolean fresh = !ref.containsKey(java.util.Arrays.toString(k));
                assertThat(t.add(k, d)).isEqualTo(fresh);
                if (fresh) ref.put(java.util.Arrays.toString(k), d);
            }
            assertThat(t.size()).isEqualTo(ref.size());
            int[] count = new int[1];
            for (int d : new int[]{5, 199, 777}) {
                count[0] = 0;
                t.statesAtDepth(d, k -> {
                    assertThat(ref.get(java.util.Arrays.toString(k))).isEqualTo(d);
                    count[0]++;
                    return true;
                });
                assertThat(count[0]).isEqualTo((int) ref.values().stream().filter(v -> v == d).count());
            }
            for (Map.Entry<String, Integer> e : ref.entrySet()) {
                String[] p = e.getKey().substring(1, e.getKey().length() - 1).split(", ");
                long[] k = new long[w];
                for (int j = 0; j < w; j++) k[j] = Long.parseLong(p[j]);
                assertThat(t.depth(k)).isEqualTo(e.getValue());
            }
            assertThat(t.depth(new long[w])).isIn(-1, ref.getOrDefault(java.util.Arrays.toString(new long[w]), -1));
        }
    }

    @Test
    void stateTableKeepsParentsMovesAndCosts() {
        StateTable t = new StateTable(2, 2);
        for (int i = 0; i < 10_000; i++) assertThat(t.add(new long[]{i, -i}, i - 1, i % 7, i * 3)).isEqualTo(i);
        assertThat(t.add(new long[]{42, -42}, 0, 0, 0)).isEqualTo(-43);
        assertThat(t.find(new long[]{42, -42})).isEqualTo(42);
        assertThat(t.find(new long[]{42, 42})).isEqualTo(-1);
        assertThat(t.g(9999)).isEqualTo(29997);
        assertThat(t.path(5)).containsExactly(1, 2, 3, 4, 5);
    }
}
