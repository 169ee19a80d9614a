// Smooth scrolling for hash targets and "back to top": the browser's own where supported, else a
// per-frame fallback that covers 15 % of the remaining distance; reduced-motion readers get a jump.

/** Share of the remaining distance LEFT after each fallback frame (15 % covered per frame). */
export const FALLBACK_FACTOR = 0.85;
/** The fallback stops (and lands exactly) when the target is this close, in CSS pixels. */
const CLOSE_ENOUGH = 1;

let cancelFallback: (() => void) | null = null;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function nativeSmoothSupported(): boolean {
  return 'scrollBehavior' in document.documentElement.style;
}

/** Scrolls the window vertically to `top` (clamped to the page), smoothly unless motion is reduced. */
export function smoothScrollTo(top: number): void {
  cancelFallback?.();
  const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.min(Math.max(0, top), max);
  if (prefersReducedMotion()) {
    window.scrollTo(window.scrollX, target);
  } else if (nativeSmoothSupported()) {
    window.scrollTo({ top: target, left: window.scrollX, behavior: 'smooth' });
  } else {
    fallbackScroll(target);
  }
}

function fallbackScroll(target: number): void {
  let y = window.scrollY;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
    if (cancelFallback === stop) cancelFallback = null;
  };
  const step = () => {
    const remaining = target - y;
    if (Math.abs(remaining) <= CLOSE_ENOUGH) {
      window.scrollTo(window.scrollX, target);
      stop();
      return;
    }
    y = target - remaining * FALLBACK_FACTOR;
    window.scrollTo(window.scrollX, y);
    frame = requestAnimationFrame(step);
  };
  // The reader taking over (wheel, touch, keys) ends the animation.
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  cancelFallback = stop;
  frame = requestAnimationFrame(step);
}

/** Where the browser would put `el` when scrolling to it: below its scroll-margin and the page's scroll-padding. */
function targetTop(el: Element): number {
  const margin =
    (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) +
    (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
  return el.getBoundingClientRect().top + window.scrollY - margin;
}

/** The element a hash names (id, else name), or null. */
export function hashTarget(hash: string): Element | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Smoothly scrolls to the element a hash names; false when there is none. */
export function smoothScrollToHash(hash: string): boolean {
  const el = hashTarget(hash);
  if (!el) return false;
  smoothScrollTo(targetTop(el));
  return true;
}
