package puzzlelab.puzzles.rushhour;

import java.util.List;

/**
 * A validated Rush Hour board: size n, vehicles in input order, fixed 1×1 walls, the red car and the initial
 * positions. A position is the 0-based column of the leftmost cell (horizontal) or row of the top cell (vertical).
 * The red car is horizontal in row {@link #exitRow()}; the board is solved when its right end is in column n-1.
 */
final class RushBoard {
    final int n;
    final Vehicle[] vehicles;
    final boolean[] wall;
    final int red;
    final int[] start;

    RushBoard(int n, List<Vehicle> vehicles, boolean[] wall, int red, int[] start) {
        this.n = n;
        this.vehicles = vehicles.toArray(new Vehicle[0]);
        this.wall = wall.clone();
        this.red = red;
        this.start = start.clone();
    }

    /** The same board with the vehicles at other positions (which must be legal). */
    RushBoard withStart(int[] pos) {
        return new RushBoard(n, java.util.List.of(vehicles), wall, red, pos);
    }

    static int exitRow(int n) {
        return (n - 1) / 2;
    }

    int exitRow() {
        return exitRow(n);
    }

    /** Position of the red car when solved. */
    int goalPosition() {
        return n - vehicles[red].length();
    }

    int size() {
        return vehicles.length;
    }

    /** Cell index (row·n + col) of the k-th cell of vehicle v at position p. */
    int cell(int v, int p, int k) {
        Vehicle x = vehicles[v];
        return x.horizontal() ? x.lane() * n + p + k : (p + k) * n + x.lane();
    }

    int wallCount() {
        int c = 0;
        for (boolean b : wall) if (b) c++;
        return c;
    }

    /** Index of the vehicle named {@code name} (exact match first, then case-insensitive if unique), or -1. */
    int indexOf(String name) {
        for (int i = 0; i < vehicles.length; i++) if (vehicles[i].name().equals(name)) return i;
        int found = -1;
        for (int i = 0; i < vehicles.length; i++) {
            if (vehicles[i].name().equalsIgnoreCase(name)) {
                if (found >= 0) return -1;
                found = i;
            }
        }
        return found;
    }

    /** Grid of vehicle indices at the given positions: -1 empty, -2 wall. */
    int[] grid(int[] pos) {
        int[] g = new int[n * n];
        for (int i = 0; i < g.length; i++) g[i] = wall[i] ? -2 : -1;
        for (int v = 0; v < vehicles.length; v++)
            for (int k = 0; k < vehicles[v].length(); k++) g[cell(v, pos[v], k)] = v;
        return g;
    }
}
