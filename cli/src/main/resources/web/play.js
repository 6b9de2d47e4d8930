// Play: the board as the server draws it, filling the window. A click on any picture element with a data-target, or
// a drag from one to another ("FROM>TO"), is sent to POST /api/click, which answers the moves it makes (the puzzle's
// Instance.movesForClick); keys and the list of legal moves play too. Every action goes through one queue, so a
// burst of key presses is played in order, each against the position it meets. Pieces with a data-key glide from
// their old place to the new one. Per-puzzle modules (boards/) only add polish: Rush Hour's held drag, arrow keys,
// and the metric the page plays in (Sokoban: step by step). Moves pasted as text (a solution from elsewhere) go to
// POST /api/paste and play from the current position.
import { el, clear, showBoard } from './dom.js';
import { api, sourceFromPath, pagePath, displayName, legend, howToPlay, rememberUpload } from './api.js';

const polish = {
  rushhour: () => import('./boards/rushhour.js'), fifteen: () => import('./boards/fifteen.js'), zhed: () => import('./boards/zhed.js'),
  sokoban: () => import('./boards/sokoban.js'), puzzlescript: () => import('./boards/puzzlescript.js'),
};

export async function show(root, id) {
  if (!id) { location.replace('/play/rushhour:card-1'); return; }
  const src = sourceFromPath(id);
  const info = await api('/api/load', src);
  const mod = polish[info.puzzle] ? await polish[info.puzzle]() : {};
  if (mod.metric) src.metric = mod.metric;   // every position, click and hint of the page is in the module's metric
  // played: move texts from the start; names: the same moves in words; redo: undone {text, name}s
  const game = { played: [], names: [], redo: [], optimum: null, pos: null, picked: null };
  // hints are searches on the server: leaving the page (or the back-forward cache keeping it) aborts them, which
  // closes their connections and so stops their jobs
  const hints = new AbortController();
  window.addEventListener('pagehide', () => hints.abort(), { once: true });

  const counter = el('span', { id: 'move-count' }, '0');
  const unit = el('span', { id: 'move-unit' }, ' moves');
  const banner = el('div', { id: 'banner', class: 'banner', role: 'status', hidden: true });
  const hintOut = el('span', { id: 'hint', class: 'muted' });
  const deadlock = el('p', { id: 'deadlock', class: 'warning', role: 'status', hidden: true });
  const said = el('p', { id: 'message', class: 'banner', role: 'status', hidden: true });   // a game's message
  const error = el('p', { class: 'error', id: 'play-error', role: 'alert' });
  const board = el('div', { id: 'board', class: 'board clickable' });
  const legal = el('div', { class: 'moves', id: 'legal' });
  const playedList = el('ol', { id: 'history', class: 'history' });
  const undo = el('button', { id: 'undo', title: 'u, Backspace or Ctrl+Z', onclick: () => enqueue(() => step(-1)) }, 'Undo');
  const redo = el('button', { id: 'redo', title: mod.keys && mod.keys.includes('r') ? 'Ctrl+Y' : 'r or Ctrl+Y', onclick: () => enqueue(() => step(1)) }, 'Redo');
  const restart = el('button', { id: 'restart', title: mod.keys && mod.keys.includes('r') ? 'r' : '', onclick: () => enqueue(restartGame) }, 'Restart');
  const hint = el('button', { id: 'hint-button', title: mod.keys && mod.keys.includes('h') ? '' : 'h', onclick: () => askHint() }, 'Hint');
  const solveLink = el('a', { href: pagePath('solve', id) }, 'Solve this with a search →');
  const next = el('p', { id: 'next-puzzle', hidden: true });
  const pasteText = el('textarea', { id: 'paste-text', rows: 3, spellcheck: 'false',
    placeholder: 'moves in the puzzle\'s notation, e.g. a solution from elsewhere' });
  const pastePlay = el('button', { id: 'paste-play', onclick: () => enqueue(pasteMoves) }, 'Play them');
  const asText = el('pre', { id: 'moves-text', class: 'moves-text' });
  const copy = el('button', { id: 'copy-moves', onclick: () => navigator.clipboard && navigator.clipboard.writeText(asText.textContent) }, 'Copy');
  const textBox = el('details', { id: 'as-text', ontoggle: () => enqueue(showText) }, el('summary', {}, 'Moves as text'), asText, copy);
  const controls = el('section', { id: 'move-controls' }, el('h2', {}, 'Legal moves'), legal,
    el('p', { class: 'muted help' }, mod.help || howToPlay(info.puzzle) || 'Click the picture, or pick a move (keys 1–9 pick the first nine).'));

  root.append(el('div', { class: 'play' },
    el('div', { class: 'play-board' }, board, legend(info.puzzle) ? el('p', { class: 'muted legend' }, legend(info.puzzle)) : ''),
    el('aside', { class: 'panel' },
      el('h1', {}, displayName(info.puzzle), ' ', el('span', { id: 'instance-id', class: 'instance-id' }, info.id)),
      info.description ? el('p', { class: 'muted' }, info.description) : '',
      info.title && info.title !== info.description ? el('p', { id: 'instance-title', class: 'muted' }, info.title) : '',
      el('div', { class: 'score' }, el('span', { class: 'big' }, counter), unit),
      banner, next,
      el('div', { class: 'toolbar' }, undo, redo, restart, hint),
      said, deadlock, hintOut, error, controls,
      el('details', { class: 'played' }, el('summary', {}, 'Moves played'), playedList),
      textBox,
      el('details', { id: 'paste' }, el('summary', {}, 'Paste moves'), pasteText,
        el('p', { class: 'muted help' }, pastePlay, ' from here; then Restart and Redo (r) step through them.')),
      el('p', {}, solveLink, info.puzzle === 'sokoban' ? [' · ', el('a', { id: 'edit-link', href: pagePath('edit', id) }, 'Edit this level →')] : ''))));

  // ---- the queue: one action at a time, each seeing the position the previous one left ----
  let queue = Promise.resolve();
  function enqueue(task) {
    queue = queue.then(task).catch(e => { error.textContent = e.message; });
    return queue;
  }

  /** Plays moves (texts, their names); `pos` is the position after them when the server already sent it. */
  async function playMoves(texts, names, startedAt, pos) {
    if (!texts.length || (game.pos && game.pos.solved)) return;
    game.played.push(...texts);
    game.names.push(...names);
    game.redo = [];
    try {
      await refresh(startedAt, pos);
    } catch (e) {
      game.played.length -= texts.length;
      game.names.length -= texts.length;
      throw e;
    }
  }

  /** The moves so far in the puzzle's own solution format (Sokoban: LURD), while "Moves as text" is open. */
  let textAsked = 0;   // answers may come back out of order: only the latest request's is shown
  async function showText() {
    if (!textBox.open) return;
    const asked = ++textAsked;
    const r = await fetch('/api/native', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...src, moves: game.played }) });
    const text = r.ok ? (await r.text()).trim() : '';
    if (asked === textAsked) asText.textContent = text;
  }

  /** Plays the pasted text (the server reads it as render --solution reads a file) from the current position. */
  async function pasteMoves() {
    if (!pasteText.value.trim()) return;
    const r = await api('/api/paste', { ...src, moves: game.played, text: pasteText.value });
    await playMoves(r.moves, r.names, undefined, r.position);
    pasteText.value = '';
  }

  function step(dir) {
    if (dir < 0 && game.played.length) game.redo.unshift({ text: game.played.pop(), name: game.names.pop() });
    else if (dir > 0 && game.redo.length) { const m = game.redo.shift(); game.played.push(m.text); game.names.push(m.name); }
    else return;
    return refresh();
  }

  function restartGame() {
    if (!game.played.length) return;
    game.redo = game.played.map((text, i) => ({ text, name: game.names[i] })).concat(game.redo);
    game.played = [];
    game.names = [];
    return refresh();
  }

  /** Asks the server what a click on `target` does; an empty answer picks the element for a second click. */
  async function click(target, startedAt) {
    if (game.pos && game.pos.solved) return;
    const first = game.picked;
    let second = null;   // why FIRST>TARGET failed, told when TARGET alone means nothing either
    if (first && first !== target) {
      const r = await api('/api/click', { ...src, moves: game.played, target: first + '>' + target }).catch(e => { second = e; });
      if (r && r.moves.length) { pick(null); return playMoves(r.moves, r.names, startedAt, r.position); }
    }
    let r;
    try {
      r = await api('/api/click', { ...src, moves: game.played, target: first === target ? target + '>' + target : target });
    } catch (e) {
      pick(null);
      throw second || e;
    }
    if (!r.moves.length) { pick(first === target ? null : target); error.textContent = ''; return; }
    pick(null);
    return playMoves(r.moves, r.names, startedAt, r.position);
  }

  function pick(target) {
    game.picked = target;
    const svg = board.querySelector('svg');
    if (!svg) return;
    for (const e of svg.querySelectorAll('.picked')) e.classList.remove('picked');
    if (target) for (const e of svg.querySelectorAll('[data-target]')) if (e.getAttribute('data-target') === target) e.classList.add('picked');
  }

  async function refresh(startedAt, known) {
    hintOut.textContent = '';
    const pos = known || await api('/api/position', { ...src, moves: game.played });
    error.textContent = '';
    game.pos = pos;
    game.picked = null;
    counter.textContent = String(pos.moves) + (pos.cost !== pos.moves ? ` (cost ${pos.cost})` : '');
    unit.textContent = pos.length.replace(/^\d+ /, ' ');   // the puzzle's words for the count: ' moves (8 pushes)'
    draw(pos.svg, startedAt);
    clear(legal, pos.legal.map((l, i) => el('button', { 'data-move': l.text, title: l.text, onclick: () => enqueue(() => playMoves([l.text], [l.name])) },
      i < 9 ? el('kbd', {}, String(i + 1)) : '', ' ', l.name, l.name !== l.text && l.text.length <= 8 ? el('code', {}, l.text) : '')));   // short notations beside the words
    clear(playedList, game.names.map((n, i) => el('li', { title: game.played[i] }, n)));
    if (textBox.open) showText().catch(() => {});
    undo.disabled = !game.played.length;
    redo.disabled = !game.redo.length;
    restart.disabled = !game.played.length;
    said.hidden = !pos.message;
    said.textContent = pos.message || '';
    deadlock.hidden = !pos.deadlock;   // the puzzle's word that no solution is left (Sokoban's deadlocks)
    deadlock.textContent = !pos.deadlock ? '' : `Deadlock: ${pos.deadlock}. ` + (game.played.length ? 'Undo to go back.' : 'No solution from the start.');
    banner.hidden = !pos.solved;
    controls.hidden = pos.solved;   // nothing to play once solved: undo, redo and restart stay
    hint.hidden = pos.solved;
    board.classList.toggle('won', pos.solved);
    next.hidden = !pos.solved || !next.childNodes.length;
    if (pos.solved) { showBanner(); offerNext(); }
  }

  /** After a win on a built-in: a link to the next built-in of the same puzzle; on a collection opened here, its next level. */
  async function offerNext() {
    if (next.childNodes.length) return;
    if (id === 'upload' && src.index && src.count && src.index < src.count) {
      const go = () => { rememberUpload({ content: src.content, name: src.name, puzzle: src.puzzle, index: src.index + 1, count: src.count }); location.assign(pagePath('play', 'upload')); };
      clear(next, el('button', { class: 'button primary', id: 'next-level', onclick: go }, `Next level: ${src.index + 1} of ${src.count} →`));
      next.hidden = !(game.pos && game.pos.solved);
      return;
    }
    if (id === 'upload') return;   // an upload's neighbours are its file's levels (above), never a guessed ID
    const all = await api('/api/puzzles').catch(() => []);
    const list = (all.find(p => p.name === info.puzzle) || { builtins: [] }).builtins;
    // a numbered ID (sokoban:microban-3): the next number of the same set first, while the puzzle lists it or has
    // it; the catalog lists a set's first level only, so the list's next entry would jump to another set
    let nextId = null;
    const numbered = /^(.+:.*-)(\d{1,6})$/.exec(info.id);
    if (numbered) {
      const candidate = numbered[1] + (Number(numbered[2]) + 1);
      if (list.some(b => b.id === candidate)
        || await api('/api/load', { instance: candidate }).then(() => true, () => false)) nextId = candidate;
    }
    const at = list.findIndex(b => b.id === info.id);
    if (!nextId && at >= 0 && at + 1 < list.length && !numbered) nextId = list[at + 1].id;
    if (!nextId || next.childNodes.length) return;
    clear(next, el('a', { class: 'button primary', href: pagePath('play', nextId) }, 'Next puzzle: ' + nextId.slice(nextId.indexOf(':') + 1) + ' →'));
    next.hidden = !(game.pos && game.pos.solved);
  }

  /** Replaces the picture (keyed pieces glide); records the time from the click to the frame that shows the move. */
  function draw(markup, startedAt) {
    const svg = showBoard(board, markup, () => {
      if (startedAt !== undefined) board.setAttribute('data-click-to-draw-ms', (performance.now() - startedAt).toFixed(1));
    });
    if (mod.attach) mod.attach(svg, { legal: game.pos.legal, click: (t, at, drag) => enqueue(() => { if (drag) game.picked = null; return click(t, at); }) });
  }

  function showBanner() {
    const n = game.pos.cost;
    banner.textContent = `Solved in ${game.pos.length}${n !== game.pos.moves ? `, cost ${n}` : ''}` +
      (game.optimum === null ? '' : game.optimum === n ? ' — optimal!' : ` — the best is ${game.optimum}`);
  }

  async function askHint() {
    hintOut.textContent = 'thinking…';
    try {
      const h = await api('/api/hint', { ...src, moves: game.played }, hints.signal);
      if (h.status !== 'SOLVED') hintOut.textContent = h.status === 'UNSOLVABLE' ? 'no way out from here: undo' : 'no hint within the time limit';
      else if (h.togo === 0) hintOut.textContent = 'solved';
      else {
        const l = game.pos.legal.find(m => m.text === h.move);
        hintOut.textContent = `hint: ${l ? l.name : h.move} — ${h.togo} to go${h.optimal ? '' : ' (not proven shortest)'}`;
      }
    } catch (e) {
      hintOut.textContent = '';
      error.textContent = e.message;
    }
  }

  // pointer play on any data-target: press on one element, release on the same (a click) or another (a drag)
  let pressed = null;
  const targetAt = (x, y) => {
    for (const e of document.elementsFromPoint(x, y)) {
      const t = e.closest('#board [data-target]');
      if (t) return t.getAttribute('data-target');
    }
    return null;
  };
  board.addEventListener('pointerdown', e => {
    if (e.button !== 0) return;
    pressed = targetAt(e.clientX, e.clientY);
    if (pressed) e.preventDefault();
  });
  board.addEventListener('pointerup', e => {
    const from = pressed;
    pressed = null;
    if (!from) return;
    const at = performance.now();
    const to = targetAt(e.clientX, e.clientY);
    if (!to) return;
    enqueue(() => { if (from !== to) game.picked = from; return click(to, at); });   // a drag: "FROM>TO" first
  });

  document.addEventListener('keydown', e => {
    if (e.target.closest('input, textarea, select') || e.altKey) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (mod.keys && mod.keys.includes(e.key) && !ctrl) {   // first: a module may take a letter (Sokoban's h walks)
      e.preventDefault();   // the arrow keys must not scroll the page
      const at = performance.now();
      enqueue(() => {
        const k = game.pos ? mod.key(e.key, game.pos.solved ? [] : game.pos.legal, game.picked) : null;
        if (!k) return;
        if (k.command === 'undo') return step(-1);   // a module's own undo and restart keys (PuzzleScript's z, r)
        if (k.command === 'restart') return restartGame();
        if (k.target) return click(k.target, at);
        const l = game.pos.legal.find(m => m.text === k.move);
        return l && playMoves([l.text], [l.name], at);
      });
    } else if (e.key === 'u' || e.key === 'Backspace' || (e.key === 'z' && ctrl)) enqueue(() => step(-1));
    else if (e.key === 'r' || (e.key === 'y' && ctrl)) enqueue(() => step(1));
    else if (e.key === 'h' && !ctrl) askHint();
    else if (e.key === 'Escape') pick(null);
    else if (/^[1-9]$/.test(e.key) && !ctrl) {
      const at = performance.now();
      enqueue(() => { const l = game.pos && game.pos.legal[+e.key - 1]; return l && playMoves([l.text], [l.name], at); });
    }
  });

  await enqueue(() => refresh());
  if (id === 'upload' && info.shareId) {   // an uploaded board the server found an ID for: give the page its address
    window.history.replaceState(null, '', pagePath('play', info.shareId));
    solveLink.setAttribute('href', pagePath('solve', info.shareId));
  }
  // the optimum for the banner: a proven-optimal plan from the start (in the background, bounded by the server)
  api('/api/hint', { ...src, moves: [], timeout: '20s' }, hints.signal)
    .then(h => { if (h.status === 'SOLVED' && h.optimal) { game.optimum = h.cost; if (game.pos && game.pos.solved) showBanner(); } })
    .catch(() => {});
}
