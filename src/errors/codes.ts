// The catalogue of permanent diagnostic codes: each code's title, message template and hint, grouped by the
// stage that reports them (catalogue/*.ts). Call sites pass a code, its typed params and a location
// (errors/blogctl-error.ts: error(), warning(), fail()); the wording lives here only.
// Names are permanent: tests and tools match on them. Add new codes; never rename old ones.
import { buildCodes } from './catalogue/build';
import { commandCodes } from './catalogue/commands';
import { configCodes } from './catalogue/config';
import { contentCodes } from './catalogue/content';
import { contentPathCodes } from './catalogue/content-paths';
import type { CodeEntry } from './catalogue/entry';
import { featureCodes } from './catalogue/features';
import { markdownCodes } from './catalogue/markdown';
import { markdownFeatureCodes } from './catalogue/markdown-features';
import { pluginCodes } from './catalogue/plugins';
import { sidebarsCodes } from './catalogue/sidebars';
import { siteCodeCodes } from './catalogue/site-code';

export const CATALOGUE = {
  ...configCodes,
  ...contentCodes,
  ...contentPathCodes,
  ...sidebarsCodes,
  ...markdownCodes,
  ...markdownFeatureCodes,
  ...siteCodeCodes,
  ...pluginCodes,
  ...buildCodes,
  ...commandCodes,
  ...featureCodes,
};

export type ErrorCode = keyof typeof CATALOGUE;

/** Codes nothing reports any more, kept because names are permanent (tools may still match on them); each with
 *  what replaced it. */
export const RETIRED_CODES: Partial<Record<ErrorCode, string>> = {
  MDX_IMPORT_UNSUPPORTED: 'MDX imports are evaluated; an import that cannot be resolved is MDX_IMPORT_NOT_FOUND',
  SITE_DOCUSAURUS_HEAD: "<Head>'s title, meta and link tags are the page's head tags (issue 31)",
};

/** The params a code's message and hint are written from. */
export type ErrorParams<C extends ErrorCode> = (typeof CATALOGUE)[C] extends CodeEntry<infer P> ? P : never;

/** The text and hint of a diagnostic with `code`, from its params (typed by error(), warning() and fail()). */
export function wording(code: ErrorCode, params: unknown): { text: string; hint?: string } {
  const e = CATALOGUE[code] as CodeEntry<unknown>;
  const hint = e.hint?.(params);
  return hint === undefined ? { text: e.message(params) } : { text: e.message(params), hint };
}
