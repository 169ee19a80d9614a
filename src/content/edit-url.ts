// "Edit this page" links, as Docusaurus makes them: the section's `editUrl` (a repository's folder URL) joined
// with the entry's path from the site folder, or a doc's own `custom_edit_url` (`null`: no link for that doc).
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { FrontMatter } from './front-matter';

/**
 * The entry's edit URL, if any. `source`: the entry's path from the site folder, posix. `custom`: whether the
 * entry's front matter may set its own (`custom_edit_url`, docs only in Docusaurus).
 */
export function editUrlOf(
  base: string | undefined,
  source: string,
  fm: FrontMatter,
  custom: { loc: SourceLocation; diagnostics: Diagnostic[] } | undefined,
): string | undefined {
  if (custom && 'custom_edit_url' in fm) {
    const own = fm.custom_edit_url;
    if (own === null) return undefined;
    if (typeof own === 'string' && own.trim() !== '') return own.trim();
    const got = own === undefined || own === '' ? 'an empty value' : `${typeof own} ${JSON.stringify(own)}`;
    custom.diagnostics.push(error('FRONT_MATTER_FIELD', { key: 'custom_edit_url', type: 'string', got }, custom.loc));
  }
  if (!base) return undefined;
  return base.replace(/\/+$/, '') + '/' + source.split('/').map(encodeURIComponent).join('/');
}
