// Chexers by mouse: click one of your pieces, then a hex to move or jump to; click the piece again to exit.
// Hexes are found from the picture: each polygon is followed by its "q,r" label. Moves are the course's text,
// e.g. "MOVE from (0, 0) to (1, 0).", "JUMP from ...", "EXIT from (q, r).".
import { point, mark } from './geometry.js';

export const help = 'Click a piece, then the hex to move or jump to; click it again to exit (or pick from the list).';

function hexes(svg) {
  const out = [];
  for (const poly of svg.querySelectorAll('polygon')) {
    const label = poly.nextElementSibling && poly.nextElementSibling.nodeName === 'text' ? poly.nextElementSibling
      : poly.nextElementSibling && poly.nextElementSibling.nextElementSibling;
    if (!label || !/^-?\d+,-?\d+$/.test(label.textContent.trim())) continue;
    const pts = poly.getAttribute('points').trim().split(/\s+/).map(p => p.split(',').map(Number));
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    const [q, r] = label.textContent.trim().split(',').map(Number);
    poly.setAttribute('data-hex', `${q},${r}`);
    out.push({ q, r, cx, cy, poly });
  }
  return out;
}

export function attach(svg, legal, play) {
  const all = hexes(svg);
  let from = null;
  svg.addEventListener('click', e => {
    const p = point(svg, e);
    let best = null;
    for (const h of all) {
      const d = Math.hypot(h.cx - p.x, h.cy - p.y);
      if (!best || d < best.d) best = { h, d };
    }
    if (!best || best.d > 40) return;
    const here = `(${best.h.q}, ${best.h.r})`;
    if (from === here) {
      const exit = legal.find(t => t.startsWith('EXIT from ' + here));
      if (exit) play(exit);
      return;
    }
    const to = from && legal.find(t => t.includes('from ' + from + ' to ' + here));
    if (to) { play(to); return; }
    if (legal.some(t => t.includes('from ' + here))) {
      from = here;
      mark(svg, best.h.poly);
    }
  });
}
