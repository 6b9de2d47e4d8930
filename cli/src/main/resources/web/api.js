// The JSON API the pages use (the same one documented in the README).

export async function api(path, body, signal) {
  const opts = body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  if (signal) opts.signal = signal;   // an aborted request closes its connection: the server stops a hint job then
  const r = await fetch(path, opts);
  const text = await r.text();
  let data;
  try { data = JSON.parse(text); } catch { data = { error: text || r.statusText }; }
  if (!r.ok || (data && data.error && r.status >= 400)) throw new Error(webWords(data.error || r.statusText));
  return data;
}

/** The CLI's messages name its flags; on a page the same choice is a menu. */
export function webWords(message) {
  return String(message).replace(/name it with --puzzle/g, 'choose it in the puzzle menu')
    .replace(/--puzzle says/g, 'the puzzle menu says').replace(/ \(--[a-z-]+\)/g, '')
    .replace(/--([a-z][a-z0-9-]*)/g, (m, flag) => '“' + flag.replace(/-/g, ' ') + '”');   // a form's field, as it is labelled
}

/** A generator's or option's description for a page: its CLI flags become the form's field names. */
export const plainWords = text => String(text || '').replace(/--([a-z][a-z0-9-]*)/g, (m, flag) => '“' + flag.replace(/-/g, ' ') + '”');

/** Puzzles kept for developers (a starting point for new ones): not offered to players. */
export const DEVELOPER = new Set(['template']);

/** A page's URL for an instance: the ID encoded, so IDs holding '/' or '?' stay one path part. */
export const pagePath = (page, id) => `/${page}/${encodeURIComponent(id)}`;

const UPLOAD_KEY = 'puzzlelab.upload';

/** Remembers an uploaded file for the pages of this tab (uploads have no shareable URL). */
export function rememberUpload(upload) {
  sessionStorage.setItem(UPLOAD_KEY, JSON.stringify(upload));
}

/**
 * The instance a page is about: {instance: ID} from the URL (/play/rushhour:card-1), or the uploaded file
 * ({content, name, puzzle}) for /play/upload.
 */
export function sourceFromPath(id) {
  if (id === 'upload') {
    const u = sessionStorage.getItem(UPLOAD_KEY);
    if (!u) throw new Error('no uploaded file in this tab: open one from the catalog');
    return JSON.parse(u);
  }
  return { instance: id };
}

/** Follows a background job's server-sent events; calls onProgress(snapshot) and resolves with the final view. */
export function follow(id, onProgress) {
  return new Promise((resolve, reject) => {
    const es = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
    es.addEventListener('progress', e => onProgress(JSON.parse(e.data)));
    es.addEventListener('end', e => { es.close(); resolve(JSON.parse(e.data)); });
    es.onerror = () => { es.close(); reject(new Error('lost the connection to the server')); };
  });
}

export const cancelJob = id => fetch(`/api/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });

const NAMES = { fifteen: '15-puzzle', rushhour: 'Rush Hour', coroutine: 'Coroutine maze', zhed: 'ZHED', chexers: 'Chexers', sokoban: 'Sokoban', puzzlescript: 'PuzzleScript', template: 'Template' };

/** A puzzle's name for people ("Rush Hour"); plugins' names as they are. */
export const displayName = puzzle => NAMES[puzzle] || puzzle;

const LEGENDS = {
  fifteen: 'Pale tiles stand on their goal squares (the gap top left, then 1, 2, 3… in reading order). '
    + 'Moves U, D, L, R name where the gap goes: U = the tile above the gap slides down.',
  zhed: 'Orange: tiles still to play · grey: used · teal: filled squares · red ring: the goal.',
  rushhour: 'The red car leaves through the gap on the right.',
  coroutine: 'The dashed square is the one whose arrows the token to move follows.',
  chexers: 'Arrows mark the exit hexes; dark hexes are blocks.',
  sokoban: 'Push every box (brown) onto a goal (red dot); a box on a goal turns green. You can push, never pull.',
};

/** What the colours of a puzzle's picture mean, or null. */
export const legend = puzzle => LEGENDS[puzzle] || null;

const HELP = {
  chexers: 'Click a piece, then a hex next to it (a move) or two away over a piece or block (a jump); click a piece on an '
    + 'exit hex twice to take it off the board.',
  coroutine: 'Click an arrow of the dashed square: the token ringed in orange goes that way. Passes are in the list.',
};

/** How to play a puzzle by mouse, when its board module does not say; null for the generic words. */
export const howToPlay = puzzle => HELP[puzzle] || null;
