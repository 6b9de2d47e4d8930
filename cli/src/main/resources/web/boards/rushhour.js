// Rush Hour polish: a vehicle follows the pointer along its lane, held to the distances that are legal now and
// snapped to whole cells on release; the drop is sent as a drag "FROM>TO" (play.js asks the server). A press without
// a drag picks the vehicle: a click on an empty square in its lane then moves it there.

export const help = 'Drag a vehicle along its lane, or click it and then a free square in its lane. Free the red car '
  + 'through the exit on the right.';

/** The legal distances of the vehicle named `name` (its moves read "NAME,D"), 0 included. */
function range(legal, name) {
  let lo = 0, hi = 0;
  for (const l of legal) {
    const i = l.text.lastIndexOf(',');
    if (l.text.slice(0, i) !== name) continue;
    const d = +l.text.slice(i + 1);
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  return [lo, hi];
}

export function attach(svg, ctx) {
  const cell = 56;   // RushHourPictures' cell, in SVG units
  const units = () => svg.viewBox.baseVal.width / svg.getBoundingClientRect().width;
  for (const car of svg.querySelectorAll('[data-vehicle]')) {
    const horizontal = car.getAttribute('data-axis') === 'x';
    const [lo, hi] = range(ctx.legal, car.getAttribute('data-vehicle'));
    let drag = null;
    car.addEventListener('pointerdown', e => {
      if (e.button !== 0) return;
      e.stopPropagation();   // play.js's generic click must not see this press
      e.preventDefault();
      car.setPointerCapture(e.pointerId);
      drag = { x: e.clientX, y: e.clientY, d: 0 };
      car.classList.add('dragging');
    });
    car.addEventListener('pointermove', e => {
      if (!drag) return;
      const along = (horizontal ? e.clientX - drag.x : e.clientY - drag.y) * units();
      const held = Math.max(lo * cell, Math.min(hi * cell, along));   // never through another vehicle or a wall
      drag.d = held;
      car.style.transform = horizontal ? `translate(${held}px, 0)` : `translate(0, ${held}px)`;
      car.setAttribute('data-offset', held.toFixed(1));
    });
    const end = e => {
      if (!drag) return;
      e.stopPropagation();
      const moved = Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4;
      const d = Math.round(drag.d / cell);
      drag = null;
      car.classList.remove('dragging');
      const [r, c] = car.getAttribute('data-target').split(',').map(Number);
      if (!moved) { ctx.click(car.getAttribute('data-target'), performance.now()); car.style.transform = ''; return; }
      const snapped = d * cell;
      car.style.transition = 'transform 90ms ease-out';
      car.style.transform = horizontal ? `translate(${snapped}px, 0)` : `translate(0, ${snapped}px)`;
      // the drop as "FROM>TO": the server moves the vehicle the least that covers TO, so TO is its front cell
      const box = car.getBBox();
      const length = Math.round((horizontal ? box.width : box.height) / cell);
      const reach = d > 0 ? length - 1 + d : d;
      if (d !== 0) ctx.click(`${r},${c}>${horizontal ? r : r + reach},${horizontal ? c + reach : c}`, performance.now(), true);
    };
    car.addEventListener('pointerup', end);
    car.addEventListener('pointercancel', end);
  }
}
