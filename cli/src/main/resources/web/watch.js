// Watch the search (teaching): step through any traceable algorithm node by node on a small instance: the current
// state, g / h / f, the frontier (BFS, best-first) or the depth-first trace table, and nodes per depth. The algorithms
// offered are the catalogue's entries that report to a trace (/api/load's algorithms, "traces"), so a new traced
// algorithm appears here by its catalogue entry alone.
import { el, clear, svgEl, svgNode, showBoard } from './dom.js';
import { api, sourceFromPath, displayName, legend, pagePath, DEVELOPER } from './api.js';

/** Small instances that show a search well, beside each puzzle's built-ins in the picker. */
const TEACHING = ['fifteen:3x3:1.4.2.3.0.7.6.8.5', 'coroutine:17.24.49.6.33.72.137.112'];

/** The instance picker: this instance, teaching examples, then every puzzle's built-ins; a choice opens its page. */
async function picker(current) {
  const puzzles = (await api('/api/puzzles').catch(() => [])).filter(p => !DEVELOPER.has(p.name));
  const ids = new Set([current, ...TEACHING]);
  const pick = el('select', { id: 'watch-instance', 'aria-label': 'instance' },
    el('optgroup', { label: 'small examples' }, [...ids].map(i => el('option', { value: i, selected: i === current }, i))),
    puzzles.map(p => el('optgroup', { label: displayName(p.name) }, p.builtins.filter(b => !ids.has(b.id))
      .map(b => el('option', { value: b.id, title: b.description }, b.id.slice(b.id.indexOf(':') + 1))))));
  pick.addEventListener('change', () => { location.href = pagePath('watch', pick.value) + location.search; });
  return pick;
}

export async function show(root, id) {
  if (!id) { location.replace('/watch/fifteen:3x3:1.4.2.3.0.7.6.8.5'); return; }
  const src = sourceFromPath(id);
  const info = await api('/api/load', src);
  const traced = info.algorithms.filter(a => a.traces !== 'NONE');
  const algorithm = el('select', { id: 'watch-algorithm' }, traced.map(a => el('option', { value: a.name, title: a.description }, a.name)));
  const steps = el('input', { id: 'watch-steps', type: 'number', value: 300, min: 1, max: info.maxWatchSteps, size: 6 });
  const run = el('button', { class: 'primary', id: 'watch-run' }, 'Run');
  const error = el('p', { class: 'error', id: 'watch-error', role: 'alert' });
  const view = el('div', { id: 'watch-view' });
  const instance = id === 'upload' ? '' : el('label', {}, 'instance', await picker(id));
  root.append(el('h1', {}, 'Watch a search on ', displayName(info.puzzle), ' ', el('span', { id: 'instance-id', class: 'instance-id' }, info.id)),
    el('p', { class: 'muted' }, 'For small instances: each row is one node taken from the frontier (BFS, best-first) or one move tried by a depth-first search (DFS, IDDFS, IDA*…), as in solve --trace.'),
    el('div', { class: 'toolbar' }, instance, el('label', {}, 'algorithm', algorithm), el('label', {}, 'steps', steps), run), error, view);

  const params = new URLSearchParams(location.search);   // a shareable link: /watch/ID?algorithm=astar&steps=300
  if (params.get('algorithm')) algorithm.value = params.get('algorithm');
  if (params.get('steps')) steps.value = params.get('steps');
  run.addEventListener('click', async () => {
    error.textContent = '';
    clear(view, el('p', { class: 'muted' }, 'searching…'));
    try {
      const w = await api('/api/watch', { ...src, algorithm: algorithm.value, steps: +steps.value });
      clear(view);
      await explore(view, src, w, info);
    } catch (e) {
      clear(view);
      error.textContent = e.message;
    }
  });
  if (params.get('algorithm')) run.click();
  else {   // the page opens on the start position, with the search one click away
    api('/api/position', src).then(p => {
      if (view.children.length) return;
      clear(view, el('p', { class: 'muted', id: 'watch-start' }, 'The start position. Pick an algorithm and Run to step through its search.'),
        el('div', { id: 'board', class: 'board watch-start' }, svgNode(p.svg)));
    }).catch(e => { error.textContent = e.message; });
  }
}

async function explore(view, src, w, info) {
  const rows = w.steps;
  const board = el('div', { id: 'board', class: 'board' });
  const detail = el('div', { id: 'watch-detail' });
  const scrub = el('input', { type: 'range', id: 'watch-scrub', min: 0, max: Math.max(0, rows.length - 1), value: 0 });
  const label = el('span', { id: 'watch-at' });
  const body = el('tbody', {});
  const trs = rows.map((r, i) => el('tr', { onclick: () => go(i) }, el('td', {}, i + 1), el('td', {}, r.depth), el('td', {}, r.g),
    el('td', {}, r.h ?? ''), el('td', {}, r.f ?? ''), el('td', {}, r.bound ?? ''), el('td', {}, r.verdict),
    el('td', { class: 'left' }, r.path.length ? r.path[r.path.length - 1] : '(start)')));
  body.append(...trs);
  let at = 0;
  let timer = null;
  let shown = -1;
  async function go(k) {
    at = Math.max(0, Math.min(rows.length - 1, k));
    scrub.value = at;
    label.textContent = `step ${at + 1} / ${rows.length}${w.truncated ? ' (more steps not shown)' : ''}`;
    trs.forEach((tr, i) => tr.classList.toggle('sel', i === at));
    const r = rows[at];
    clear(detail, el('p', {}, `depth ${r.depth} · g ${r.g}` + (r.h !== undefined ? ` · h ${r.h} · f ${r.f}` : '') + ` · ${r.verdict}`),
      el('p', { class: 'muted' }, 'path: ' + (r.path.join(' ') || '(start)')),
      r.children ? el('p', {}, 'children: ' + (r.children.join(', ') || 'none')) : '',
      r.frontier !== undefined ? el('div', {}, el('p', {}, `frontier: ${r.frontier} nodes; next:`), el('ol', {}, r.next.map(n => el('li', {}, n)))) : '');
    if (shown !== at) {
      shown = at;
      const pos = await api('/api/position', { ...src, moves: r.path });
      if (shown === at) showBoard(board, pos.svg);
    }
  }
  const stop = () => { clearInterval(timer); timer = null; playBtn.textContent = 'Play'; };
  const playBtn = el('button', { id: 'watch-play', onclick: () => {
    if (timer) { stop(); return; }
    playBtn.textContent = 'Pause';
    timer = setInterval(() => { if (at >= rows.length - 1) stop(); else go(at + 1); }, 400);
  } }, 'Play');
  scrub.addEventListener('input', () => { stop(); go(+scrub.value); });
  view.append(el('p', {}, `${w.algorithm}${w.heuristic ? ' with ' + w.heuristic : ''}: ${rows.length} steps`),
    el('div', { class: 'toolbar' }, el('button', { id: 'watch-prev', onclick: () => { stop(); go(at - 1); } }, '◀'), playBtn,
      el('button', { id: 'watch-next', onclick: () => { stop(); go(at + 1); } }, '▶'), scrub, label),
    el('div', { class: 'watch' }, el('div', {}, board, legend(info.puzzle) ? el('p', { class: 'muted legend', id: 'watch-legend' }, legend(info.puzzle)) : '',
      detail, depthChart(w.perDepth)),
      el('div', { class: 'trace' }, el('table', { class: 'stats', id: 'watch-table' },
        el('thead', {}, el('tr', {}, ['#', 'depth', 'g', 'h', 'f', 'bound', 'verdict', 'move'].map(h => el('th', {}, h)))), body))),
    w.report ? el('div', {}, el('h2', {}, "The puzzle's own trace (as solve --trace prints it)"), el('pre', { id: 'watch-report', class: 'trace' }, w.report)) : '');
  if (rows.length) await go(0);
}

function depthChart(perDepth) {
  const entries = Object.entries(perDepth).map(([d, n]) => [+d, n]);
  const W = 360, H = 180, left = 36, bottom = 24;
  const svg = svgEl('svg', { id: 'watch-depth-chart', width: W, height: H, 'font-family': 'sans-serif', 'font-size': 10 });
  svg.append(svgEl('text', { x: W / 2, y: 12, 'text-anchor': 'middle', 'font-size': 12 }, 'nodes per depth'));
  const max = Math.max(1, ...entries.map(e => e[1]));
  const bw = (W - left - 8) / Math.max(1, entries.length);
  entries.forEach(([d, n], i) => {
    const h = (H - bottom - 20) * n / max;
    const bar = svgEl('rect', { x: left + i * bw, y: H - bottom - h, width: Math.max(1, bw - 2), height: h, fill: '#2463c9' });
    bar.append(svgEl('title', {}, `depth ${d}: ${n}`));
    svg.append(bar, svgEl('text', { x: left + i * bw + bw / 2, y: H - bottom + 12, 'text-anchor': 'middle' }, d));
  });
  svg.append(svgEl('text', { x: left - 4, y: 28, 'text-anchor': 'end' }, max));
  return svg;
}
