// Catalog: one card per puzzle with a picture (the server's SVG of a built-in), a line on how it plays, its built-in
// instances to play or solve; below, opening a file of one's own. Developers' puzzles (template) are left out.
import { el, clear } from './dom.js';
import { api, rememberUpload, pagePath, displayName, DEVELOPER } from './api.js';

/** The built-in shown on the card and a line for people; plugins fall back to their own summary. */
const SHOWN = {
  rushhour: ['rushhour:card-1', 'Slide the cars and trucks along their lanes until the red car can drive out.'],
  fifteen: ['fifteen:korf-1', 'Slide the numbered tiles into order, one move into the gap at a time.'],
  coroutine: ['coroutine:bailey-1', 'Two tokens take turns: each moves along an arrow of the square the other stands on. Reach the centre.'],
  zhed: ['zhed:level-5', 'Each number tile stretches that many squares in one direction. Reach the target.'],
  chexers: ['chexers:spec', 'Move, jump and exit every piece off the hexagonal board in as few actions as you can.'],
  sokoban: ['sokoban:microban-1', 'Push every box onto a goal. You can push one box at a time and never pull: '
    + 'think before you push into a corner. Microban\'s 155 levels start gently; XSokoban\'s 90 are the classics.'],
  puzzlescript: ['puzzlescript:microban-1', 'Games written in PuzzleScript, the designers\' own language: pick a game, '
    + 'then a level. Arrow keys or W A S D move, X is the action, Z undoes, R restarts.'],
};

/**
 * A built-in that stands for a numbered set ("Microban 1 … (also microban-2 .. microban-155)"): every level of the
 * set, so the picker reaches all of them, not only the first.
 */
function expand(builtins) {
  const out = [];
  for (const b of builtins) {
    out.push(b);
    const m = /\(also ([\w.-]+)-(\d+) \.\. \1-(\d+)\)/.exec(b.description || '');
    const prefix = b.id.slice(0, b.id.indexOf(':') + 1);
    if (!m || m[3] - m[2] > 5000) continue;
    for (let n = +m[2]; n <= +m[3]; n++) out.push({ id: prefix + m[1] + '-' + n, description: null });
  }
  return out;
}

export async function show(root) {
  const puzzles = (await api('/api/puzzles')).filter(p => !DEVELOPER.has(p.name));
  const order = Object.keys(SHOWN);
  puzzles.sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99));
  root.append(el('h1', {}, 'Puzzles'),
    el('p', { class: 'lead' }, 'Play a puzzle by hand, then watch a search solve it. Pick one:'),
    el('div', { class: 'cards', id: 'catalog-cards' }, puzzles.map(card)),
    uploadForm(puzzles));
}

function card(p) {
  if (p.name === 'puzzlescript') return gamesCard(p);
  const [shown, blurb] = SHOWN[p.name] || [p.builtins.length ? p.builtins[0].id : null, p.summary];
  const all = expand(p.builtins);
  // options name the instance only, so the picker is never cut off; the picked one's description is told below it
  const pick = el('select', { 'aria-label': 'instance', class: 'instance-pick' },
    all.map(b => el('option', { value: b.id, selected: b.id === shown }, b.id.slice(b.id.indexOf(':') + 1))));
  const about = el('p', { class: 'muted pick-about' });
  const tell = () => { about.textContent = aboutOf(all.find(b => b.id === pick.value)); };
  pick.addEventListener('change', tell);
  tell();
  const go = page => { location.href = pagePath(page, pick.value); };
  const picture = shown ? el('a', { href: pagePath('play', shown), class: 'thumb' },
    el('img', { src: '/api/render/' + encodeURIComponent(shown) + '.svg', alt: displayName(p.name) + ' ' + shown, loading: 'lazy' })) : '';
  return el('section', { class: 'card puzzle', 'data-puzzle': p.name },
    picture,
    el('h2', {}, displayName(p.name)),
    el('p', {}, blurb),
    p.builtins.length
      ? el('div', {}, el('div', { class: 'toolbar' }, pick,
        el('button', { class: 'primary', onclick: () => go('play') }, 'Play'),
        el('button', { onclick: () => go('solve') }, 'Solve')), about)
      : el('p', { class: 'muted' }, 'no built-in instances: open a file below'));
}

/**
 * PuzzleScript: a game picker (its title and author, from the built-in's description "Microban by David Skinner
 * (10 levels)") and a level picker (numbers, and the message a game shows before a level, which designers use as its
 * title), filled from /api/levels for the picked game.
 */
function gamesCard(p) {
  const [shown, blurb] = SHOWN.puzzlescript;
  const game = el('select', { 'aria-label': 'game', id: 'ps-game', class: 'instance-pick' },
    p.builtins.map(b => el('option', { value: b.id, selected: b.id === shown }, gameName(b.description))));
  const level = el('select', { 'aria-label': 'level', id: 'ps-level', class: 'instance-pick' });
  const about = el('p', { class: 'muted pick-about', id: 'ps-about' });
  const img = el('img', { src: '/api/render/' + encodeURIComponent(shown) + '.svg', alt: 'PuzzleScript ' + shown, loading: 'lazy' });
  const link = el('a', { href: pagePath('play', shown), class: 'thumb' }, img);
  async function levels() {
    const b = p.builtins.find(x => x.id === game.value);
    about.textContent = b ? b.description : '';
    clear(level, el('option', { value: game.value }, 'level 1'));
    const lv = await api('/api/levels', { instance: game.value }).catch(() => null);
    if (!lv || game.value !== b.id) return;
    clear(level, lv.instances.map(i => el('option', { value: i.id }, levelName(i))));
  }
  const picture = () => { img.src = '/api/render/' + encodeURIComponent(level.value) + '.svg'; link.href = pagePath('play', level.value); };
  game.addEventListener('change', () => levels().then(picture));
  level.addEventListener('change', picture);
  levels();
  const go = page => { location.href = pagePath(page, level.value || game.value); };
  return el('section', { class: 'card puzzle', 'data-puzzle': p.name }, link,
    el('h2', {}, displayName(p.name)), el('p', {}, blurb),
    el('div', {}, el('div', { class: 'toolbar' }, el('label', {}, 'game ', game), el('label', {}, 'level ', level),
      el('button', { class: 'primary', id: 'ps-play', onclick: () => go('play') }, 'Play'),
      el('button', { id: 'ps-solve', onclick: () => go('solve') }, 'Solve')), about));
}

/** "level 3", "level 3 – The Bridge"; a title that names the level itself ("level 3 of 10") stands alone. */
const levelName = i => !i.title ? 'level ' + i.index : /^level\b/i.test(i.title) ? i.title : 'level ' + i.index + ' – ' + i.title;

/** "Microban by David Skinner (10 levels)" → "Microban by David Skinner". */
const gameName = d => String(d || '').replace(/\s*\([^)]*\)\s*$/, '');

/**
 * What the picker's instance is: its description ("ThinkFun card 1 (beginner), 8 moves"), without the "(also …)" of a
 * set (its other levels follow in the list); a set's later levels by their number.
 */
function aboutOf(b) {
  if (!b) return '';
  if (b.description) return b.description.replace(/\s*\(also [^)]*\)$/, '');
  const n = /-(\d+)$/.exec(b.id);
  return n ? 'level ' + n[1] + ' of the set' : '';
}

/** Paste or upload a file in any format the CLI reads; a bad file shows the one-line error here. */
function uploadForm(puzzles) {
  const text = el('textarea', { id: 'upload-text', rows: 5, placeholder: 'Paste a puzzle file here, or choose one' });
  const file = el('input', { type: 'file', id: 'upload-file' });
  const puzzle = el('select', { id: 'upload-puzzle' }, el('option', { value: '' }, 'recognise it'),
    puzzles.map(p => el('option', { value: p.name }, displayName(p.name))));
  const error = el('p', { class: 'error', id: 'upload-error', role: 'alert' });
  // a file of several instances (a Sokoban collection, Korf's 100): pick one; its page then offers the next
  const level = el('select', { id: 'upload-level' });
  const levelLabel = el('label', { id: 'upload-level-label', hidden: true }, 'level', level);
  let name = 'pasted', count = 1, pending = null, listed = null;
  async function listLevels() {
    const content = text.value;
    if (!content.trim()) { levelLabel.hidden = true; count = 1; listed = null; return; }
    const key = JSON.stringify([content, name, puzzle.value]);
    if (key === listed) return;   // listed already: keep the level the user picked
    try {
      const lv = await api('/api/levels', { content, name, puzzle: puzzle.value || undefined });
      if (text.value !== content) return;   // edited meanwhile: a newer listing follows
      count = lv.count;
      const picked = level.value;
      clear(level, lv.instances.map(i => el('option', { value: String(i.index) }, i.index + (i.title && i.title !== String(i.index) ? ' – ' + i.title : ''))));
      if ([...level.options].some(o => o.value === picked)) level.value = picked;
      listed = key;
      levelLabel.hidden = count < 2;
    } catch (e) {
      levelLabel.hidden = true;   // not readable (yet): Play and Solve say why
      count = 1;
      listed = null;
    }
  }
  file.addEventListener('change', async () => {
    const f = file.files[0];
    if (!f) return;
    if (f.size > 900_000) { error.textContent = f.name + ': larger than the server accepts (1 MB)'; return; }
    name = f.name;
    text.value = await f.text();
    listLevels();
  });
  text.addEventListener('input', () => {
    if (!file.files.length) name = 'pasted';
    clearTimeout(pending);
    pending = setTimeout(listLevels, 400);
  });
  puzzle.addEventListener('change', listLevels);
  async function open(where) {
    error.textContent = '';
    clearTimeout(pending);
    await listLevels();
    const upload = { content: text.value, name, puzzle: puzzle.value || undefined };
    if (count > 1) { upload.index = Number(level.value); upload.count = count; }
    try {
      const info = await api('/api/load', upload);
      upload.puzzle = info.puzzle;
      rememberUpload(upload);
      location.href = '/' + where + '/upload';
    } catch (e) {
      clear(error, e.message);
    }
  }
  const formats = el('details', {}, el('summary', {}, 'Formats read'),
    el('ul', { class: 'formats' }, puzzles.map(p => el('li', {}, el('strong', {}, displayName(p.name)), ': ', p.formats.join('; ')))));
  return el('section', { class: 'card open-file' },
    el('h2', {}, 'Open your own puzzle'), text,
    el('div', { class: 'toolbar' }, file, el('label', {}, 'puzzle', puzzle), levelLabel,
      el('button', { class: 'primary', id: 'upload-play', onclick: () => open('play') }, 'Play'),
      el('button', { id: 'upload-solve', onclick: () => open('solve') }, 'Solve')),
    error, formats);
}
