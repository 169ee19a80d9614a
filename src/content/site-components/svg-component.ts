// An SVG file imported by site code (`import Logo from './logo.svg'`, or `require('@site/static/img/x.svg')
// .default` as the stock Docusaurus HomepageFeatures writes it) is a React component, as Docusaurus's SVGR
// loader makes it: it renders the file's <svg> element with its attributes (in React's spelling) and any props
// the caller passes (className, role, …) over them. Its children are the file's markup as written, so the
// drawing is exactly the file's; the same module runs on the server and in the browser, so hydration matches.
// `ReactComponent` is exported too (the other common spelling).

/** The module source (JS, importing `react`) for an SVG file's text, or an error message. */
export function svgComponentModule(text: string): { contents: string } | { error: string } {
  const body = text
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const open = /<svg(?=[\s>/])/i.exec(body);
  if (!open) return { error: 'it has no <svg> element' };
  const end = openTagEnd(body, open.index + 4);
  if (end === -1) return { error: 'its <svg> tag is never closed' };
  const selfClosing = body[end - 1] === '/';
  const attrText = body.slice(open.index + 4, selfClosing ? end - 1 : end);
  const close = body.lastIndexOf('</svg>');
  if (!selfClosing && close < end) return { error: 'it has no </svg>' };
  const inner = selfClosing ? '' : body.slice(end + 1, close).trim();
  const props = svgAttributes(attrText);
  return {
    contents:
      "import { createElement } from 'react';\n" +
      `const attributes = ${JSON.stringify(props)};\n` +
      `const inner = { __html: ${JSON.stringify(inner)} };\n` +
      'export default function SvgComponent(props) {\n' +
      '  const own = Object.assign({}, attributes, props);\n' +
      // children given by the caller replace the drawing (React takes children or inner HTML, not both)
      '  if (own.children == null) { delete own.children; own.dangerouslySetInnerHTML = inner; }\n' +
      '  return createElement("svg", own);\n' +
      '}\n' +
      'export { SvgComponent as ReactComponent };\n',
  };
}

/** The index of the `>` ending the tag whose attributes start at `from` (quotes respected), or -1. */
function openTagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The <svg> element's attributes as React props: `class` → className, `stroke-width` → strokeWidth,
 *  `xlink:href` → xlinkHref, `style` → a style object; `data-*` and `aria-*` stay as written. */
export function svgAttributes(text: string): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const m of text.matchAll(ATTRIBUTE)) {
    const name = m[1];
    const value = decode(m[2] ?? m[3] ?? m[4] ?? '');
    if (name === 'style') out.style = styleObject(value);
    else out[reactName(name)] = value;
  }
  return out;
}

function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  if (/^(?:data|aria)-/.test(name)) return name;
  return name.replace(/[:-]([a-z])/g, (_m, c: string) => c.toUpperCase());
}

function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    if (at === -1) continue;
    const prop = decl.slice(0, at).trim();
    const value = decl.slice(at + 1).trim();
    if (!prop || !value) continue;
    out[
      prop.startsWith('--')
        ? prop
        : prop.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())
    ] = value;
  }
  return out;
}
