// A doc's `pagination_next` / `pagination_prev` front matter (Docusaurus): a doc id replaces the sidebar's
// neighbour in the previous/next links, null removes the link. Checked here, where each field's place in the
// file is known: a value that is neither a string nor null is FRONT_MATTER_FIELD, an id no doc has is
// FRONT_MATTER_UNKNOWN_DOC (Docusaurus refuses both); the routes then keep the sidebar's neighbour. The front
// matter is not changed (it may be reused by the next build of `serve --watch`, which must report it again).
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { describe } from './front-matter-values';
import { suggestDocIds } from './sidebars';
import type { Doc } from './types';

const KEYS = ['pagination_next', 'pagination_prev'] as const;

export function checkDocPagination(
  docs: Doc[],
  hiddenDocIds: Set<string>,
  locOf: (doc: Doc, key: string) => SourceLocation,
  diagnostics: Diagnostic[],
): void {
  const ids = new Set(docs.map((d) => d.id));
  for (const d of docs) {
    for (const key of KEYS) {
      const v: unknown = d.frontMatter[key];
      if (v === undefined || v === null) continue;
      if (typeof v !== 'string') {
        diagnostics.push(error('FRONT_MATTER_FIELD', { key, type: 'string', got: describe(v) }, locOf(d, key)));
      } else if (!ids.has(v)) {
        // A draft left out of a production build is not a mistake: its link goes, as the sidebar's would.
        if (!hiddenDocIds.has(v))
          diagnostics.push(
            error('FRONT_MATTER_UNKNOWN_DOC', { key, id: v, suggest: suggestDocIds(v, [...ids]) }, locOf(d, key)),
          );
      }
    }
  }
}
