// Catalog: every puzzle, its formats and built-in instances; open a built-in or an uploaded / pasted file.
import { el, clear } from './dom.js';
import { api, rememberUpload } from './api.js';

export async function show(root) {
  const puzzles = await api('/api/puzzles');
  root.append(el('h1', {}, 'Catalog'), uploadForm(puzzles));
  const cards = el('div', { class: 'cards' });
  for (const p of puzzles) cards.append(card(p));
  root.append(el('h2', {}, 'Puzzles and built-in instances'), cards);
}

function card(p) {
  const list = el('ul', {});
  for (const b of p.builtins) {
    list.append(el('li', {},
      el('a', { href: '/play/' + b.id }, b.id), ' · ',
      el('a', { href: '/solve/' + b.id }, 'solve'), ' ',
      el('span', { class: 'muted' }, b.description)));
  }
  const heur = Object.entries(p.heuristics || {}).map(([m, hs]) =>
    el('div', { class: 'muted' }, `heuristics (${m}): `, hs.map(h => h.name + (h.admissible ? ' (admissible)' : '')).join(', ')));
  return el('section', { class: 'card', 'data-puzzle': p.name },
    el('h2', {}, p.name), el('p', {}, p.summary),
    el('div', { class: 'muted' }, 'formats: '), el('ul', {}, p.formats.map(f => el('li', {}, f))),
    heur, list.children.length ? list : el('p', { class: 'muted' }, 'no built-in instances'));
}

/** Paste or upload a file in any format the CLI reads; a bad file shows the CLI's one-line error here. */
function uploadForm(puzzles) {
  const text = el('textarea', { id: 'upload-text', rows: 6, placeholder: 'Paste a puzzle file here, or choose one below' });
  const file = el('input', { type: 'file', id: 'upload-file' });
  const puzzle = el('select', { id: 'upload-puzzle' }, el('option', { value: '' }, 'detect'),
    puzzles.map(p => el('option', { value: p.name }, p.name)));
  const error = el('p', { class: 'error', id: 'upload-error', role: 'alert' });
  let name = 'pasted';
  file.addEventListener('change', async () => {
    const f = file.files[0];
    if (!f) return;
    if (f.size > 900_000) { error.textContent = f.name + ': larger than the server accepts (1 MB)'; return; }
    name = f.name;
    text.value = await f.text();
  });
  text.addEventListener('input', () => { if (!file.files.length) name = 'pasted'; });
  async function open(where) {
    error.textContent = '';
    const upload = { content: text.value, name, puzzle: puzzle.value || undefined };
    try {
      const info = await api('/api/load', upload);
      upload.puzzle = info.puzzle;
      rememberUpload(upload);
      location.href = '/' + where + '/upload';
    } catch (e) {
      clear(error, e.message);
    }
  }
  return el('section', { class: 'card' },
    el('h2', {}, 'Open a file'), text,
    el('div', { class: 'toolbar' }, file, el('label', {}, 'puzzle', puzzle),
      el('button', { class: 'primary', id: 'upload-play', onclick: () => open('play') }, 'Play'),
      el('button', { id: 'upload-solve', onclick: () => open('solve') }, 'Solve')),
    error);
}
