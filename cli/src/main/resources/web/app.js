// Routes a URL to its page: /catalog, /play/ID, /solve/ID, /compare, /generate, /watch/ID, /edit[/ID].
import { el, clear } from './dom.js';

const pages = {
  '': () => import('./catalog.js'),
  catalog: () => import('./catalog.js'),
  play: () => import('./play.js'),
  solve: () => import('./solve.js'),
  compare: () => import('./compare.js'),
  generate: () => import('./generate.js'),
  watch: () => import('./watch.js'),
  edit: () => import('./edit.js'),
};

async function main() {
  const root = document.getElementById('app');
  const parts = location.pathname.split('/').filter(Boolean);
  const name = parts[0] || '';
  const arg = parts.length > 1 ? decodeURIComponent(parts.slice(1).join('/')) : null;
  const load = pages[name];
  try {
    if (!load) throw new Error('no such page: ' + location.pathname);
    const page = await load();
    clear(root);
    await page.show(root, arg);
  } catch (e) {
    clear(root, el('p', { class: 'error', id: 'page-error' }, e.message));
  }
}

main();
