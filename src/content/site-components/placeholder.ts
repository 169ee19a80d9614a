// The mark the MDX layer leaves where a site's own component is used: `<blogctl-island …>children</blogctl-island>`
// with the module, the export, the literal props and the element's line and column. The components step
// (site-components/render.ts) replaces each one, innermost first, with the component's server-rendered HTML
// inside the island container the browser hydrates. Placeholders never reach the output.
import { escapeHtml } from '../../shared/escape';
import type { PropValue } from '../markdown-plugins/jsx-tags';

export const PLACEHOLDER_TAG = 'blogctl-island';
export const PLACEHOLDER_CLOSE = `</${PLACEHOLDER_TAG}>`;

export interface PlaceholderData {
  /** Absolute path of the module. */
  file: string;
  exportName: string;
  props: Record<string, PropValue>;
  /** 1-based line and column in the source file. */
  line: number;
  column: number;
  /** Used inside a paragraph: rendered in a <span>. */
  inline?: boolean;
  /** A `pages/*.tsx` page (errors name the page's own file). */
  page?: boolean;
  /** An island of a module generated from an MDX file (mdx-islands.ts): its Markdown children are the HTML
   *  between SLOT_OPEN and SLOT_CLOSE, passed as the `slots` prop. */
  slots?: true;
}

/** Around each Markdown child of an island of an MDX file's module (PlaceholderData.slots). */
export const SLOT_OPEN = '<blogctl-slot>';
export const SLOT_CLOSE = '</blogctl-slot>';

export function placeholderOpen(d: PlaceholderData): string {
  return `<${PLACEHOLDER_TAG} data-island="${escapeHtml(JSON.stringify(d))}">`;
}

/** `<blogctl-island data-island="…">` followed by HTML with no placeholder in it, then its close tag. */
export const INNERMOST_PLACEHOLDER = new RegExp(
  `<${PLACEHOLDER_TAG} data-island="([^"]*)">((?:(?!<${PLACEHOLDER_TAG}[ >])[\\s\\S])*?)${PLACEHOLDER_CLOSE}\\n?`,
);

export const ANY_PLACEHOLDER = new RegExp(`<${PLACEHOLDER_TAG} data-island="([^"]*)">`, 'g');

const unescapeAttr = (s: string) =>
  s.replace(/&(quot|amp|lt|gt|#39);/g, (_m, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[e]!);

/** What a placeholder's `data-island` attribute holds (`m[1]` of ANY_PLACEHOLDER or INNERMOST_PLACEHOLDER). */
export function placeholderData(attr: string): PlaceholderData {
  return JSON.parse(unescapeAttr(attr)) as PlaceholderData;
}

/** The module files the placeholders in `html` name, added to `files`. */
export function addPlaceholderFiles(html: string, files: Set<string>): void {
  for (const m of html.matchAll(ANY_PLACEHOLDER)) files.add(placeholderData(m[1]).file);
}

export function hasPlaceholder(html: string | null | undefined): boolean {
  return !!html && html.includes(`<${PLACEHOLDER_TAG} `);
}
