// Draws a mermaid diagram (markdown-plugins/mermaid.ts wrote its container with the source) in the browser, with
// the `mermaid` package, in the colour mode's theme, and again when the mode changes. Loaded by the islands
// script only on pages that have a diagram; mermaid itself is a lazy chunk of its own. A source that does not
// parse keeps showing, with mermaid's error under it.
import { MERMAID_ATTR } from './islands';

interface MermaidConfig {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}
declare const __BLOGCTL_MERMAID__: MermaidConfig | undefined;
const CONFIG: MermaidConfig =
  typeof __BLOGCTL_MERMAID__ === 'undefined'
    ? { theme: { light: 'default', dark: 'dark' }, options: {} }
    : __BLOGCTL_MERMAID__;

type Mermaid = typeof import('mermaid')['default'];
let loading: Promise<Mermaid> | undefined;
const load = () => (loading ??= import('mermaid').then((m) => m.default));

let ids = 0;
/** Diagrams drawn one after another: mermaid's configuration is global. */
let queue: Promise<unknown> = Promise.resolve();

export function drawMermaid(el: HTMLElement): () => void {
  const source = el.querySelector('code')?.textContent ?? '';
  let gone = false;
  let drawnFor: string | undefined;
  const draw = () => {
    const mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    if (mode === drawnFor) return;
    drawnFor = mode;
    queue = queue.then(() => drawIn(el, source, mode, () => gone));
  };
  draw();
  const observer = new MutationObserver(draw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    gone = true;
    observer.disconnect();
  };
}

async function drawIn(el: HTMLElement, source: string, mode: 'light' | 'dark', gone: () => boolean): Promise<void> {
  const id = `mermaid-${++ids}`;
  let mermaid: Mermaid;
  try {
    mermaid = await load();
  } catch (err) {
    showError(el, `the diagram code failed to load (${(err as Error).message})`);
    return;
  }
  mermaid.initialize({ ...CONFIG.options, startOnLoad: false, theme: CONFIG.theme[mode] as 'default' });
  try {
    const { svg, bindFunctions } = await mermaid.render(id, source);
    if (gone()) return;
    let out = el.querySelector<HTMLElement>('.mermaid-diagram__svg');
    if (!out) {
      out = document.createElement('div');
      out.className = 'mermaid-diagram__svg';
      el.appendChild(out);
    }
    out.innerHTML = svg;
    bindFunctions?.(out);
    el.querySelector('.mermaid-diagram__error')?.remove();
    el.setAttribute('data-mermaid-ready', mode);
  } catch (err) {
    // mermaid leaves the element it drew the error into at the end of the body.
    document.getElementById(`d${id}`)?.remove();
    if (!gone()) showError(el, (err as Error).message ?? String(err));
  }
}

function showError(el: HTMLElement, message: string): void {
  let p = el.querySelector<HTMLElement>('.mermaid-diagram__error');
  if (!p) {
    p = document.createElement('p');
    p.className = 'mermaid-diagram__error';
    p.setAttribute('role', 'alert');
    el.appendChild(p);
  }
  p.textContent = `This diagram could not be drawn: ${message}`;
  el.removeAttribute('data-mermaid-ready');
  el.setAttribute('data-mermaid-error', '');
}

export { MERMAID_ATTR };
