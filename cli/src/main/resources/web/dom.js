// Small DOM helpers. Text always goes in as text (never as markup), so user-supplied names cannot inject.

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  return e;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = String(text);
  return e;
}

/** Parses the server's SVG picture into a node, without scripts or event attributes (defence in depth). */
export function svgNode(markup) {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg') return el('pre', {}, 'picture unavailable');
  for (const bad of root.querySelectorAll('script, foreignObject')) bad.remove();
  for (const n of root.querySelectorAll('*')) {
    for (const a of [...n.attributes]) if (/^on/i.test(a.name) || /javascript:/i.test(a.value)) n.removeAttribute(a.name);
  }
  return document.importNode(root, true);
}

export function clear(node, ...children) {
  node.replaceChildren(...children.flat().filter(c => c !== null && c !== undefined));   // as el(): nothing, not "null"
  return node;
}

export function download(name, text, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** How long a move glides (ms). */
export const GLIDE = 160;

/**
 * Replaces the picture in `board` with `markup`; pieces with a data-key start where they were in the old picture and
 * glide to their new place (FLIP). Calls `drawn` on the frame that first shows the new picture. Returns the svg.
 */
export function showBoard(board, markup, drawn) {
  const before = new Map();
  const old = board.querySelector('svg');
  if (old) for (const g of old.querySelectorAll('[data-key]')) before.set(g.getAttribute('data-key'), g.getBoundingClientRect());
  const svg = svgNode(markup);
  clear(board, svg);
  const vb = svg.viewBox && svg.viewBox.baseVal;
  const width = svg.getBoundingClientRect().width;
  const scale = vb && vb.width && width ? width / vb.width : 1;
  const moved = [];
  for (const g of svg.querySelectorAll('[data-key]')) {
    const was = before.get(g.getAttribute('data-key'));
    if (!was) continue;
    const now = g.getBoundingClientRect();
    const dx = (was.left - now.left) / scale, dy = (was.top - now.top) / scale;
    if (Math.abs(dx) + Math.abs(dy) < 0.5) continue;
    g.style.transform = `translate(${dx}px, ${dy}px)`;
    moved.push(g);
  }
  requestAnimationFrame(() => {
    for (const g of moved) { g.style.transition = `transform ${GLIDE}ms ease-out`; g.style.transform = ''; }
    if (drawn) drawn();
  });
  return svg;
}
