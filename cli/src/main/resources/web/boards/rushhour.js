// Rush Hour by mouse: drag a vehicle along its lane; it moves by the whole cells dragged when that move is legal.
// The picture is rushhour/Pictures.svg: per vehicle a body rect, a shine rect and its name as bold text, 56 units a cell.

import { point } from './geometry.js';

const CELL = 56;

export const help = 'Drag a vehicle along its lane (or pick a move from the list).';

function vehicles(svg) {
  const out = [];
  for (const label of svg.querySelectorAll('text[font-weight="bold"]')) {
    const shine = label.previousElementSibling;
    const body = shine && shine.previousElementSibling;
    if (!body || body.nodeName !== 'rect') continue;
    const w = +body.getAttribute('width');
    const h = +body.getAttribute('height');
    body.setAttribute('data-vehicle', label.textContent);
    body.setAttribute('data-axis', w >= h ? 'x' : 'y');
    out.push({ name: label.textContent, parts: [body, shine, label], horizontal: w >= h,
      x: +body.getAttribute('x'), y: +body.getAttribute('y'), w, h });
  }
  return out;
}

export function attach(svg, legal, play) {
  const all = vehicles(svg);
  let drag = null;
  svg.addEventListener('pointerdown', e => {
    const p = point(svg, e);
    const v = all.find(v => p.x >= v.x && p.x <= v.x + v.w && p.y >= v.y && p.y <= v.y + v.h);
    if (!v) return;
    drag = { v, start: p };
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  svg.addEventListener('pointermove', e => {
    if (!drag) return;
    const p = point(svg, e);
    const dx = drag.v.horizontal ? p.x - drag.start.x : 0;
    const dy = drag.v.horizontal ? 0 : p.y - drag.start.y;
    for (const part of drag.v.parts) part.setAttribute('transform', `translate(${dx} ${dy})`);
  });
  svg.addEventListener('pointerup', e => {
    if (!drag) return;
    const { v, start } = drag;
    drag = null;
    const p = point(svg, e);
    const d = Math.round((v.horizontal ? p.x - start.x : p.y - start.y) / CELL);
    const move = legal.find(t => t === `${v.name},${d}`);
    if (move) play(move);
    else for (const part of v.parts) part.removeAttribute('transform');
  });
}
