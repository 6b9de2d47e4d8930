package puzzlelab.puzzles.sokoban;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import puzzlelab.puzzles.input.InputException;

/**
 * The fixed part of a level: walls, the squares the player can ever stand on (numbered 0..n-1 in row-major order),
 * goals, the start position and tables derived once (neighbours, dead squares, push distances to each goal).
 *
 * <p>A position is packed as {@code words} longs of box bits (bit i = square i) plus one word for the player's square
 * ({@link #state}); bit 62 of that word marks states of the pushes problem, so a state tells which problem it is of.
 */
final class SokobanBoard {
    static final int L = 0, U = 1, R = 2, D = 3;
    static final String WALK = "lurd", PUSH = "LURD";
    static final int[] DR = {0, -1, 0, 1}, DC = {-1, 0, 1, 0};
    private static final String[] SIDES = {"left of", "above", "right of", "below"};   // per direction, for messages
    static final int INF = Integer.MAX_VALUE / 4;
    static final long PUSH_FLAG = 1L << 62;

    final int width, height;
    final boolean[] wall;     // per grid cell (r * width + c)
    final boolean[] sealed;   // a box on a goal walled in outside the player's region (drawn, never moved)
    final int[] cell;         // square -> grid cell
    final int[] square;       // grid cell -> square or -1
    final int n;              // squares
    final int[] nb;           // square * 4 + dir -> neighbour square or -1
    final int words;          // longs of box bits
    final long[] goals;
    final int[] goalList;
    final long[] boxes0;
    final int player0;
    final boolean[] dead;     // a box here can never reach any goal
    final int[][] goalDist;   // goal index -> square -> pushes to bring a box there (other boxes ignored)
    // the goal's keeper: the smallest square of the region the keeper must stand in when the boxes are on the goals
    // (an aimed board's target, {@link #aimedAt(long[], int)}), or -1: any keeper square (a level's own goal)
    final int goalKeeper;

    private SokobanBoard(int width, int height, boolean[] wall, boolean[] sealed, int[] cell, int[] square, long[] goals, long[] boxes0, int player0) {
        this(width, height, wall, sealed, cell, square, goals, boxes0, player0, -1);
    }

    private SokobanBoard(int width, int height, boolean[] wall, boolean[] sealed, int[] cell, int[] square, long[] goals,
                         long[] boxes0, int player0, int goalKeeper) {
        this.goalKeeper = goalKeeper;
        this.width = width;
        this.height = height;
        this.wall = wall;
        this.sealed = sealed;
        this.cell = cell;
        this.square = square;
        this.n = cell.length;
        this.words = (n + 63) >>> 6;
        this.goals = goals;
        this.boxes0 = boxes0;
        this.player0 = player0;
        nb = new int[n * 4];
        for (int s = 0; s < n; s++) {
            int r = cell[s] / width, c = cell[s] % width;
            for (int d = 0; d < 4; d++) {
                int rr = r + DR[d], cc = c + DC[d];
                nb[s * 4 + d] = rr < 0 || cc < 0 || rr >= height || cc >= width ? -1 : square[rr * width + cc];
            }
        }
        goalList = Bits.list(goals, n);
        goalDist = new int[goalList.length][];
        for (int g = 0; g < goalList.length; g++) goalDist[g] = distances(goalList[g], false);
        dead = new boolean[n];
        for (int s = 0; s < n; s++) {
            boolean live = false;
            for (int[] d : goalDist) live |= d[s] < INF;
            dead[s] = !live;
        }
    }

    /**
     * Builds and checks a level from its rows (RLE already expanded). {@code lines[i]} is the file line of row i.
     *
     * @throws InputException naming the file and line when the level breaks the rules
     */
    static SokobanBoard of(String source, List<String> rows, int[] lines) throws InputException {
        int h = rows.size(), w = 0;
        for (String r : rows) w = Math.max(w, r.length());
        char[][] g = new char[h][w];
        int pr = -1, pc = -1;
        for (int r = 0; r < h; r++) {
            Arrays.fill(g[r], ' ');
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == '-' || ch == '_') ch = ' ';
                if ("#@+$*. ".indexOf(ch) < 0)
                    throw new InputException(source, lines[r], "unexpected character '" + ch + "' in a board row (use # @ + $ * . and space, - or _)");
                if (ch == '@' || ch == '+') {
                    if (pr >= 0)
                        throw new InputException(source, lines[r], "a second player (the first is on line " + lines[pr] + ")");
                    pr = r;
                    pc = c;
                }
                g[r][c] = ch;
            }
        }
        if (pr < 0) throw new InputException(source, lines[0], "the level has no player (@ or +)");
        // the player's region: flood fill through everything but walls; leaving the grid means the level is open
        boolean[] region = new boolean[h * w];
        ArrayDeque<int[]> q = new ArrayDeque<>();
        region[pr * w + pc] = true;
        q.add(new int[] {pr, pc});
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int d = 0; d < 4; d++) {
                int r = p[0] + DR[d], c = p[1] + DC[d];
                if (r < 0 || c < 0 || r >= h || c >= w || c >= rows.get(r).length())
                    throw new InputException(source, lines[p[0]], "the level is not closed: the player can walk off the board "
                            + SIDES[d] + " column " + (p[1] + 1) + " (a wall is missing there)");
                if (g[r][c] == '#' || region[r * w + c]) continue;
                region[r * w + c] = true;
                q.add(new int[] {r, c});
            }
        }
        int[] square = new int[h * w];
        Arrays.fill(square, -1);
        int n = 0;
        for (int i = 0; i < h * w; i++) if (region[i]) square[i] = n++;
        int[] cell = new int[n];
        for (int i = 0; i < h * w; i++) if (region[i]) cell[square[i]] = i;
        long[] goals = new long[(n + 63) >>> 6], boxes = new long[goals.length];
        int nGoals = 0, nBoxes = 0;
        boolean[] wall = new boolean[h * w], sealed = new boolean[h * w];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = g[r][c];
                wall[r * w + c] = ch == '#';
                boolean goal = ch == '.' || ch == '*' || ch == '+', box = ch == '$' || ch == '*';
                if (ch == '*' && !region[r * w + c]) {   // a sealed box on its goal: decoration, kept as a wall
                    wall[r * w + c] = true;
                    sealed[r * w + c] = true;
                    continue;
                }
                if ((goal || box) && !region[r * w + c])
                    throw new InputException(source, lines[r], (box ? "a box" : "a goal") + " at column " + (c + 1)
                            + " lies outside the player's region");
                if (goal) { Bits.set(goals, square[r * w + c]); nGoals++; }
                if (box) { Bits.set(boxes, square[r * w + c]); nBoxes++; }
            }
        }
        int last = lines[h - 1];
        if (nBoxes == 0) throw new InputException(source, lines[0], "the level has no boxes");
        if (nBoxes > nGoals) throw new InputException(source, last, "more boxes (" + nBoxes + ") than goals (" + nGoals + ")");
        if (nBoxes < nGoals) throw new InputException(source, last, "fewer boxes (" + nBoxes + ") than goals (" + nGoals + ")");
        return new SokobanBoard(w, h, wall, sealed, cell, square, goals, boxes, square[pr * w + pc]);
    }

    /** A board with the same walls and goals and other boxes and player (for the generator). */
    SokobanBoard with(long[] boxes, int player) {
        return new SokobanBoard(width, height, wall, sealed, cell, square, goals, boxes.clone(), player);
    }

    /**
     * A board with the same walls, boxes and player whose goals are {@code goals} (as many as the boxes): the same
     * squares, numbered alike, so a push code means the same push on both (the aimed search's target, {@link AimedSearch}).
     */
    SokobanBoard aimedAt(long[] goals) {
        return aimedAt(goals, -1);
    }

    /**
     * {@link #aimedAt(long[])} whose goal is a position, not a box set: the boxes on {@code goals} and the keeper in the
     * region whose smallest square is {@code keeper} (a normalised keeper, as {@link Positions} stores it; -1: any). A
     * pulls' stored position of several regions is met only there: with the keeper in another region it is another
     * position, from which the pulls' path need not be walkable ({@link AimedSearch}).
     */
    SokobanBoard aimedAt(long[] goals, int keeper) {
        return new SokobanBoard(width, height, wall, sealed, cell, square, goals.clone(), boxes0.clone(), player0, keeper);
    }

    int boxCount() {
        return goalList.length;
    }

    /**
     * The square diagonal to {@code s} between side {@code d} and the next side, reached through whichever of the two
     * sides is floor; -1 when both are walls or the corner is (the pattern searches' clusters and the region test of
     * {@link ChildRegion} read corners alike).
     */
    int corner(int s, int d) {
        int t = nb[s * 4 + d], e = (d + 1) & 3;
        int side = t >= 0 ? t : nb[s * 4 + e];
        return side < 0 ? -1 : nb[side * 4 + (t >= 0 ? e : d)];
    }

    /**
     * Push distances with walls only, by BFS: {@code fromOrigin} true, the pushes to bring a box from {@code origin} to
     * each square; false, from each square to {@code origin} (a BFS over pulls).
     */
    int[] distances(int origin, boolean fromOrigin) {
        int[] dist = new int[n];
        Arrays.fill(dist, INF);
        int[] q = new int[n];
        int head = 0, tail = 0;
        dist[origin] = 0;
        q[tail++] = origin;
        while (head < tail) {
            int x = q[head++];
            for (int d = 0; d < 4; d++) {
                // forward: the box on x pushed to next from behind x; backward: pushed from next onto x, from beyond next
                int next = nb[x * 4 + (fromOrigin ? d : d ^ 2)];
                if (next < 0 || dist[next] < INF) continue;
                int player = nb[(fromOrigin ? x : next) * 4 + (d ^ 2)];
                if (player < 0) continue;
                dist[next] = dist[x] + 1;
                q[tail++] = next;
            }
        }
        return dist;
    }

    /** Packs a position for the engine's problems. */
    long[] state(long[] boxes, int player, boolean pushes) {
        long[] s = Arrays.copyOf(boxes, words + 1);
        s[words] = player | (pushes ? PUSH_FLAG : 0);
        return s;
    }

    int player(long[] state) {
        return (int) (state[words] & 0xFFFFFFFFL);
    }

    boolean isPushState(long[] state) {
        return (state[words] & PUSH_FLAG) != 0;
    }

    boolean solved(long[] boxes) {
        for (int i = 0; i < words; i++) if ((boxes[i] & ~goals[i]) != 0) return false;
        return true;
    }

    int row(int s) { return cell[s] / width; }
    int col(int s) { return cell[s] % width; }
}
