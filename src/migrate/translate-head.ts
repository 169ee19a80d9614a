// What a Docusaurus config adds to every page's <head> and stylesheet → blogctl's customCss, headTags and scripts:
// the classic theme's customCss (a path or a list, `require.resolve` giving an absolute one), the site's headTags,
// scripts and stylesheets, and themeConfig.metadata.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { describe, type Drop, isObj, type Obj, str } from './translate-values';

/** A Docusaurus headTags / stylesheets attribute value blogctl writes (strings; true for a bare attribute). */
const attrValue = (v: unknown): string | boolean | undefined =>
  typeof v === 'string' || typeof v === 'boolean' ? v : typeof v === 'number' ? String(v) : undefined;

/** The attributes of a tag, as blogctl's headTags take them (names as HTML writes them). */
function attributes(raw: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(raw)) {
    const value = attrValue(v);
    if (value !== undefined && /^[a-zA-Z_:][\w:.-]*$/.test(k)) out[k] = value;
  }
  return out;
}

/** The classic theme's customCss (a path or a list) as blogctl's customCss, paths from the site folder; a file
 *  that does not exist is reported, not carried (blogctl refuses a missing one). */
export function translateCustomCss(value: unknown, site: string, drop: Drop): string[] {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const v of list) {
    const path = str(v);
    const file = path && (isAbsolute(path) ? path : resolve(site, path));
    if (!file || !existsSync(file)) {
      drop(
        `presets.classic.theme.customCss (${describe(v)})`,
        'The stylesheet is not in the site, so it was not carried over.',
        'Add its path to customCss in blogctl.config.ts once the file exists.',
      );
      continue;
    }
    const rel = relative(site, file).split(sep).join('/');
    out.push(rel.startsWith('../') ? file : `./${rel}`);
  }
  return out;
}

/** The site's headTags, scripts and stylesheets and themeConfig.metadata, into c.headTags and c.scripts. */
export function translateHead(d: Obj, c: Obj, drop: Drop): void {
  const headTags: Obj[] = [];
  const scripts: unknown[] = [];
  for (const [i, t] of (Array.isArray(d.headTags) ? d.headTags : []).entries()) {
    if (isObj(t) && str(t.tagName) && /^[a-z][a-z0-9-]*$/.test(t.tagName as string)) {
      const tag: Obj = { tagName: t.tagName, attributes: isObj(t.attributes) ? attributes(t.attributes) : {} };
      if (str(t.innerHTML)) tag.innerHTML = t.innerHTML;
      headTags.push(tag);
    } else
      drop(`headTags[${i}]`, `Not a { tagName, attributes } tag (${describe(t)}).`, 'Rewrite it in blogctl.config.ts.');
  }
  for (const [i, s] of (Array.isArray(d.scripts) ? d.scripts : []).entries()) {
    if (str(s)) scripts.push(s);
    else if (isObj(s) && str(s.src)) {
      const { src, async, defer, ...rest } = s;
      // blogctl's scripts take src, async and defer; a script with other attributes is a head tag.
      if (Object.keys(rest).length) headTags.push({ tagName: 'script', attributes: attributes(s) });
      else scripts.push({ src, ...(async === true && { async }), ...(defer === true && { defer }) });
    } else drop(`scripts[${i}]`, `Not a URL or { src } (${describe(s)}).`, 'Rewrite it in blogctl.config.ts.');
  }
  for (const [i, s] of (Array.isArray(d.stylesheets) ? d.stylesheets : []).entries()) {
    const attrs = str(s) ? { href: s as string } : isObj(s) && str(s.href) ? attributes(s) : undefined;
    if (attrs) headTags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attrs } });
    else drop(`stylesheets[${i}]`, `Not a URL or { href } (${describe(s)}).`, 'Rewrite it in blogctl.config.ts.');
  }
  const tc = isObj(d.themeConfig) ? d.themeConfig : {};
  for (const [i, m] of (Array.isArray(tc.metadata) ? tc.metadata : []).entries()) {
    if (isObj(m) && Object.keys(m).length) headTags.push({ tagName: 'meta', attributes: attributes(m) });
    else drop(`themeConfig.metadata[${i}]`, `Not a { name, content } meta tag (${describe(m)}).`, 'Remove it.');
  }
  if (headTags.length) c.headTags = headTags;
  if (scripts.length) c.scripts = scripts;
}
