// The browser side of watch mode, served as /__blogctl/dev.js (an external file, so the CSP needs no hash):
// live reload over server-sent events, scroll kept on same-page reloads, and the build-error overlay.
import type { UiTable } from '../shared/i18n';

export interface DevClientOptions {
  eventsUrl: string;
  baseUrl: string;
  /** The site's UI strings (the overlay's wording). */
  ui: UiTable;
}

export function devClientScript(opts: DevClientOptions): string {
  // The title's forms (`one|other`, or one form for every count); the overlay picks one and fills in {n}.
  const forms = opts.ui.dev.overlayTitle.split('|');
  const text = {
    title: forms[forms.length - 1],
    titleOne: forms[0],
    hint: opts.ui.dev.overlayHint,
    close: opts.ui.dev.overlayClose,
  };
  return `// blogctl dev client (watch mode only)
(() => {
  const OPTS = ${JSON.stringify({ eventsUrl: opts.eventsUrl, baseUrl: opts.baseUrl, text })};
  const SCROLL_KEY = 'blogctl:dev-scroll';
  const OVERLAY_ID = '__blogctl-error-overlay';
  const pagePath = (p) => {
    let s = decodeURI(p).replace(/\\/index\\.html$/, '/').replace(/\\.html$/, '');
    return s.length > 1 ? s.replace(/\\/+$/, '') : s;
  };
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
    sessionStorage.removeItem(SCROLL_KEY);
    if (saved && saved.path === location.pathname) {
      const restore = () => window.scrollTo(saved.x, saved.y);
      if (document.readyState === 'complete') restore(); else addEventListener('load', restore, { once: true });
    }
  } catch {}
  const hideOverlay = () => document.getElementById(OVERLAY_ID)?.remove();
  const showOverlay = (diagnostics) => {
    hideOverlay();
    const box = document.createElement('div');
    box.id = OVERLAY_ID;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.94);color:#f3f3f3;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px';
    const h = document.createElement('h2');
    h.textContent = (diagnostics.length === 1 ? OPTS.text.titleOne : OPTS.text.title).replace('{n}', String(diagnostics.length));
    h.style.cssText = 'color:#ff6b6b;margin:0 0 8px;font-size:18px';
    const p = document.createElement('p');
    p.textContent = OPTS.text.hint;
    p.style.cssText = 'margin:0 0 16px;color:#bbb';
    box.append(h, p);
    for (const d of diagnostics) {
      const pre = document.createElement('pre');
      pre.className = 'blogctl-overlay-diagnostic';
      pre.style.cssText = 'white-space:pre-wrap;margin:0 0 16px;padding:12px;border-left:3px solid #ff6b6b;background:rgba(255,255,255,.05)';
      pre.textContent = d.location + '  ' + d.text + '  (' + d.code + ')' + (d.frame ? '\\n' + d.frame : '') + (d.hint ? '\\n' + d.hint : '');
      box.append(pre);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = OPTS.text.close;
    close.onclick = hideOverlay;
    close.style.cssText = 'position:absolute;top:12px;right:12px';
    box.append(close);
    document.body.append(box);
  };
  const events = new EventSource(OPTS.eventsUrl);
  events.addEventListener('build-error', (e) => showOverlay(JSON.parse(e.data).diagnostics));
  events.addEventListener('reload', (e) => {
    const data = JSON.parse(e.data);
    hideOverlay();
    if (!data.full && !data.paths.map(pagePath).includes(pagePath(location.pathname))) return;
    try { sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY })); } catch {}
    location.reload();
  });
})();
`;
}
