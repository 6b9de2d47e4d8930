// Sokoban polish: the arrow keys, and h j k l as in vi and many Sokoban games, step the keeper one square: a walk,
// or a push when a box is in the way. The page plays the moves metric, where every step is a move (l u r d walk,
// L U R D push); in the default pushes metric a walk alone is no move, so a key would have nothing to play.

export const metric = 'moves';

export const help = 'Arrow keys or h j k l: the keeper steps that way, pushing a box in the way. Or click a box, then '
  + 'a square in line with it: the keeper walks behind it and pushes it once; a click on a free square walks there. '
  + 'Undo (u or Backspace) takes back one step.';

export const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'h', 'j', 'k', 'l'];

const WALK = { ArrowLeft: 'l', ArrowUp: 'u', ArrowRight: 'r', ArrowDown: 'd', h: 'l', k: 'u', l: 'r', j: 'd' };

/** The legal step that way: the walk, or the push (its letter in upper case) when a box is there. */
export function key(k, legal) {
  const walk = WALK[k];
  const m = walk && legal.find(l => l.text === walk || l.text === walk.toUpperCase());
  return m ? { move: m.text } : null;
}
