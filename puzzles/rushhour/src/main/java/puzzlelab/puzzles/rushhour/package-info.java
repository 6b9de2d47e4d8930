/**
 * Rush Hour on any n×n board (cars of 2 and trucks of 3 cells, optional 1×1 walls; the red car leaves at the right
 * edge of row (n−1)/2).
 *
 * <h2>Inputs (told apart by content)</h2>
 * <ul>
 *   <li>UvA course CSV {@code car,orientation,col,row,length} ({@link puzzlelab.puzzles.rushhour.UvaCsv}, also the
 *       historic {@code row,col} and {@code "x,y"} variants);</li>
 *   <li>Fogleman's board string, grid or database lines ({@link puzzlelab.puzzles.rushhour.FoglemanText});</li>
 *   <li>the INF421 card format of the ThinkFun cards ({@link puzzlelab.puzzles.rushhour.Inf421});</li>
 *   <li>IDs {@code rushhour:<board string>}, {@code rushhour:card-1..40}, {@code rushhour:uva-1..7}.</li>
 * </ul>
 * Moves are written as the UvA checker wants them, {@code NAME,D} with D &gt; 0 right/down, in the input's own
 * vehicle names; the native solution is the checker's {@code car,move} CSV. Metrics: {@code moves} (default) and
 * {@code steps} (cells slid).
 *
 * <h2>Algorithms ({@code -a NAME})</h2>
 * <ul>
 *   <li>{@code packed-bfs} (default, optimal): BFS over {@link puzzlelab.puzzles.rushhour.Packed} keys (one
 *       configuration index per lane group), stopping at the first state whose red car has a free path, with
 *       last-vehicle and commuting-move pruning, batched cache-friendly inserts and all cores on big layers;
 *       under {@code steps} it searches one-cell slides and merges them.</li>
 *   <li>{@code lns} (big boards): random walk, commuting moves merged, then exact sub-puzzles (windows of the
 *       solution with only their vehicles free) until no window gains; {@code beam}: beam search on the
 *       blocking-chain estimate.</li>
 *   <li>The course report's family: {@code random-uniform}, {@code random-vehicle}, {@code random-finish},
 *       {@code random-max}; {@code bfs-max}, {@code bfs-all}, {@code bfs-max-useful}, {@code bfs-all-useful};
 *       {@code astar-blockers-max}, {@code astar-blockers-all}, {@code astar-blockers2-max},
 *       {@code astar-blockers2-all}; {@code dfs-report}; {@code steprefiner} (random walk + the engine's
 *       shortener, bin 10; {@code --shorten K} applies the shortener to any algorithm).</li>
 *   <li>The engine's generic algorithms work too; heuristics {@code mustmove} (admissible, default),
 *       {@code blockers} (admissible, consistent), {@code blockers2} (not admissible).</li>
 * </ul>
 *
 * <h2>Commands</h2>
 * {@code puzzlelab generate rushhour --size 6 --min-moves 40 [--count K] [--seed S] [--walls W] [--format csv]}
 * ({@link puzzlelab.puzzles.rushhour.RushHourGenerate}) and {@code puzzlelab bench rushhour}
 * ({@link puzzlelab.puzzles.rushhour.RushHourBench}).
 */
package puzzlelab.puzzles.rushhour;
