// Watch the search: placeholder until the step-by-step view lands (see the README).
import { el } from './dom.js';

export async function show(root, id) {
  root.append(el('h1', {}, 'Watch the search'), el('p', { class: 'muted' }, 'Not built yet: ' + (id || '')));
}
