// Compare: instances × configurations as a background job with a progress bar; the CLI's table, SVG charts of
// nodes, time and length, and the rows as CSV / JSON Lines.
import { el, clear, svgEl, download } from './dom.js';
import { api, follow, cancelJob } from './api.js';

export async function show(root) {
  const params = new URLSearchParams(location.search);
  const instances = el('textarea', { id: 'compare-instances', rows: 4 },
    params.get('instances') || 'rushhour:card-1\nrushhour:card-2\nrushhour:card-3');
  const algorithms = el('input', { id: 'compare-algorithms', size: 40, value: params.get('algorithms') || 'bfs, astar, idastar' });
  const timeout = el('input', { id: 'compare-timeout', size: 6, value: '10s' });
  const seed = el('input', { id: 'compare-seed', type: 'number', size: 8, placeholder: 'random' });
  const run = el('button', { class: 'primary', id: 'compare-run' }, 'Run');
  const cancel = el('button', { id: 'compare-cancel', disabled: true }, 'Cancel');
  const bar = el('progress', { id: 'compare-progress', max: 1, value: 0 });
  const now = el('span', { class: 'muted', id: 'compare-now' });
  const error = el('p', { class: 'error', id: 'compare-error', role: 'alert' });
  const out = el('div', { id: 'compare-out' });
  root.append(el('h1', {}, 'Compare'),
    el('p', { class: 'muted' }, 'Instances: one ID per line. Configurations: ALGO or ALGO:HEURISTIC, comma-separated. The time limit is per run.'),
    instances, el('div', { class: 'toolbar' }, el('label', {}, 'configurations', algorithms), el('label', {}, 'time limit', timeout),
      el('label', {}, 'seed', seed), run, cancel), el('div', { class: 'toolbar' }, bar, now), error, out);

  let job = null;
  cancel.addEventListener('click', () => job && cancelJob(job));
  run.addEventListener('click', async () => {
    error.textContent = '';
    clear(out);
    const body = { kind: 'compare', instances: instances.value.split(/\s+/).filter(Boolean),
      algorithms: algorithms.value.split(',').map(s => s.trim()).filter(Boolean), timeout: timeout.value.trim() || undefined,
      seed: seed.value ? +seed.value : undefined };
    try {
      job = (await api('/api/jobs', body)).id;
    } catch (e) {
      error.textContent = e.message;
      return;
    }
    run.disabled = true;
    cancel.disabled = false;
    try {
      const end = await follow(job, p => { bar.max = Math.max(1, p.total); bar.value = p.done; now.textContent = p.running ? 'running ' + p.running : ''; });
      if (end.error) error.textContent = end.error;
      if (end.result) { results(out, end.result); bar.value = bar.max; }
      now.textContent = end.state === 'CANCELLED' ? 'cancelled' : 'done';
    } catch (e) {
      error.textContent = e.message;
    } finally {
      run.disabled = false;
      cancel.disabled = true;
      job = null;
    }
  });
}

function results(out, r) {
  out.append(el('h2', {}, 'Table'), el('pre', { id: 'compare-table' }, r.table),
    r.notes.length ? el('ul', {}, r.notes.map(n => el('li', { class: 'muted' }, n))) : '',
    el('div', { class: 'toolbar' }, el('span', { class: 'muted' }, 'seed ' + r.seed),
      el('button', { id: 'download-csv', onclick: () => download('compare.csv', r.csv, 'text/csv') }, 'Download CSV'),
      el('button', { id: 'download-jsonl', onclick: () => download('compare.jsonl', r.jsonl, 'application/x-ndjson') }, 'Download JSONL')),
    el('h2', {}, 'Charts'),
    el('div', { class: 'charts' },
      chart('chart-nodes', 'Nodes expanded', r.rows, row => row.expanded, true),
      chart('chart-time', 'Wall time (ms)', r.rows, row => row.wall_ms, true),
      chart('chart-length', 'Solution length', r.rows, row => row.length, false)));
}

/** Tick values: powers of ten on a log axis, about four round steps on a linear one; the maximum last. */
function ticks(max, log) {
  const out = [0];
  if (log) for (let p = 1; p < max; p *= 10) out.push(p);
  else {
    const step = Math.pow(10, Math.floor(Math.log10(max / 4 || 1)));
    const nice = [1, 2, 5, 10].map(k => k * step).find(s => max / s <= 5) || step;
    for (let v = nice; v < max * 0.9; v += nice) out.push(v);
  }
  out.push(max);
  return out;
}

const short = v => v >= 1e6 ? (v / 1e6).toFixed(v >= 1e7 ? 0 : 1) + 'M' : v >= 1e4 ? Math.round(v / 1e3) + 'k' : String(Math.round(v * 10) / 10);

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf'];

/** A grouped bar chart: one group per instance, one bar per configuration (log scale for nodes and time). */
function chart(id, title, rows, value, log) {
  const insts = [...new Set(rows.map(r => r.instance))];
  const configs = [...new Set(rows.map(r => r.algorithm + (r.heuristic ? ':' + r.heuristic : '')))];
  const W = 380, H = 240, left = 48, bottom = 54, top = 26;
  const vals = rows.map(value).filter(v => v !== null && v !== undefined);
  const max = Math.max(1, ...vals);
  const scale = v => log ? Math.log10(1 + v) / Math.log10(1 + max) : v / max;
  const svg = svgEl('svg', { id, width: W, height: H, viewBox: `0 0 ${W} ${H}`, 'font-family': 'sans-serif', 'font-size': 10 });
  svg.append(svgEl('text', { x: W / 2, y: 16, 'text-anchor': 'middle', 'font-size': 13 }, title + (log ? ' (log)' : '')));
  svg.append(svgEl('line', { x1: left, y1: H - bottom, x2: W - 8, y2: H - bottom, stroke: '#888' }));
  let last = -1;
  for (const t of ticks(max, log)) {   // a labelled grid line per tick, not only the maximum
    if (t !== max && (1 - scale(t) < 0.08 || scale(t) - last < 0.08)) continue;   // labels must not overlap
    last = scale(t);
    const y = H - bottom - (H - bottom - top) * scale(t);
    svg.append(svgEl('line', { x1: left, y1: y, x2: W - 8, y2: y, stroke: '#e3e5e9' }),
      svgEl('text', { x: left - 4, y: y + 3, 'text-anchor': 'end' }, short(t)));
  }
  const gw = (W - left - 10) / Math.max(1, insts.length);
  const bw = Math.max(2, (gw - 8) / Math.max(1, configs.length));
  insts.forEach((inst, i) => {
    const gx = left + 4 + i * gw;
    svg.append(svgEl('text', { x: gx + gw / 2 - 4, y: H - bottom + 14, 'text-anchor': 'middle' }, inst.length > 18 ? '…' + inst.slice(-17) : inst));
    configs.forEach((c, k) => {
      const row = rows.find(r => r.instance === inst && r.algorithm + (r.heuristic ? ':' + r.heuristic : '') === c);
      const v = row ? value(row) : null;
      if (v === null || v === undefined) return;
      const h = (H - bottom - top) * scale(v);
      const bar = svgEl('rect', { x: gx + k * bw, y: H - bottom - h, width: bw - 1, height: h, fill: COLORS[k % COLORS.length] });
      bar.append(svgEl('title', {}, `${inst} · ${c}: ${v}`));
      svg.append(bar);
    });
  });
  configs.forEach((c, k) => {
    const x = left + (k % 3) * 110, y = H - 22 + Math.floor(k / 3) * 12;
    svg.append(svgEl('rect', { x, y: y - 8, width: 9, height: 9, fill: COLORS[k % COLORS.length] }), svgEl('text', { x: x + 12, y }, c));
  });
  return svg;
}
