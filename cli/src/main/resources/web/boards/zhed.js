// ZHED polish: after a number tile is picked (a click; see play.js), an arrow key plays it in that direction.

export const help = 'Click a number tile, then any square in the direction to play it (or press an arrow key).';

export const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/** The picked tile's "ROW,COL" and the next square that way, sent as a second click. */
export function key(k, legal, picked) {
  const d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
  if (!picked || !d) return null;
  const [r, c] = picked.split(',').map(Number);
  return { target: `${r + d[0]},${c + d[1]}` };
}
