// Generate: the form is built from each puzzle's declared generator options (/api/puzzles); the run is a
// cancellable job; a board with an ID opens at its own address in Play, others as an upload.
import { el, clear, download } from './dom.js';
import { api, follow, cancelJob, rememberUpload, displayName, plainWords, webWords, DEVELOPER } from './api.js';

/**
 * Values a page starts a generator's form with, where the generator has no default for a choice it needs (coroutine
 * wants a length or "hardest", ZHED a number of tiles): the form then works as it opens. Shown in the fields, so nothing is hidden.
 */
const STARTING_VALUES = { coroutine: { turns: '8' }, zhed: { tiles: '4' } };

/** An option's name as a label: "min-moves" → "min moves". */
const labelOf = name => name.replace(/-/g, ' ');

/**
 * One form field for a declared option, labelled in words with its description below; returns [field, read()] where
 * read() gives the text to send or null.
 */
function field(p, start) {
  const id = 'gen-' + p.name;
  const range = p.min !== undefined && p.min !== null ? ` (${p.min}..${p.max})` : '';
  const about = el('span', { class: 'muted help' }, plainWords(p.description) + range);
  const row = (...control) => el('div', { class: 'gen-field' }, el('label', { for: id }, labelOf(p.name)), ...control, about);
  if (p.kind === 'FLAG') {
    const box = el('input', { id, type: 'checkbox', checked: start === 'true' });
    return [row(box), () => (box.checked ? 'true' : null)];
  }
  if (p.kind === 'CHOICE') {
    const sel = el('select', { id }, p.choices.map(c => el('option', { value: c, selected: c === (start ?? p.default) }, c)));
    return [row(sel), () => (sel.value === p.default ? null : sel.value)];
  }
  const attrs = { id, size: 8, placeholder: p.default ?? '', value: start };
  if (p.kind === 'INT') Object.assign(attrs, { type: 'number', min: p.min, max: p.max });
  const input = el('input', attrs);
  return [row(input), () => (input.value.trim() ? input.value.trim() : null)];
}

export async function show(root) {
  const generators = (await api('/api/puzzles')).filter(p => p.generator && !DEVELOPER.has(p.name));
  const puzzle = el('select', { id: 'gen-puzzle' }, generators.map(p => el('option', { value: p.name }, displayName(p.name))));
  const about = el('p', { class: 'muted', id: 'gen-about' });
  const fields = el('div', { class: 'gen-fields', id: 'gen-fields' });
  const seed = el('input', { id: 'gen-seed', type: 'number', size: 8, placeholder: 'random' });
  const go = el('button', { class: 'primary', id: 'gen-run' }, 'Generate');
  const stop = el('button', { id: 'gen-cancel', disabled: true }, 'Cancel');
  const error = el('p', { class: 'error', id: 'gen-error', role: 'alert' });
  const out = el('div', { id: 'gen-out' });
  let readers = {};
  let job = null;
  const render = () => {
    const g = generators.find(p => p.name === puzzle.value).generator;
    about.textContent = plainWords(g.description);
    readers = {};
    const start = STARTING_VALUES[puzzle.value] || {};
    clear(fields, g.params.map(p => {
      const [f, read] = field(p, start[p.name]);
      readers[p.name] = read;
      return f;
    }));
  };
  puzzle.addEventListener('change', render);
  if (generators.length) render();
  root.append(el('h1', {}, 'Generate'), el('div', { class: 'toolbar' }, el('label', {}, 'puzzle', puzzle)), about,
    el('details', { open: true }, el('summary', {}, 'Options'), fields),
    el('div', { class: 'toolbar' }, el('label', {}, 'seed', seed), go, stop), error, out);

  stop.addEventListener('click', () => job && cancelJob(job));
  go.addEventListener('click', async () => {
    error.textContent = '';
    clear(out, el('p', { class: 'muted' }, 'generating…'));
    const options = {};
    for (const [name, read] of Object.entries(readers)) {
      const v = read();
      if (v !== null) options[name] = v;
    }
    go.disabled = true;
    try {
      ({ id: job } = await api('/api/jobs', { kind: 'generate', puzzle: puzzle.value, options, seed: seed.value ? +seed.value : undefined }));
      stop.disabled = false;
      const end = await follow(job, () => {});
      if (end.error) throw new Error(webWords(end.error));
      const r = end.result;
      const boards = r.boards.map((b, i) => el('div', { class: 'generated' },
        el('p', {}, b.description),
        el('pre', { id: i === 0 ? 'gen-content' : undefined }, b.text),
        el('button', { class: 'primary', id: i === 0 ? 'gen-play' : undefined, onclick: () => {
          if (b.play) { location.href = b.play; return; }
          rememberUpload({ content: b.text, name: `generated-${r.puzzle}-${r.seed}`, puzzle: r.puzzle });
          location.href = '/play/upload';
        } }, 'Open in Play'), ' ',
        el('button', { onclick: () => download(b.fileName, b.text) }, 'Download')));
      clear(out, el('p', {}, `seed ${r.seed}` + (end.state === 'CANCELLED' ? ' (cancelled)' : '')),
        r.notes.length ? el('pre', { class: 'muted', id: 'gen-notes' }, plainWords(r.notes.join('\n'))) : '',   // clear() would show a null as text
        boards.length ? boards : el('p', { class: 'muted' }, 'no board made'));
    } catch (e) {
      clear(out);
      error.textContent = e.message;
    } finally {
      go.disabled = false;
      stop.disabled = true;
      job = null;
    }
  });
}
