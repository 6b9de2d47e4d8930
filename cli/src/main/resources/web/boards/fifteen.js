// 15-puzzle polish: the arrow keys slide a tile into the gap (clicks on tiles are generic, see play.js). The
// puzzle's notation names where the gap goes, so the arrow that moves a tile left plays R.

export const help = 'Click a tile in the gap’s row or column to slide it (and any between) into the gap, or use the '
  + 'arrow keys: ← slides the tile right of the gap to the left. In the notation U, D, L, R name where the gap goes, '
  + 'the opposite of the tile: U = the tile above the gap slides down.';

export const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

export function key(k, legal) {
  const dir = { ArrowLeft: 'R', ArrowRight: 'L', ArrowUp: 'D', ArrowDown: 'U' }[k];
  return legal.some(l => l.text === dir) ? { move: dir } : null;
}
