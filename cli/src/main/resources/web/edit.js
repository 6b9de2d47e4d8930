// Edit: a Sokoban level editor for puzzle designers. Paint squares with a tool (wall, floor, goal, box, keeper) on a
// grid, or type the XSB text beside it; the two stay in step. The server checks the level as every command reads
// it (/api/load: one line on what is wrong), tells whether and in how many pushes it is solvable (/api/hint, a
// bounded search), and the level opens in Play or Solve as an upload. /edit/ID starts from a level (its XSB from
// /api/position's text).
import { el, clear, download } from './dom.js';
import { api, rememberUpload, pagePath, sourceFromPath } from './api.js';

const TOOLS = [
  { key: '#', name: 'Wall' }, { key: ' ', name: 'Floor' }, { key: '.', name: 'Goal' },
  { key: '$', name: 'Box' }, { key: '@', name: 'Keeper' },
];
const MAX = 40;
const START = '#######\n#     #\n# @$. #\n#     #\n#######';

/** The square `c` becomes when `tool` paints it ('.' adds a goal under what stands there; '$' and '@' keep a goal). */
export function paint(c, tool) {
  const goal = c === '.' || c === '*' || c === '+';
  switch (tool) {
    case '#': return '#';
    case ' ': return ' ';
    case '.': return c === '$' ? '*' : c === '@' ? '+' : c === '#' ? '.' : goal ? c : '.';
    case '$': return goal ? '*' : '$';
    case '@': return goal ? '+' : '@';
    default: return c;
  }
}

/** Rows of the XSB text as a rectangular grid of squares ('-' and '_' read as floor). */
function parse(text) {
  const rows = text.replace(/\r/g, '').split('\n').map(r => r.replace(/[-_]/g, ' ').replace(/\s+$/, ''));
  while (rows.length && !rows[rows.length - 1]) rows.pop();
  while (rows.length && !rows[0]) rows.shift();
  const width = Math.min(MAX, Math.max(1, ...rows.map(r => r.length)));
  return rows.slice(0, MAX).map(r => Array.from({ length: width }, (_, i) => r[i] || ' '));
}

const text = grid => grid.map(r => r.join('').replace(/\s+$/, '')).join('\n') + '\n';

export async function show(root, id) {
  let grid = parse(START);
  if (id) {
    const pos = await api('/api/position', { ...sourceFromPath(id), moves: [] });
    if (pos.text === undefined) throw new Error(id + ': no text of this board to edit');
    grid = parse(pos.text);
  }
  let tool = '#', painting = false;
  const board = el('div', { id: 'edit-grid', class: 'edit-grid' });
  const xsb = el('textarea', { id: 'edit-text', rows: 12, spellcheck: 'false', class: 'xsb' });
  const check = el('p', { id: 'edit-check', role: 'status' });
  const solvable = el('p', { id: 'edit-solvable', class: 'muted' });
  const width = el('input', { id: 'edit-width', type: 'number', min: 3, max: MAX, size: 3 });
  const height = el('input', { id: 'edit-height', type: 'number', min: 3, max: MAX, size: 3 });
  const tools = el('span', { class: 'toolbar', id: 'edit-tools' }, TOOLS.map(t =>
    el('button', { 'data-tool': t.key, title: `key ${t.key === ' ' ? 'space' : t.key}`, onclick: () => pick(t.key) }, t.name)));
  const upload = () => ({ content: xsb.value, name: 'edited.xsb', puzzle: 'sokoban' });
  const open = where => { rememberUpload(upload()); location.href = pagePath(where, 'upload'); };

  root.append(el('div', { class: 'edit' },
    el('h1', {}, 'Sokoban level editor'),
    el('p', { class: 'muted' }, 'Pick a tool (or press # space . $ @), then click or drag on the grid; or type the level as XSB text.'),
    tools,
    el('div', { class: 'edit-body' }, board,
      el('div', { class: 'panel' },
        el('div', { class: 'toolbar' }, el('label', {}, 'width', width), el('label', {}, 'height', height)),
        xsb, check, solvable,
        el('div', { class: 'toolbar' },
          el('button', { class: 'primary', id: 'edit-play', onclick: () => open('play') }, 'Play'),
          el('button', { id: 'edit-solve', onclick: () => open('solve') }, 'Solve'),
          el('button', { id: 'edit-download', onclick: () => download('level.xsb', xsb.value) }, 'Download .xsb'))))));

  function pick(key) {
    tool = key;
    for (const b of tools.children) b.classList.toggle('picked', b.getAttribute('data-tool') === key);
  }

  function draw() {
    board.style.gridTemplateColumns = `repeat(${grid[0].length}, var(--cell))`;
    clear(board, grid.flatMap((row, r) => row.map((c, i) => el('div', {
      class: 'sq ' + ({ '#': 'wall', '.': 'goal', '$': 'box', '*': 'box goal', '@': 'keeper', '+': 'keeper goal' }[c] || 'floor'),
      'data-r': r, 'data-c': i,
    }))));
    width.value = grid[0].length;
    height.value = grid.length;
  }

  function changed(fromText) {
    if (!fromText) xsb.value = text(grid);
    draw();
    clearTimeout(changed.pending);
    changed.pending = setTimeout(verify, 300);
  }

  function put(r, c) {
    if (tool === '@')   // one keeper: the old one leaves its square (a goal stays)
      grid = grid.map(row => row.map(x => (x === '@' ? ' ' : x === '+' ? '.' : x)));
    grid[r][c] = paint(grid[r][c], tool);
    changed(false);
  }

  /** The server's reading of the level, then (when it reads) a bounded search for its push-optimal length. */
  let asked = 0, search = null;
  async function verify() {
    const mine = ++asked;
    if (search) search.abort();   // the level changed: the last search's answer is of no use
    solvable.textContent = '';
    try {
      await api('/api/load', upload());
    } catch (e) {
      if (mine !== asked) return;
      check.className = 'error';
      check.textContent = e.message;
      return;
    }
    if (mine !== asked) return;
    const boxes = (xsb.value.match(/[$*]/g) || []).length;
    check.className = 'ok';
    check.textContent = `A level: ${boxes} box${boxes === 1 ? '' : 'es'}.`;
    solvable.textContent = 'searching…';
    search = new AbortController();
    try {
      const h = await api('/api/hint', { ...upload(), moves: [], timeout: '5s' }, search.signal);
      if (mine !== asked) return;
      solvable.textContent = h.status === 'SOLVED'
        ? `Solvable in ${h.togo} push${h.togo === 1 ? '' : 'es'}${h.optimal ? ' (optimal)' : ' (not proven optimal)'}.`
        : h.status === 'UNSOLVABLE' ? `Not solvable${h.message ? ': ' + h.message : ''}.` : 'No solution found within 5 s.';
    } catch (e) {
      if (mine === asked) solvable.textContent = 'Not searched: ' + e.message;
    }
  }

  board.addEventListener('pointerdown', e => {
    const sq = e.target.closest('.sq');
    if (!sq) return;
    painting = true;
    put(+sq.getAttribute('data-r'), +sq.getAttribute('data-c'));
  });
  board.addEventListener('pointerover', e => {
    const sq = e.target.closest('.sq');
    // a drag paints while the button is down (the flag alone misses a release outside the window)
    if (painting && (e.buttons & 1) && sq && tool !== '@') put(+sq.getAttribute('data-r'), +sq.getAttribute('data-c'));
  });
  window.addEventListener('pointerup', () => { painting = false; });
  document.addEventListener('keydown', e => {
    if (e.target === xsb || e.target.tagName === 'INPUT') return;
    if (TOOLS.some(t => t.key === e.key)) { pick(e.key); e.preventDefault(); }
  });
  xsb.addEventListener('input', () => { grid = parse(xsb.value); if (!grid.length) grid = [[' ']]; changed(true); });
  const resize = () => {
    const w = Math.max(3, Math.min(MAX, +width.value || 3)), h = Math.max(3, Math.min(MAX, +height.value || 3));
    grid = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => (grid[r] && grid[r][c]) || ' '));
    changed(false);
  };
  width.addEventListener('change', resize);
  height.addEventListener('change', resize);

  pick('#');
  changed(false);
}
