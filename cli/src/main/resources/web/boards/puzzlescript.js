// PuzzleScript games play with the keys the official engine uses: the arrow keys or W A S D move, X, C, Space or Enter
// is the action (when the game has one). Each key is one turn of the game, its 'again' turns included.

export const help = 'Arrow keys or W A S D: move. X, C, Space or Enter: action (unless the game says noaction). '
  + 'Undo (u or Backspace) takes back one turn.';

export const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'w', 'a', 's', 'd', 'x', 'c', ' ', 'Enter'];

const INPUT = { ArrowUp: 'U', w: 'U', ArrowLeft: 'L', a: 'L', ArrowDown: 'D', s: 'D', ArrowRight: 'R', d: 'R',
  x: 'X', c: 'X', ' ': 'X', Enter: 'X' };

/** The input that key gives, when it changes something now. */
export function key(k, legal) {
  const text = INPUT[k];
  const m = text && legal.find(l => l.text === text);
  return m ? { move: m.text } : null;
}
