// Click-to-zoom on the content images the zoom selector matches (docusaurus-plugin-image-zoom's behaviour): the
// image grows from where it is to the middle of the window over a backdrop of the colour mode's background. A
// click, Escape, scrolling away or a navigation closes it. From the keyboard the images are focusable, Enter or
// Space opens one, focus stays on the zoomed image while it is open and goes back to the image when it closes.
// Clicks are delegated from the document, so images that client-side navigation brings are zoomable too.
import type { ZoomClientConfig } from '../../shared/features';

const STYLE = `
.zoom-target{cursor:zoom-in}
.zoom-overlay{position:fixed;inset:0;z-index:1000;opacity:0;transition:opacity .3s;cursor:zoom-out}
.zoom-overlay--open{opacity:1}
.zoom-image{position:fixed;z-index:1001;margin:0;max-width:none;cursor:zoom-out;transform-origin:0 0;transition:transform .3s}
.zoom-image:focus{outline:none}
@media (prefers-reduced-motion:reduce){.zoom-overlay,.zoom-image{transition:none}}`;

interface Open {
  img: HTMLImageElement;
  overlay: HTMLElement;
  clone: HTMLImageElement;
  scrollY: number;
}

let open: Open | undefined;

/** Starts the zoom for the page and every page client-side navigation shows after it. */
export function startZoom(config: ZoomClientConfig): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const zoomable = (el: EventTarget | null): el is HTMLImageElement =>
    el instanceof HTMLImageElement && el.matches(config.selector) && !el.closest('a');
  const mark = () => {
    for (const img of document.querySelectorAll<HTMLImageElement>(config.selector)) {
      if (!zoomable(img) || img.classList.contains('zoom-target')) continue;
      img.classList.add('zoom-target');
      if (!img.hasAttribute('tabindex')) img.tabIndex = 0;
      img.setAttribute('aria-haspopup', 'dialog');
    }
  };
  mark();
  window.addEventListener('blogctl:navigated', () => {
    close(true);
    mark();
  });
  document.addEventListener('click', (e) => {
    if (zoomable(e.target) && !e.defaultPrevented) zoom(e.target, config);
  });
  document.addEventListener('keydown', (e) => {
    if ((e.key === 'Enter' || e.key === ' ') && zoomable(e.target)) {
      e.preventDefault();
      zoom(e.target, config);
    }
  });
}

/** The transform that takes the image from its place to the middle of the window, as large as fits. */
function target(img: HTMLImageElement, margin: number): string {
  const rect = img.getBoundingClientRect();
  const width = Math.max(rect.width, img.naturalWidth || rect.width);
  const height = rect.width ? (width * rect.height) / rect.width : rect.height;
  const vw = document.documentElement.clientWidth - 2 * margin;
  const vh = window.innerHeight - 2 * margin;
  const scale = Math.max(1, Math.min(vw / rect.width, vh / rect.height, width / rect.width, height / rect.height));
  const x = margin + (vw - rect.width * scale) / 2 - rect.left;
  const y = margin + (vh - rect.height * scale) / 2 - rect.top;
  return `translate(${x}px, ${y}px) scale(${scale})`;
}

function zoom(img: HTMLImageElement, config: ZoomClientConfig): void {
  if (open) return;
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  const overlay = document.createElement('div');
  overlay.className = 'zoom-overlay';
  overlay.style.background = dark ? config.background.dark : config.background.light;
  const clone = document.createElement('img');
  clone.className = 'zoom-image';
  clone.src = img.currentSrc || img.src;
  clone.alt = img.alt;
  clone.tabIndex = -1;
  clone.setAttribute('role', 'dialog');
  clone.setAttribute('aria-modal', 'true');
  const rect = img.getBoundingClientRect();
  Object.assign(clone.style, {
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
  });
  document.body.append(overlay, clone);
  img.style.visibility = 'hidden';
  open = { img, overlay, clone, scrollY: window.scrollY };
  // One frame at the image's own place first, so the move to the middle is a transition.
  requestAnimationFrame(() => {
    overlay.classList.add('zoom-overlay--open');
    clone.style.transform = target(img, config.margin);
  });
  clone.focus({ preventScroll: true });
  overlay.addEventListener('click', () => close());
  clone.addEventListener('click', () => close());
  clone.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
}

function onKey(e: KeyboardEvent): void {
  if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    close();
  } else if (e.key === 'Tab') {
    // The zoomed image is a modal dialog: focus stays on it until it closes.
    e.preventDefault();
  }
}

function onScroll(): void {
  if (open && Math.abs(window.scrollY - open.scrollY) > 40) close();
}

function onResize(): void {
  close(true);
}

/** Closes the zoomed image (at once when `now`, else shrinking back), and gives focus back to the image. */
function close(now = false): void {
  if (!open) return;
  const { img, overlay, clone } = open;
  const focused = document.activeElement === clone;
  open = undefined;
  window.removeEventListener('scroll', onScroll);
  window.removeEventListener('resize', onResize);
  const done = () => {
    overlay.remove();
    clone.remove();
    img.style.visibility = '';
    if (focused && img.isConnected) img.focus({ preventScroll: true });
  };
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (now || reduced) return done();
  overlay.classList.remove('zoom-overlay--open');
  clone.style.transform = '';
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done();
  };
  clone.addEventListener('transitionend', finish, { once: true });
  setTimeout(finish, 400);
}
