// Docusaurus front matter fields blogctl does not act on, per kind of entry: each one present gets a located
// warning saying what Docusaurus would have done with it, so a migrated site learns what it loses instead of
// losing it silently. Fields Docusaurus does not define are kept for templates and not reported.
import { warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { UnsupportedEffect } from '../errors/catalogue/content';
import type { FrontMatter } from './front-matter';

const DOC_FIELDS: Record<string, UnsupportedEffect> = {};
const POST_FIELDS: Record<string, UnsupportedEffect> = {};
const PAGE_FIELDS: Record<string, UnsupportedEffect> = { wrapperClassName: 'wrapper-class' };

export function reportUnsupportedFields(
  kind: 'post' | 'doc' | 'page',
  fm: FrontMatter,
  loc: (key: string) => SourceLocation,
  diagnostics: Diagnostic[],
): void {
  const fields = kind === 'doc' ? DOC_FIELDS : kind === 'post' ? POST_FIELDS : PAGE_FIELDS;
  for (const [key, effect] of Object.entries(fields)) {
    if (fm[key] === undefined) continue;
    diagnostics.push(warning('FRONT_MATTER_UNSUPPORTED', { key, kind, effect }, loc(key)));
  }
}
