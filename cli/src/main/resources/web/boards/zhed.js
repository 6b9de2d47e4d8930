// ZHED by mouse: click a number tile, then a square in the direction to play it (or press an arrow key).
// Moves are "X Y DIR" (column, row, U/D/L/R). The picture is zhed's SVG: a grid of 36-unit squares, number tiles
// as a rect followed by their bold number.
import { point, mark } from './geometry.js';

export const help = 'Click a number tile, then a square (or an arrow key) in the direction to play it.';
let picked = null;

function grid(svg) {
  const squares = [...svg.querySelectorAll('rect[width="36"]')].map(r => ({ x: +r.getAttribute('x'), y: +r.getAttribute('y') }));
  const x0 = Math.min(...squares.map(s => s.x));
  const y0 = Math.min(...squares.map(s => s.y));
  const steps = squares.map(s => s.x - x0).filter(d => d > 0);
  const pitch = steps.length ? Math.min(...steps) : 40;
  return { cell: p => ({ c: Math.floor((p.x - x0 + (pitch - 36) / 2) / pitch), r: Math.floor((p.y - y0 + (pitch - 36) / 2) / pitch) }) };
}

export function attach(svg, legal, play) {
  const g = grid(svg);
  picked = null;
  for (const label of svg.querySelectorAll('text[font-weight="bold"]')) {
    const rect = label.previousElementSibling;
    if (!rect || rect.nodeName !== 'rect') continue;
    const { c, r } = g.cell({ x: +rect.getAttribute('x') + 17, y: +rect.getAttribute('y') + 17 });
    rect.setAttribute('data-tile', `${c} ${r}`);
  }
  svg.addEventListener('click', e => {
    const { c, r } = g.cell(point(svg, e));
    const here = `${c} ${r}`;
    if (legal.some(t => t.startsWith(here + ' '))) {
      picked = here;
      mark(svg, svg.querySelector(`[data-tile="${here}"]`));
      return;
    }
    if (!picked) return;
    const [pc, pr] = picked.split(' ').map(Number);
    const dir = r === pr ? (c < pc ? 'L' : c > pc ? 'R' : null) : c === pc ? (r < pr ? 'U' : 'D') : null;
    const move = dir && legal.find(t => t === `${picked} ${dir}`);
    if (move) play(move);
  });
}

export function key(k, legal) {
  const dir = { ArrowLeft: 'L', ArrowRight: 'R', ArrowUp: 'U', ArrowDown: 'D' }[k];
  if (!dir || !picked) return null;
  return legal.find(t => t === `${picked} ${dir}`) || null;
}
