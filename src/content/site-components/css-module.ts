// CSS modules in site code (`import styles from './index.module.css'`, as every create-docusaurus page and
// HomepageFeatures writes them): each class of the file gets a name of its own, `<class>_<hash of the file's
// path>`, and the module's default export maps the written names to them. The names are computed here, not by
// the bundler, so the server render and the browser build agree (hydration keeps the classes) and the names do
// not depend on minification. `:global(.x)` keeps `x` as written. The browser build gets the CSS with the
// classes renamed; the server build only the mapping.
import { hashOf } from '../../util/hash';

export interface CssModule {
  /** The CSS with every local class renamed. */
  css: string;
  /** Written class name → the name in the page. */
  classes: Record<string, string>;
}

/** Renames the local classes of a CSS module whose path (relative to the site, posix) is `id`. */
export function cssModule(text: string, id: string): CssModule {
  const suffix = '_' + hashOf(id).slice(0, 6);
  const classes: Record<string, string> = {};
  let out = '';
  let segment = '';
  let i = 0;
  const flush = (end: string) => {
    // A segment ended by "{" is a prelude: a selector (classes renamed) unless it is an at-rule's.
    out += end === '{' && !segment.trimStart().startsWith('@') ? renameSelector(segment, suffix, classes) : segment;
    out += end;
    segment = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const stop = commentEnd(text, i);
      segment += text.slice(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      const stop = stringEnd(text, i);
      segment += text.slice(i, stop);
      i = stop;
    } else if (c === '{' || c === '}' || c === ';') {
      flush(c);
      i++;
    } else {
      segment += c;
      i++;
    }
  }
  out += segment;
  return { css: out, classes };
}

/** The index just past the comment that starts at `start`: after its closing mark, or the end of the text if unclosed. */
function commentEnd(text: string, start: number): number {
  const end = text.indexOf('*/', start + 2);
  return end === -1 ? text.length : end + 2;
}

function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote || text[i] === '\n') return i + 1;
  }
  return text.length;
}

const IDENT = /-?[A-Za-z_\u00a0-\uffff][\w\u00a0-\uffff-]*/y;

/** A selector list with `.class` renamed (outside comments and attribute selectors), `:global(…)` unwrapped. */
function renameSelector(selector: string, suffix: string, classes: Record<string, string>): string {
  let out = '';
  let globalDepth = 0;
  let depth = 0;
  for (let i = 0; i < selector.length; ) {
    const c = selector[i];
    if (c === '/' && selector[i + 1] === '*') {
      const stop = commentEnd(selector, i);
      out += selector.slice(i, stop);
      i = stop;
    } else if (c === '[') {
      const end = selector.indexOf(']', i);
      const stop = end === -1 ? selector.length : end + 1;
      out += selector.slice(i, stop);
      i = stop;
    } else if (selector.startsWith(':global(', i)) {
      globalDepth = depth + 1;
      depth++;
      i += ':global('.length;
    } else if (selector.startsWith(':global ', i)) {
      i += ':global '.length; // the whole rest of this selector is global
      out += selector.slice(i);
      return out;
    } else if (c === '(') {
      depth++;
      out += c;
      i++;
    } else if (c === ')') {
      if (globalDepth === depth) globalDepth = 0;
      else out += c;
      depth--;
      i++;
    } else if (c === '.') {
      IDENT.lastIndex = i + 1;
      const m = IDENT.exec(selector);
      if (!m) {
        out += c;
        i++;
        continue;
      }
      const name = m[0];
      if (globalDepth) out += '.' + name;
      else out += '.' + (classes[name] ??= name + suffix);
      i += 1 + name.length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
