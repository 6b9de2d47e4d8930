// 15-puzzle by mouse and keyboard: click a tile next to the gap to slide it in; arrow keys slide a tile too.
// Moves are named by where the gap goes (U, D, L, R), as in the puzzle's notation.

export const help = 'Click a tile next to the gap, or use the arrow keys (or pick a move from the list).';

function cells(svg) {
  const tiles = [];
  for (const label of svg.querySelectorAll('text[font-weight="bold"]')) {
    const rect = label.previousElementSibling;
    if (!rect || rect.nodeName !== 'rect') continue;
    tiles.push({ label: label.textContent, rect, x: +rect.getAttribute('x'), y: +rect.getAttribute('y'), w: +rect.getAttribute('width') });
  }
  const n = Math.round(Math.sqrt(tiles.length + 1));
  const pitch = tiles.length > 1 ? Math.min(...tiles.filter(t => t.x > tiles[0].x).map(t => t.x - tiles[0].x).concat([1e9])) : 60;
  const x0 = Math.min(...tiles.map(t => t.x));
  const y0 = Math.min(...tiles.map(t => t.y));
  for (const t of tiles) { t.c = Math.round((t.x - x0) / pitch); t.r = Math.round((t.y - y0) / pitch); }
  let gap = null;
  for (let r = 0; r < n && !gap; r++) for (let c = 0; c < n && !gap; c++) if (!tiles.some(t => t.r === r && t.c === c)) gap = { r, c };
  return { tiles, gap };
}

export function attach(svg, legal, play) {
  const { tiles, gap } = cells(svg);
  if (!gap) return;
  for (const t of tiles) {
    t.rect.setAttribute('data-tile', t.label);
    const dir = t.r === gap.r && t.c === gap.c - 1 ? 'L' : t.r === gap.r && t.c === gap.c + 1 ? 'R'
      : t.c === gap.c && t.r === gap.r - 1 ? 'U' : t.c === gap.c && t.r === gap.r + 1 ? 'D' : null;
    if (!dir || !legal.includes(dir)) continue;
    for (const part of [t.rect, t.rect.nextElementSibling]) part.addEventListener('click', () => play(dir));
  }
}

/** Arrow keys move a tile into the gap: the gap goes the opposite way. */
export function key(k, legal) {
  const dir = { ArrowLeft: 'R', ArrowRight: 'L', ArrowUp: 'D', ArrowDown: 'U' }[k];
  return dir && legal.includes(dir) ? dir : null;
}
