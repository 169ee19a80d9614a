// What a site plugin's injectHtmlTags returns, checked and put in one shape. Docusaurus takes, for each of
// headTags, preBodyTags and postBodyTags, a string of HTML, an element object ({ tagName, attributes,
// innerHTML }) or a list of both; empty places in a list (`[a, , b]`, a tag left out with `cond && tag`) are
// skipped. Anything else is an error that names the plugin's value.
import type { PluginHtmlTag, PluginHtmlTags } from '../types';

const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-zA-Z_:@][\w:.@-]*$/;
const PLACES = ['headTags', 'preBodyTags', 'postBodyTags'] as const;

export const emptyHtmlTags = (): PluginHtmlTags => ({ headTags: [], preBodyTags: [], postBodyTags: [] });

/** One tag as given, or the reason it is not one. */
function htmlTag(value: unknown): PluginHtmlTag | { invalid: string } {
  if (typeof value === 'string') return value;
  const shown = JSON.stringify(value)?.slice(0, 80) ?? String(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { invalid: `${shown} is not a string of HTML or a { tagName, attributes, innerHTML } object` };
  const { tagName, attributes = {}, innerHTML } = value as Record<string, unknown>;
  if (typeof tagName !== 'string' || !TAG_NAME.test(tagName))
    return { invalid: `${shown} has no tagName such as "script" or "meta"` };
  if (typeof attributes !== 'object' || attributes === null)
    return { invalid: `${shown}: attributes must be an object` };
  const attrs: Record<string, string | boolean> = {};
  for (const [name, v] of Object.entries(attributes)) {
    if (v === undefined || v === null) continue;
    if (!ATTRIBUTE_NAME.test(name)) return { invalid: `${shown}: "${name}" is not an attribute name` };
    attrs[name] = typeof v === 'boolean' ? v : String(v);
  }
  if (innerHTML !== undefined && typeof innerHTML !== 'string')
    return { invalid: `${shown}: innerHTML must be a string` };
  return { tagName: tagName.toLowerCase(), attributes: attrs, ...(innerHTML === undefined ? {} : { innerHTML }) };
}

/** Adds what one plugin's injectHtmlTags returned to `into`, all of it or (when a value is not a tag) none: throws
 *  an Error naming the first value that is not. */
export function addHtmlTags(into: PluginHtmlTags, returned: unknown): void {
  if (returned === undefined || returned === null) return;
  if (typeof returned !== 'object') throw new Error(`it returned ${String(returned)}, not { headTags, … }`);
  const checked = emptyHtmlTags();
  for (const place of PLACES) {
    const given = (returned as Record<string, unknown>)[place];
    if (given === undefined || given === null) continue;
    for (const value of Array.isArray(given) ? given : [given]) {
      if (value === undefined || value === null || value === false || value === '') continue;
      const tag = htmlTag(value);
      if (typeof tag === 'object' && 'invalid' in tag) throw new Error(`${place}: ${tag.invalid}`);
      checked[place].push(tag);
    }
  }
  for (const place of PLACES) into[place].push(...checked[place]);
}

/** Whether any plugin injected a tag. */
export const hasHtmlTags = (tags: PluginHtmlTags): boolean => PLACES.some((p) => tags[p].length > 0);
