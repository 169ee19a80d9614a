// Content path codes: the URLs and output paths entries ask for (slugs, ids, permalinks, file names) and the
// clashes between them.
import { entry } from './entry';

/** What asks for a URL that would leave the output folder: how the diagnostic names it, and the fix. */
const UNSAFE_SOURCES = {
  'tag-permalink': [
    (v: string, key = '') => `The permalink "${v}" of tag "${key}"`,
    'Use a permalink made of plain path segments, e.g. permalink: /my-tag.',
  ],
  'tag-key': [
    (v: string) => `The tag key "${v}" (its default permalink)`,
    'Use a permalink made of plain path segments, e.g. permalink: /my-tag.',
  ],
  'undeclared-tag': [
    (v: string) => `The tag "${v}" (there is no tags.yml, so its key is its permalink)`,
    'Use a tag made of plain path segments, or declare it in tags.yml with a permalink.',
  ],
  'author-permalink': [
    (v: string, key = '') => `The page permalink "${v}" of author "${key}"`,
    'Use a permalink made of plain path segments, e.g. page: { permalink: /my-name }.',
  ],
  'author-key': [
    (v: string) => `The author key "${v}" (the URL of the author's page)`,
    'Use a key made of letters, digits and "-", e.g. lanshan:.',
  ],
  'post-slug': [
    (v: string) => `The slug "${v}"`,
    'Use a slug made of plain path segments, e.g. slug: my-post or slug: /2024/my-post.',
  ],
  'post-file-slug': [
    (v: string) => `The file path's slug "${v}"`,
    'Use a slug made of plain path segments, e.g. slug: my-post or slug: /2024/my-post.',
  ],
  'doc-slug': [
    (v: string) => `The slug "${v}"`,
    'A slug starting with "/" is taken from the docs root, any other from the doc\'s folder; ".." may not climb above the docs root.',
  ],
  'doc-id': [(v: string) => `The doc id "${v}"`, 'Use an id made of letters, digits and "-".'],
  'doc-path': [
    (v: string) => `The doc path "${v}"`,
    'Rename the file or its folders (percent signs are decoded in URLs), or set "slug:".',
  ],
  'page-file': [(v: string) => `The page file name "${v}"`, 'Rename the file (percent signs are decoded in URLs).'],
  'generated-index-slug': [
    (v: string, label = '') => `The generated-index slug "${v}" of category "${label}"`,
    "Give the link a slug made of plain path segments, e.g. slug: '/category/guides'.",
  ],
  'category-label': [
    (v: string) => `The label of category "${v}" (its generated-index URL)`,
    "Give the link a slug made of plain path segments, e.g. slug: '/category/guides'.",
  ],
  'category-slug': [
    (v: string) => `The category slug "${v}"`,
    'Use a slug made of plain path segments, e.g. "slug": "/category/docker".',
  ],
  'docs-folder': [
    (v: string) => `The docs folder "${v}"`,
    'Rename the folder (percent signs are decoded in URLs), or give it a "link": { "slug": … } in _category_.json.',
  ],
} as const;
export type UnsafeSource = keyof typeof UNSAFE_SOURCES;

type UnsafePath =
  | { kind: 'url'; source: UnsafeSource; value: string; tag?: string; permalink: string; reason: string }
  | { kind: 'doc-id-slash'; id: string }
  | { kind: 'static-file'; name: string; reason: string }
  | { kind: 'route'; path: string; reason: string };

export const contentPathCodes = {
  CONTENT_DUPLICATE_SLUG: entry(
    'Two entries claim the same slug.',
    (p: { source: string; other: string; permalink: string }) =>
      `${p.source} and ${p.other} both want the URL ${p.permalink}.`,
    'Give one of them a different file name or a "slug:" front matter field.',
  ),
  CONTENT_UNSAFE_PATH: entry(
    'A slug, id, permalink or file name would put a page outside the output folder.',
    (p: UnsafePath) => {
      switch (p.kind) {
        case 'url':
          return `${UNSAFE_SOURCES[p.source][0](p.value, p.tag)} gives the URL ${p.permalink}, which is refused: ${p.reason}.`;
        case 'doc-id-slash':
          return `The doc id "${p.id}" contains a slash; an id names one doc inside its own folder.`;
        case 'static-file':
          return `The static file name ${JSON.stringify(p.name)} is refused as an output path: ${p.reason}.`;
        case 'route':
          return `The URL ${p.path} is refused: ${p.reason}.`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'url':
          return `${UNSAFE_SOURCES[p.source][1]} blogctl writes only inside the output folder.`;
        case 'doc-id-slash':
          return 'Use an id without "/", e.g. id: setup; move the file to change its folder, or set "slug:" to change its URL.';
        case 'static-file':
          return 'Rename the file; blogctl writes only inside the output folder.';
        case 'route':
          return 'Change the slug, permalink or file name that makes it; blogctl writes only inside the output folder.';
      }
    },
  ),
  STATIC_FILE_CLASH: entry(
    'Two static folders hold a file at the same path; the one listed first in staticDirectories is used.',
    (p: { file: string; first: string; path: string; firstFolder: string }) =>
      `${p.file} is not copied: ${p.first} has the same path /${p.path}, and ${p.firstFolder} comes first in staticDirectories.`,
    'Rename or delete one of the two files, or change the order of staticDirectories.',
  ),
};
