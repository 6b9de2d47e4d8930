// Play: the board as SVG, moves by mouse (per-puzzle modules in boards/) or from the list of legal moves, keyboard
// shortcuts, undo / redo / restart, hints from any position and a "solved" banner with the optimum.
import { el, clear, svgNode } from './dom.js';
import { api, sourceFromPath } from './api.js';

const mice = {
  rushhour: () => import('./boards/rushhour.js'), fifteen: () => import('./boards/fifteen.js'), zhed: () => import('./boards/zhed.js'),
  chexers: () => import('./boards/chexers.js'), coroutine: () => import('./boards/coroutine.js'),
};

export async function show(root, id) {
  if (!id) { location.replace('/play/rushhour:card-1'); return; }
  const src = sourceFromPath(id);
  const info = await api('/api/load', src);
  const mouse = mice[info.puzzle] ? await mice[info.puzzle]() : null;
  const game = { moves: [], redo: [], optimum: null, pos: null };

  const counter = el('span', { id: 'move-count' });
  const banner = el('div', { id: 'banner', class: 'banner', hidden: true });
  const hintOut = el('span', { id: 'hint', class: 'muted' });
  const error = el('p', { class: 'error', id: 'play-error', role: 'alert' });
  const board = el('div', { id: 'board', class: mouse ? 'clickable' : '' });
  const legal = el('div', { class: 'moves', id: 'legal' });
  const undo = el('button', { id: 'undo', onclick: () => step(-1) }, 'Undo (u)');
  const redo = el('button', { id: 'redo', onclick: () => step(1) }, 'Redo (r)');
  const restart = el('button', { id: 'restart', onclick: () => { game.redo = game.moves.concat(game.redo); game.moves = []; refresh(); } }, 'Restart');
  const hint = el('button', { id: 'hint-button', onclick: () => askHint() }, 'Hint (h)');

  root.append(el('h1', {}, 'Play ', el('span', { id: 'instance-id' }, info.id)),
    info.description ? el('p', { class: 'muted' }, info.description) : '',
    el('div', { class: 'toolbar' }, undo, redo, restart, hint, el('span', {}, 'moves: ', counter), hintOut,
      el('a', { href: '/solve/' + encodeURIComponent(id) }, 'solve this')),
    banner, error,
    el('div', { class: 'row' }, board, el('div', {}, el('h2', {}, 'Legal moves'), legal)),
    el('p', { class: 'muted' }, mouse ? mouse.help : 'Pick a move from the list (or press its number key).'));

  async function play(text) {
    if (game.pos && game.pos.solved) return;
    game.moves.push(text);
    game.redo = [];
    await refresh();
  }

  function step(dir) {
    if (dir < 0 && game.moves.length) game.redo.unshift(game.moves.pop());
    else if (dir > 0 && game.redo.length) game.moves.push(game.redo.shift());
    else return;
    refresh();
  }

  async function refresh() {
    error.textContent = '';
    hintOut.textContent = '';
    let pos;
    try {
      pos = await api('/api/position', { ...src, moves: game.moves });
    } catch (e) {
      game.moves.pop();
      error.textContent = e.message;
      return;
    }
    game.pos = pos;
    counter.textContent = String(pos.moves) + (pos.cost !== pos.moves ? ` (cost ${pos.cost})` : '');
    const svg = svgNode(pos.svg);
    clear(board, svg);
    if (mouse) mouse.attach(svg, pos.legal.map(l => l.text), play);
    clear(legal, pos.legal.map((l, i) => el('button', { 'data-move': l.text, onclick: () => play(l.text) },
      (i < 9 ? (i + 1) + ': ' : '') + l.text)));
    undo.disabled = !game.moves.length;
    redo.disabled = !game.redo.length;
    banner.hidden = !pos.solved;
    if (pos.solved) showBanner();
  }

  function showBanner() {
    const n = game.pos.cost;
    banner.textContent = `Solved in ${n} ${n === 1 ? 'move' : 'moves'}` +
      (game.optimum === null ? '' : game.optimum === n ? ' — optimal!' : ` — optimum ${game.optimum}`);
  }

  async function askHint() {
    hintOut.textContent = 'thinking…';
    try {
      const h = await api('/api/hint', { ...src, moves: game.moves });
      if (h.status !== 'SOLVED') hintOut.textContent = h.status === 'UNSOLVABLE' ? 'no way out from here: undo' : 'no hint within the time limit';
      else if (h.togo === 0) hintOut.textContent = 'solved';
      else hintOut.textContent = `hint: ${h.move} — ${h.togo} to go${h.optimal ? '' : ' (not proven shortest)'}`;
    } catch (e) {
      hintOut.textContent = '';
      error.textContent = e.message;
    }
  }

  document.addEventListener('keydown', e => {
    if (e.target.closest('input, textarea, select')) return;
    if (e.key === 'u' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) step(-1);
    else if (e.key === 'r' || (e.key === 'y' && (e.ctrlKey || e.metaKey))) step(1);
    else if (e.key === 'h') askHint();
    else if (/^[1-9]$/.test(e.key) && game.pos && game.pos.legal[+e.key - 1]) play(game.pos.legal[+e.key - 1].text);
    else if (mouse && mouse.key && game.pos) { const m = mouse.key(e.key, game.pos.legal.map(l => l.text)); if (m) { e.preventDefault(); play(m); } }
  });

  await refresh();
  // the optimum for the banner: a proven-optimal plan from the start (in the background, bounded by the server)
  api('/api/hint', { ...src, moves: [], timeout: '20s' })
    .then(h => { if (h.status === 'SOLVED' && h.optimal) { game.optimum = h.cost; if (game.pos && game.pos.solved) showBanner(); } })
    .catch(() => {});
}
