// Solve: options that apply to the instance, live progress with cancel, the result's statistics, an animated
// replay (play / pause / step / scrub) and downloads of the JSON and the native solution.
import { el, clear, svgNode, showBoard, download } from './dom.js';
import { api, sourceFromPath, follow, cancelJob, pagePath, displayName } from './api.js';

export async function show(root, id) {
  if (!id) { location.replace('/solve/rushhour:card-40'); return; }
  const src = sourceFromPath(id);
  const info = await api('/api/load', src);

  const algorithm = el('select', { id: 'algorithm' }, info.algorithms.map(a =>
    el('option', { value: a.name, selected: a.name === info.defaultAlgorithm }, a.name + (a.name === info.defaultAlgorithm ? ' (default)' : ''))));
  const metric = el('select', { id: 'metric' }, info.metrics.map(m => el('option', { value: m }, m)));
  const heuristic = el('select', { id: 'heuristic' });
  const timeout = el('input', { id: 'timeout', value: '30s', size: 6 });
  const maxNodes = el('input', { id: 'max-nodes', type: 'number', min: 0, placeholder: 'none', size: 10 });
  const seed = el('input', { id: 'seed', type: 'number', placeholder: 'random', size: 10 });
  const weight = el('input', { id: 'weight', type: 'number', step: '0.1', value: '2', size: 4 });
  const seedLabel = el('label', {}, 'seed', seed);
  const weightLabel = el('label', {}, 'weight', weight);
  const heuristicLabel = el('label', {}, 'heuristic', heuristic);
  const start = el('button', { class: 'primary', id: 'start' }, 'Solve');
  const cancel = el('button', { id: 'cancel', disabled: true }, 'Cancel');
  const error = el('p', { class: 'error', id: 'solve-error', role: 'alert' });
  const live = el('div', { id: 'progress' });
  const result = el('div', { id: 'result' });
  const replay = el('div', { id: 'replay' });

  function applicable() {
    const algo = info.algorithms.find(a => a.name === algorithm.value);
    const hs = info.heuristics[metric.value] || [];
    const keep = heuristic.value;
    clear(heuristic, el('option', { value: '' }, 'default'), hs.map(h =>
      el('option', { value: h.name }, h.name + (h.admissible ? ' (admissible)' : ' (not admissible)'))), el('option', { value: 'zero' }, 'zero'));
    heuristic.value = [...heuristic.options].some(o => o.value === keep) ? keep : '';
    heuristicLabel.hidden = !algo.usesHeuristic;
    seedLabel.hidden = !algo.name.includes('random');
    weightLabel.hidden = algo.name !== 'wastar';
  }
  algorithm.addEventListener('change', applicable);
  metric.addEventListener('change', applicable);
  applicable();

  root.append(el('h1', {}, 'Solve ', displayName(info.puzzle), ' ', el('span', { id: 'instance-id', class: 'instance-id' }, info.id)),
    info.description ? el('p', { class: 'muted' }, info.description) : '',
    el('div', { class: 'toolbar' }, el('label', {}, 'algorithm', algorithm), heuristicLabel,
      info.metrics.length > 1 ? el('label', {}, 'metric', metric) : '', el('label', {}, 'time limit', timeout),
      el('label', {}, 'max nodes', maxNodes), seedLabel, weightLabel, start, cancel,
      el('a', { href: pagePath('play', id) }, 'play this')),
    error, el('div', { class: 'solve' }, replay, el('div', { class: 'side' }, live, result)));

  // the start position stays on the page while a search runs (the replay takes its place when there is one)
  let startSvg = null;
  const showStart = heading => {
    if (startSvg) clear(replay, el('h2', { id: 'board-heading' }, heading), el('div', { id: 'board', class: 'board' }, svgNode(startSvg)));
  };
  api('/api/position', src).then(p => { startSvg = p.svg; if (!replay.children.length) showStart('Start'); });

  let job = null;
  cancel.addEventListener('click', () => job && cancelJob(job));
  start.addEventListener('click', async () => {
    error.textContent = '';
    clear(result);
    showStart('Start — searching…');
    const algo = info.algorithms.find(a => a.name === algorithm.value);
    const body = { kind: 'solve', ...src, algorithm: algorithm.value, timeout: timeout.value.trim() || undefined,
      metric: info.metrics.length > 1 ? metric.value : undefined,
      heuristic: algo.usesHeuristic && heuristic.value ? heuristic.value : undefined,
      maxNodes: maxNodes.value ? +maxNodes.value : undefined,
      seed: algo.name.includes('random') && seed.value ? +seed.value : undefined,
      weight: algo.name === 'wastar' ? +weight.value : undefined };
    try {
      job = (await api('/api/jobs', body)).id;
    } catch (e) {
      error.textContent = e.message;
      return;
    }
    start.disabled = true;
    cancel.disabled = false;
    clear(live, progressTable({}));
    try {
      const end = await follow(job, p => clear(live, progressTable(p)));
      if (end.error) error.textContent = end.error;
      if (!end.result || !end.result.moves.length) showStart('Start');
      if (end.result) {
        const r = end.result;
        clear(live, progressTable({ ...r.stats, elapsedMillis: r.stats.wallMillis, incumbent: r.length ?? undefined,
          lowerBound: r.lowerBound ?? (r.optimal ? r.length : undefined) }));
        await showResult(end.result);
      }
    } catch (e) {
      error.textContent = e.message;
    } finally {
      start.disabled = false;
      cancel.disabled = true;
      job = null;
    }
  });

  async function showResult(r) {
    const s = r.stats;
    clear(result, el('h2', {}, 'Result'),
      el('p', { id: 'result-status' }, `${r.status}${r.status === 'SOLVED' ? (r.optimal ? ', proven optimal' : ', not proven optimal') : ''}` +
        (r.length !== null ? ` — length ${r.length}` : '') + (r.message ? ` — ${r.message}` : '') + (r.seed !== undefined ? ` — seed ${r.seed}` : '')),
      table([['algorithm', r.algorithm], ['heuristic', r.heuristic ?? '—'], ['metric', r.metric], ['expanded', s.expanded],
        ['generated', s.generated], ['duplicates', s.duplicates], ['stored', s.stored], ['max frontier', s.maxFrontier],
        ['iterations', s.iterations], ['wall ms', s.wallMillis], ['CPU ms', s.cpuMillis], ['peak memory', bytes(s.peakBytes)]]),
      el('div', { class: 'toolbar' },
        el('button', { id: 'download-json', onclick: () => download(`${safe(r.instance)}.json`, JSON.stringify(r, null, 2), 'application/json') }, 'Download JSON'),
        r.moves.length ? el('button', { id: 'download-native', onclick: async () => {
          const t = await fetch('/api/native', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...src, moves: r.moves }) });
          download(`${safe(r.instance)}.solution.txt`, await t.text());
        } }, 'Download solution') : ''));
    if (r.moves.length) await showReplay(r.moves);
  }

  async function showReplay(moves) {
    const frames = [];   // the server answers the pictures a page at a time
    for (let from = 0; from != null;) {
      const page = await api('/api/frames', { ...src, moves, from });
      frames.push(...page.frames);
      from = page.next;
    }
    const board = el('div', { id: 'board', class: 'board' });
    const scrub = el('input', { type: 'range', id: 'replay-scrub', min: 0, max: frames.length - 1, value: 0 });
    const label = el('span', { id: 'replay-frame' });
    const moveText = el('span', { id: 'replay-move', class: 'muted' });
    const playBtn = el('button', { id: 'replay-play' }, 'Play');
    let at = 0;
    let timer = null;
    const go = k => {
      at = Math.max(0, Math.min(frames.length - 1, k));
      scrub.value = at;
      showBoard(board, frames[at]);
      label.textContent = `${at} / ${frames.length - 1}`;
      moveText.textContent = at > 0 ? 'last move: ' + moves[at - 1] : 'start';
      if (at > 0) nameOf(at - 1).then(n => { if (n && moveText.textContent === 'last move: ' + moves[at - 1]) moveText.textContent += ` (${n})`; });
      replay.dataset.atGoal = String(at === frames.length - 1);
      if (at === frames.length - 1) pause();
    };
    const pause = () => { clearInterval(timer); timer = null; playBtn.textContent = 'Play'; };
    const names = new Map();   // move index → its name in words, asked of the position before it
    const nameOf = k => {
      if (!names.has(k)) names.set(k, api('/api/position', { ...src, moves: moves.slice(0, k) })
        .then(p => (p.legal.find(l => l.text === moves[k]) || {}).name).catch(() => null));
      return names.get(k);
    };
    playBtn.addEventListener('click', () => {
      if (timer) { pause(); return; }
      if (at === frames.length - 1) go(0);
      playBtn.textContent = 'Pause';
      timer = setInterval(() => go(at + 1), 350);
    });
    scrub.addEventListener('input', () => { pause(); go(+scrub.value); });
    clear(replay, el('h2', {}, 'Replay'), el('div', { class: 'toolbar' },
      el('button', { id: 'replay-start', onclick: () => { pause(); go(0); } }, '«'),
      el('button', { id: 'replay-prev', onclick: () => { pause(); go(at - 1); } }, '◀'), playBtn,
      el('button', { id: 'replay-next', onclick: () => { pause(); go(at + 1); } }, '▶'),
      el('button', { id: 'replay-end', onclick: () => { pause(); go(frames.length - 1); } }, '»'),
      scrub, label, moveText), board);
    go(0);
  }
}

function progressTable(p) {
  return el('div', {}, el('h2', {}, 'Search'), table([['elapsed', p.elapsedMillis === undefined ? 'starting…' : (p.elapsedMillis / 1000).toFixed(1) + ' s'],
    ['expanded', p.expanded ?? '—'], ['generated', p.generated ?? '—'], ['stored', p.stored ?? '—'], ['frontier (max)', p.maxFrontier ?? '—'],
    ['incumbent', p.incumbent ?? '—'], ['lower bound', p.lowerBound ?? '—'], ['memory', p.peakBytes === undefined ? '—' : bytes(p.peakBytes)]]));
}

function table(rows) {
  return el('table', { class: 'stats' }, rows.map(([k, v]) => el('tr', {}, el('th', {}, k), el('td', {}, typeof v === 'number' ? v.toLocaleString('en') : v))));
}

const bytes = b => b < 10_000 ? b + ' B' : b < 10_000_000 ? Math.round(b / 1024) + ' KiB' : Math.round(b / 1048576) + ' MiB';
const safe = s => s.replace(/[^A-Za-z0-9._-]+/g, '_');
