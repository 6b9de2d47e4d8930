package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * FESS's room connectivity (Shoham and Schaeffer, CoG 2020): the level split into rooms joined by narrow passages, and
 * the number of room-to-room links that boxes obstruct.
 *
 * <p>A square is a <em>room</em> square when some 2×3 or 3×2 rectangle of squares (no wall, no sealed box) covers it,
 * FESS's definition of a place "in which boxes can be stored and the keeper moves freely"; rooms are the 4-connected
 * groups of room squares. The other squares form <em>passages</em> (tunnels, doors, one-wide corridors and nooks),
 * again 4-connected groups. A passage touching k distinct rooms links each pair of them; a link is obstructed when the
 * passage's squares without boxes no longer join the two rooms (a box on a door square closes that door). The feature
 * counts obstructed links over all passages; another way round, through a third room, does not clear a link, as it
 * does not in FESS. Only the boxes on a passage are looked at, so the count costs nothing on levels or positions
 * whose passages are clear.
 *
 * <p>Not used by the finders yet: as a fifth feature of {@link Fess}'s cells it lost XSokoban 46 and 23 and slowed 36
 * from 2 s to 35 s in the box moves, and changed nothing in the single pushes (docs/sokoban.md, round 5). Kept, with its
 * tests, as the decomposition FESS's other uses of rooms (advisors, the pulls) would start from.
 */
final class Rooms {
    private final SokobanBoard b;
    /** Per square: its room (0..rooms-1), or -1 on a passage square. */
    final int[] room;
    /** Per square: its passage (0..passages-1), or -1 on a room square. */
    final int[] passage;
    final int rooms;
    // the passages that link two rooms or more: their squares as bits, their doors (square, local room index) and
    // their number of distinct rooms
    private final long[][] mask;
    private final int[][] doorSquare, doorRoom;
    private final int[] roomCount;
    /** Room-to-room links over all passages (the most {@link #obstructed} can return). */
    final int links;
    private final int[] label, queue;
    private final long[] joined;   // per component of a passage: the local rooms it touches, as bits
    private final long[] pairs = new long[64];
    private final int[] id;   // per linking passage: its number in passage[]
    long work;   // squares looked at, as Walk#work

    Rooms(SokobanBoard b) {
        this.b = b;
        int n = b.n;
        boolean[] inRoom = new boolean[n];
        for (int s = 0; s < n; s++) {   // s the top-left corner of a 2x3 or 3x2 rectangle
            int r = b.cell[s] / b.width, c = b.cell[s] % b.width;
            cover(inRoom, r, c, 2, 3);
            cover(inRoom, r, c, 3, 2);
        }
        room = new int[n];
        passage = new int[n];
        queue = new int[n];
        rooms = groups(inRoom, true, room);
        int passages = groups(inRoom, false, passage);
        List<long[]> masks = new ArrayList<>();
        List<int[]> squares = new ArrayList<>(), rms = new ArrayList<>();
        List<Integer> counts = new ArrayList<>(), ids = new ArrayList<>();
        int total = 0;
        for (int p = 0; p < passages; p++) {
            long[] m = new long[b.words];
            int[] local = new int[rooms];
            Arrays.fill(local, -1);
            int k = 0;
            List<int[]> doors = new ArrayList<>();
            for (int s = 0; s < n; s++) {
                if (passage[s] != p) continue;
                Bits.set(m, s);
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[s * 4 + d];
                    if (t < 0 || room[t] < 0) continue;
                    if (local[room[t]] < 0) local[room[t]] = k++;
                    doors.add(new int[] {s, local[room[t]]});
                }
            }
            if (k < 2) continue;
            if (k > 64) k = 64;   // a passage beside more than 64 rooms: pairs beyond are not counted
            masks.add(m);
            squares.add(doors.stream().filter(e -> e[1] < 64).mapToInt(e -> e[0]).toArray());
            rms.add(doors.stream().filter(e -> e[1] < 64).mapToInt(e -> e[1]).toArray());
            counts.add(k);
            ids.add(p);
            total += k * (k - 1) / 2;
        }
        mask = masks.toArray(new long[0][]);
        doorSquare = squares.toArray(new int[0][]);
        doorRoom = rms.toArray(new int[0][]);
        roomCount = counts.stream().mapToInt(Integer::intValue).toArray();
        links = total;
        id = ids.stream().mapToInt(Integer::intValue).toArray();
        label = new int[n];
        joined = new long[n + 1];
    }

    /** Marks the rectangle of {@code h} rows and {@code w} columns at (r, c) as room squares when all of it is floor. */
    private void cover(boolean[] inRoom, int r, int c, int h, int w) {
        if (r + h > b.height || c + w > b.width) return;
        for (int i = 0; i < h; i++)
            for (int j = 0; j < w; j++)
                if (b.square[(r + i) * b.width + c + j] < 0) return;
        for (int i = 0; i < h; i++)
            for (int j = 0; j < w; j++) inRoom[b.square[(r + i) * b.width + c + j]] = true;
    }

    /** Labels the 4-connected groups of squares whose {@code inRoom} is {@code want} (others -1); returns their number. */
    private int groups(boolean[] inRoom, boolean want, int[] out) {
        Arrays.fill(out, -1);
        int count = 0;
        for (int s = 0; s < b.n; s++) {
            if (inRoom[s] != want || out[s] >= 0) continue;
            int head = 0, tail = 0;
            queue[tail++] = s;
            out[s] = count;
            while (head < tail) {
                int x = queue[head++];
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[x * 4 + d];
                    if (t < 0 || inRoom[t] != want || out[t] >= 0) continue;
                    out[t] = count;
                    queue[tail++] = t;
                }
            }
            count++;
        }
        return count;
    }

    /** The room-to-room links that the boxes obstruct: pairs of rooms a passage joins when empty and not now. */
    int obstructed(long[] boxes) {
        int blocked = 0;
        for (int p = 0; p < mask.length; p++) {
            long[] m = mask[p];
            boolean any = false;
            for (int i = 0; i < m.length && !any; i++) any = (boxes[i] & m[i]) != 0;
            if (any) blocked += obstructedIn(p, boxes);
        }
        work += mask.length;
        return blocked;
    }

    /** Obstructed links of passage {@code p}: its free squares flooded from each door, the rooms each flood joins. */
    private int obstructedIn(int p, long[] boxes) {
        int[] sq = doorSquare[p], rm = doorRoom[p];
        int components = 0;
        for (int i = 0; i < sq.length; i++) {
            int s = sq[i];
            if (Bits.get(boxes, s)) continue;
            if (label[s] == 0) components = flood(p, s, boxes, components + 1);
            joined[label[s]] |= 1L << rm[i];
        }
        int k = roomCount[p], connected = 0;
        long[] pairs = this.pairs;   // pairs[i]: the rooms joined with local room i
        Arrays.fill(pairs, 0, k, 0);
        for (int c = 1; c <= components; c++) {
            long j = joined[c];
            for (long x = j; x != 0; x &= x - 1) pairs[Long.numberOfTrailingZeros(x)] |= j;
            joined[c] = 0;
        }
        for (int i = 0; i < k; i++) connected += Long.bitCount(pairs[i] & ~(-1L << i));   // pairs (i, j) with j < i
        // every square the floods labelled back to 0, so a flood starts only on a door not reached before
        for (int c = 0; c < tail; c++) label[queue[c]] = 0;
        tail = 0;
        return k * (k - 1) / 2 - connected;
    }

    private int tail;   // squares labelled by the floods of the current passage (in queue[0..tail))

    /** Labels the free squares of passage {@code p} joined to {@code s} with {@code c}; returns c. */
    private int flood(int p, int s, long[] boxes, int c) {
        int head = tail;
        queue[tail++] = s;
        label[s] = c;
        while (head < tail) {
            int x = queue[head++];
            work++;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[x * 4 + d];
                if (t < 0 || passage[t] != id[p] || label[t] != 0 || Bits.get(boxes, t)) continue;
                label[t] = c;
                queue[tail++] = t;
            }
        }
        return c;
    }
}
