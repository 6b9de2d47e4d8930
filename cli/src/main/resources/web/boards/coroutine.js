// Coroutine maze by mouse: click an arrow of the square the moving token reads (the line under the pointer
// gives the compass direction); moves are "A S", "B NE", or a pass "A -" from the list.
import { point } from './geometry.js';

export const help = 'Click an arrow to move the token whose turn it is along it (passes are in the list).';
const COMPASS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'];

function distance(p, l) {
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map(a => +l.getAttribute(a));
  const dx = x2 - x1, dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((p.x - x1) * dx + (p.y - y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (x1 + t * dx), p.y - (y1 + t * dy));
}

function direction(l) {
  const angle = Math.atan2(+l.getAttribute('y2') - +l.getAttribute('y1'), +l.getAttribute('x2') - +l.getAttribute('x1'));
  return COMPASS[((Math.round(angle / (Math.PI / 4)) % 8) + 8) % 8];
}

export function attach(svg, legal, play) {
  const arrows = [...svg.querySelectorAll('line[marker-end]')];
  for (const a of arrows) a.setAttribute('data-dir', direction(a));
  svg.addEventListener('click', e => {
    const p = point(svg, e);
    let best = null;
    for (const a of arrows) {
      const d = distance(p, a);
      if (d < 14 && (!best || d < best.d)) best = { a, d };
    }
    if (!best) return;
    const dir = best.a.getAttribute('data-dir');
    const moves = legal.filter(t => t.endsWith(' ' + dir));
    if (moves.length === 1) play(moves[0]);
  });
}
