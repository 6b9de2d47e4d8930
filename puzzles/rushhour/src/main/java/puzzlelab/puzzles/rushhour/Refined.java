package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.algo.Shortener;

/**
 * The report's step refiner on a random seed: a random walk with the finish check, loops cut, then the engine's
 * {@link Shortener} (from each path state a BFS of at most bin − 1 moves; a shorter way to a later path state is
 * spliced in; repeated until a pass gains nothing). The shortening runs in one step (it is not interruptible).
 */
final class Refined extends Search {
    private final Packed pk;
    private final boolean steps;
    private final int bin;
    private final RandomPlay walk;

    Refined(Packed pk, boolean steps, SearchOptions o, int bin) {
        this.pk = pk;
        this.steps = steps;
        this.bin = bin;
        this.walk = new RandomPlay("random-finish", pk, RandomPlay.Kind.FINISH, steps, o.seed(), o.restarts(), Variants.cap(o));
    }

    @Override public String name() { return "steprefiner"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return walk.bytes(); }

    @Override
    public Status step(int budget) {
        Status s = walk.step(budget);
        stats.expanded = walk.stats().expanded;
        stats.generated = walk.stats().generated;
        if (s != Status.SOLVED) {
            message = walk.message();
            return s;
        }
        int[] moves = Paths.cutLoops(pk, pk.board.start, walk.best().moves());
        Shortener sh = new Shortener(Variants.full(pk, steps), bin, 50_000);
        Solution out = sh.shorten(new Solution(moves, Paths.cost(moves, steps)));
        stats.expanded += sh.stats().expanded;
        stats.generated += sh.stats().generated;
        message = "random walk of " + walk.best().length() + " moves, " + moves.length + " without loops, refined to "
                + out.length();
        best = out;
        return Status.SOLVED;
    }
}
