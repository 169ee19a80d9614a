// A post's authors as keys of the graph's author map: keys of authors.yml as written (an unknown one is an
// error at its place in the front matter), and each author written inline (Docusaurus's inline author, or the
// older author_* fields) added to the map under a key of its own, marked inline: it is shown on this post only
// and has no author page.
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { isUnreadable } from './data-files';
import type { InlineAuthor } from './front-matter';
import type { Author } from './types';

export function postAuthors(
  written: (string | InlineAuthor)[],
  where: { relFile: string; blogPath: string; loc: (key: string) => SourceLocation },
  authors: Map<string, Author>,
  unsafeAuthors: Set<string>,
  diagnostics: Diagnostic[],
): string[] {
  const out: string[] = [];
  for (const [i, a] of written.entries()) {
    if (typeof a !== 'string') {
      const key = `inline:${where.relFile}:${i}`;
      authors.set(key, { key, ...a, inline: true });
      out.push(key);
      continue;
    }
    if (unsafeAuthors.has(a)) continue;
    if (!authors.has(a) && !isUnreadable(authors)) {
      const known = [...authors.values()].filter((x) => !x.inline).map((x) => x.key);
      diagnostics.push(error('CONTENT_UNKNOWN_AUTHOR', { author: a, blogPath: where.blogPath, known }, where.loc(a)));
    }
    out.push(a);
  }
  return out;
}
