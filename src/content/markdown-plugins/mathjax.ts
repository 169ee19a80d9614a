// MathJax 3 at build time (config `math.renderer: "mathjax"`), as rehype-mathjax renders: TeX → SVG with the
// site's mathjax-full (mathjax-package.ts), every glyph drawn in its own formula (`fontCache: "none"`), so a
// formula needs no font and no script; the page gets MathJax's SVG stylesheet once, as rehype-mathjax adds it.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface MathJaxOptions {
  /** The mathjax-full package folder. */
  dir: string;
  /** The config's macros (`{ "\\RR": "\\mathbb{R}" }`, KaTeX's shape). */
  macros: Record<string, string>;
}

export interface MathJaxRenderer {
  /** A formula as SVG in an `<mjx-container>`, or the reason MathJax could not read it (then `html` is empty). */
  render(tex: string, display: boolean): { html: string; error?: string };
  /** Starts a page: its formulas get a TeX input of their own, so its equation numbers, labels and
   *  `\newcommand`s are its own (as rehype-mathjax renders each file), whichever pages a thread rendered before. */
  startPage(): void;
  /** MathJax's stylesheet for its SVG output (display math centred, table lines drawn). */
  styleSheet(): string;
}

// The few parts of MathJax's API used here (mathjax-full ships its own types, but blogctl does not depend on it).
type Node = unknown;
interface Adaptor {
  outerHTML(node: Node): string;
  textContent(node: Node): string;
}
interface TexInput {
  formatError(err: Error): Node;
}
interface MathDocument {
  convert(tex: string, options: { display: boolean }): Node;
}
interface MathJaxPage {
  doc: MathDocument;
  css: () => string;
}
interface MathJaxModules {
  adaptor: Adaptor;
  page(options: { macros: Record<string, string | [string, number]>; onError: (e: Error) => void }): MathJaxPage;
}

/** The TeX packages: MathJax's AllPackages with physics (which it loads but leaves out), without noerrors and
 *  noundefined, so that a formula MathJax cannot read is an error to report and not red text in the SVG. */
const leaveOut = new Set(['noerrors', 'noundefined']);

const loaded = new Map<string, MathJaxModules>();
let current: { key: string; renderer: MathJaxRenderer } | undefined;

/** The renderer for these options: made on the first formula of the thread, again only when the options change;
 *  a formula it rendered before is taken from its cache where that cannot change it (withFormulaCache), unless a
 *  macro's body holds what the cache looks for. */
export function mathJaxRenderer(options: MathJaxOptions): MathJaxRenderer {
  const key = JSON.stringify([options.dir, options.macros]);
  if (current?.key !== key) {
    const renderer = createMathJaxRenderer(options);
    // A macro that defines or reads page state would do so unseen by the cache's test of the formula.
    const stateful = Object.values(options.macros).some((body) => DEFINES.test(body) || READS_PAGE.test(body));
    current = { key, renderer: stateful ? renderer : withFormulaCache(renderer) };
  }
  return current.renderer;
}

/** Commands whose effect outlives their formula: what later formulas of the page read (definitions, an extension
 *  loaded, labels). */
const DEFINES =
  /\\(newcommand|renewcommand|providecommand|newenvironment|renewenvironment|def|gdef|edef|xdef|let|global|DeclareMathOperator|require|label)(?![a-zA-Z])/;
/** What makes a formula's SVG depend on the formulas before it: a reference or tag, or an environment that numbers
 *  (the starred forms do not). */
const READS_PAGE =
  /\\(eqref|ref|tag|nonumber|notag)(?![a-zA-Z])|\\begin\s*\{(equation|align|alignat|gather|multline|flalign|eqnarray|xalignat|xxalignat)\}/;
/** At most this many formulas are kept (the oldest go first). */
const CACHE_SIZE = 5000;

/** A renderer that keeps each formula's result (by display flag and TeX; the macros are the renderer's), and
 *  reuses it only where no formula can change it: for a formula that neither defines nor reads page state, while
 *  its page has not run a definition yet. Every other formula is rendered, so the output is the uncached one. */
export function withFormulaCache(renderer: MathJaxRenderer): MathJaxRenderer {
  const cache = new Map<string, { html: string; error?: string }>();
  let pageDefines = false;
  return {
    render(tex, display) {
      if (DEFINES.test(tex)) pageDefines = true;
      if (pageDefines || READS_PAGE.test(tex)) return renderer.render(tex, display);
      const key = `${display ? 'D' : 'I'}${tex}`;
      let out = cache.get(key);
      if (!out) {
        out = renderer.render(tex, display);
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, out);
      }
      return out;
    },
    startPage() {
      pageDefines = false;
      renderer.startPage();
    },
    styleSheet: () => renderer.styleSheet(),
  };
}

/** A renderer of its own for these options, with no cache. */
export function createMathJaxRenderer(options: MathJaxOptions): MathJaxRenderer {
  let modules = loaded.get(options.dir);
  if (!modules) loaded.set(options.dir, (modules = loadMathJax(options.dir)));
  const { adaptor } = modules;
  const macros = mathJaxMacros(options.macros);
  let error: string | undefined;
  let page: MathJaxPage | undefined;
  let css: string | undefined;
  const pageNow = () => (page ??= modules.page({ macros, onError: (e) => (error = e.message) }));
  return {
    render(source, display) {
      error = undefined;
      try {
        const node = pageNow().doc.convert(source, { display });
        return error === undefined ? { html: adaptor.outerHTML(node) } : { html: '', error };
      } catch (err) {
        // What MathJax throws instead of an error node (a command that would load an extension, \require): the
        // formula's error, not the page's.
        return { html: '', error: (err as Error).message };
      }
    },
    startPage: () => {
      page = undefined;
    },
    styleSheet: () => (css ??= pageNow().css()),
  };
}

/** MathJax's modules from the package folder; the HTML handler is registered once per loaded MathJax. */
function loadMathJax(dir: string): MathJaxModules {
  const load = createRequire(join(dir, 'package.json'));
  const js = <T>(path: string) => load(join(dir, 'js', `${path}.js`)) as T;
  const { mathjax } = js<{ mathjax: { document(html: string, o: object): MathDocument & Record<string, unknown> } }>(
    'mathjax',
  );
  const { TeX } = js<{ TeX: new (o: object) => TexInput }>('input/tex');
  const { SVG } = js<{ SVG: new (o: object) => { styleSheet(doc: unknown): Node } }>('output/svg');
  const { liteAdaptor } = js<{ liteAdaptor: () => Adaptor }>('adaptors/liteAdaptor');
  const { RegisterHTMLHandler } = js<{ RegisterHTMLHandler: (a: Adaptor) => void }>('handlers/html');
  const { AllPackages } = js<{ AllPackages: string[] }>('input/tex/AllPackages');
  js('input/tex/physics/PhysicsConfiguration');
  const packages = [...AllPackages.filter((p) => !leaveOut.has(p)), 'physics'];
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  return {
    adaptor,
    page({ macros, onError }) {
      const tex = new TeX({
        packages,
        macros,
        formatError: (jax: TexInput, err: Error) => {
          onError(err);
          return jax.formatError(err);
        },
      });
      const svg = new SVG({ fontCache: 'none' });
      const doc = mathjax.document('', { InputJax: tex, OutputJax: svg });
      return { doc, css: () => adaptor.textContent(svg.styleSheet(doc)).replace(/\s+/g, ' ').trim() };
    },
  };
}

/** The config's macros as MathJax's `tex.macros`: the name without its backslash, and `[body, n]` when the body
 *  reads arguments (`#1` … `#n`; KaTeX counts them itself, MathJax is told). */
export function mathJaxMacros(macros: Record<string, string>): Record<string, string | [string, number]> {
  const out: Record<string, string | [string, number]> = {};
  for (const [name, body] of Object.entries(macros)) {
    const args = Math.max(0, ...[...body.matchAll(/#([1-9])/g)].map((m) => Number(m[1])));
    out[name.replace(/^\\/, '')] = args ? [body, args] : body;
  }
  return out;
}
