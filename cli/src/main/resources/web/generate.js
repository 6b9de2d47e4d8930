// Generate: a puzzle's generator with its difficulty / size options and a seed; the result opens in Play.
import { el, clear } from './dom.js';
import { api, follow, rememberUpload } from './api.js';

const OPTIONS = {
  rushhour: [['min-moves', 'least optimal moves', '15'], ['size', 'board size', '6'], ['walls', 'walls', '0']],
  zhed: [['tiles', 'tiles', '4'], ['size', 'size WxH', '']],
  chexers: [['pieces', 'pieces', ''], ['blocks', 'blocks', ''], ['radius', 'radius', ''], ['colour', 'colour', '']],
  coroutine: [['turns', 'least turns', '8'], ['moves', 'least moves', ''], ['max-arrows', 'max arrows', '']],
};

export async function show(root) {
  const puzzle = el('select', { id: 'gen-puzzle' }, Object.keys(OPTIONS).map(p => el('option', { value: p }, p)));
  const fields = el('span', { class: 'toolbar' });
  const seed = el('input', { id: 'gen-seed', type: 'number', size: 8, placeholder: 'random' });
  const go = el('button', { class: 'primary', id: 'gen-run' }, 'Generate');
  const error = el('p', { class: 'error', id: 'gen-error', role: 'alert' });
  const out = el('div', { id: 'gen-out' });
  const inputs = {};
  const render = () => {
    clear(fields);
    for (const [name, label, value] of OPTIONS[puzzle.value]) {
      inputs[name] = el('input', { id: 'gen-' + name, size: 6, value });
      fields.append(el('label', {}, label, inputs[name]));
    }
  };
  puzzle.addEventListener('change', render);
  render();
  root.append(el('h1', {}, 'Generate'), el('div', { class: 'toolbar' }, el('label', {}, 'puzzle', puzzle), fields,
    el('label', {}, 'seed', seed), go), error, out);

  go.addEventListener('click', async () => {
    error.textContent = '';
    clear(out, el('p', { class: 'muted' }, 'generating…'));
    const options = {};
    for (const [name] of OPTIONS[puzzle.value]) if (inputs[name].value.trim()) options[name] = inputs[name].value.trim();
    go.disabled = true;
    try {
      const { id } = await api('/api/jobs', { kind: 'generate', puzzle: puzzle.value, options, seed: seed.value ? +seed.value : undefined });
      const end = await follow(id, () => {});
      if (end.error) throw new Error(end.error);
      const r = end.result;
      clear(out, el('p', {}, `seed ${r.seed}`), el('pre', { id: 'gen-content' }, r.content),
        el('button', { class: 'primary', id: 'gen-play', onclick: () => {
          rememberUpload({ content: r.content, name: `generated-${r.puzzle}-${r.seed}`, puzzle: r.puzzle });
          location.href = '/play/upload';
        } }, 'Open in Play'));
    } catch (e) {
      clear(out);
      error.textContent = e.message;
    } finally {
      go.disabled = false;
    }
  });
}
