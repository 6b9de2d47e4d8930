// Shared by the board modules: a pointer event's position in the SVG's own units.

export function point(svg, e) {
  const p = svg.createSVGPoint();
  p.x = e.clientX;
  p.y = e.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}

/** Marks an element as picked (outline) until the next pick. */
export function mark(svg, element) {
  for (const m of svg.querySelectorAll('.sel')) m.classList.remove('sel');
  if (element) element.classList.add('sel');
}
