// PuzzleScript games play with the keys the official engine uses: the arrow keys or W A S D move, X, C, Space or Enter
// is the action (when the game has one), Z undoes a turn and R restarts the level. Each key is one turn of the game,
// its 'again' turns included. A game's 'message' commands show under the board (the position's "message").

export const help = 'Arrow keys or W A S D: move. X, C, Space or Enter: action (unless the game says noaction). '
  + 'Z (or u, Backspace) undoes a turn; R restarts the level.';

export const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'w', 'a', 's', 'd', 'x', 'c', ' ', 'Enter', 'z', 'r'];

const INPUT = { ArrowUp: 'U', w: 'U', ArrowLeft: 'L', a: 'L', ArrowDown: 'D', s: 'D', ArrowRight: 'R', d: 'R',
  x: 'X', c: 'X', ' ': 'X', Enter: 'X' };

/** The input that key gives, when it changes something now; z and r are the page's undo and restart. */
export function key(k, legal) {
  if (k === 'z') return { command: 'undo' };
  if (k === 'r') return { command: 'restart' };
  const text = INPUT[k];
  const m = text && legal.find(l => l.text === text);
  return m ? { move: m.text } : null;
}
