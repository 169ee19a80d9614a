// Content codes: reading content files, front matter and data files (authors.yml, tags.yml, _category_.json).
// The URLs entries ask for are content-paths.ts.
import { entry } from './entry';
import { docIdHint, type DocIdSuggestion } from './sidebars';
import { KNOWN_SOCIAL_PLATFORMS } from '../../shared/social-platforms';

/** The kinds of value a front matter field takes (content/front-matter.ts). */
export type FieldType = 'string' | 'strings' | 'boolean' | 'number' | 'date' | 'level' | 'authors' | 'lastUpdate';
const EXPECTED: Record<FieldType, string> = {
  string: 'a string',
  strings: 'a list of strings, e.g. [a, b]',
  boolean: 'true or false',
  number: 'a number',
  date: 'a date in the form YYYY-MM-DD',
  level: 'a heading level from 2 to 6',
  authors:
    'a key of authors.yml, an author with at least a name (name, title, url, image_url, email), or a list of them',
  lastUpdate: 'a map with a date (any date JavaScript reads, e.g. 2024-06-15) and/or an author name',
};
const EXAMPLE: Record<FieldType, string> = {
  string: '一段文字',
  strings: '[a, b]',
  boolean: 'true',
  number: '1',
  date: '2024-06-15',
  level: '3',
  authors: '[lanshan, { name: 张三, url: https://example.com }]',
  lastUpdate: '{ date: 2024-06-15, author: 张三 }',
};
/** Why a Docusaurus front matter field blogctl ignores matters (content/unsupported-fields.ts). */
export type UnsupportedEffect = 'last-update' | 'wrapper-class' | 'blog-field';
/** What Docusaurus does with a front matter field blogctl ignores. */
const UNSUPPORTED_EFFECT: Record<UnsupportedEffect, string> = {
  'last-update': 'Docusaurus shows it as the last update time and author; blogctl does not show last updates.',
  'wrapper-class': 'Docusaurus adds this class to the page wrapper; blogctl does not.',
  'blog-field': 'it is a blog post field, which Docusaurus ignores elsewhere, and so does blogctl.',
};
/** A front matter field of the wrong type: `got` says what it is instead. */
type BadField = { key: string; type: FieldType; got: string };
/** A `displayed_sidebar` that names no sidebar (`value`), or is not a string. */
type DisplayedSidebar = { kind: 'displayed-sidebar'; value?: string; known: string[] };

export const contentCodes = {
  CONTENT_READ: entry(
    'A content file could not be read.',
    (
      p:
        | { kind: 'list'; reason: string }
        | { kind: 'dangling-link'; target: string }
        | { kind: 'read'; errno?: string; reason: string },
    ) =>
      p.kind === 'list'
        ? `Content could not be listed: ${p.reason}.`
        : p.kind === 'dangling-link'
          ? `The file could not be read: it is a symbolic link to ${p.target}, which does not exist.`
          : `The file could not be read (${p.errno ?? p.reason}).`,
    (p) =>
      p.kind === 'list'
        ? 'Check the folder permissions.'
        : p.kind === 'dangling-link'
          ? 'Fix or remove the link.'
          : p.errno === 'EACCES'
            ? 'Make the file readable (chmod +r).'
            : 'Check that the file exists and is readable.',
  ),
  CONTENT_NOT_UTF8: entry(
    'A content file is not valid UTF-8.',
    (p: { byte: string | undefined; at: number }) =>
      `The file is not valid UTF-8 (first bad byte 0x${p.byte} at byte ${p.at}).`,
    'Save the file as UTF-8 (for GBK files: iconv -f GBK -t UTF-8).',
  ),
  CONTENT_EMPTY: entry(
    'A content file is empty.',
    () => 'The file is empty; it builds as an empty page titled by its file name.',
    'Write some content with a front matter title, or delete the file.',
  ),
  CONTENT_TOO_LARGE: entry(
    'A content file is larger than the limit.',
    (p: { megabytes: string; limit: number }) =>
      `The file is ${p.megabytes} MB; the limit for one content file is ${p.limit} MB.`,
    'Split it into several posts or docs, or move large data out of Markdown.',
  ),
  CONTENT_SYMLINK_LOOP: entry(
    'A symbolic link in the content folder points back into itself.',
    (
      p:
        | { kind: 'listing'; path: string }
        | { kind: 'loop'; path: string }
        | { kind: 'parent'; path: string; target: string }
        | { kind: 'read'; errno?: string; reason: string },
    ) => {
      switch (p.kind) {
        case 'listing':
          return `A symbolic link loop was found while listing content: ${p.path}.`;
        case 'loop':
          return `The symbolic link ${p.path} is part of a link loop.`;
        case 'parent':
          return `The symbolic link ${p.path} points to ${p.target}, one of its own parent folders, so following it would never end.`;
        case 'read':
          return `The file could not be read (${p.errno ?? p.reason}).`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'listing':
          return 'Remove the link that points back to one of its own parent folders.';
        case 'loop':
          return 'Remove or fix the link; blogctl skips it.';
        case 'parent':
          return 'Remove the link, or point it outside its own parent folders; blogctl skips it.';
        case 'read':
          return 'Check that the file exists and is readable.';
      }
    },
  ),
  FRONT_MATTER_UNCLOSED: entry(
    'Front matter has no closing ---.',
    () =>
      'The front matter that opens on line 1 is never closed: expected a line with only "---" after the YAML fields.',
    'Add a line "---" after the last front matter field.',
  ),
  FRONT_MATTER_YAML: entry(
    'Front matter is not valid YAML.',
    (p: { kind: 'syntax'; reason: string } | { kind: 'not-mapping' }) =>
      p.kind === 'syntax'
        ? `Front matter is not valid YAML: ${p.reason}.`
        : 'Front matter must be a list of "key: value" fields.',
    (p) =>
      p.kind === 'syntax'
        ? 'Front matter is YAML between two "---" lines. Quote values that contain ": " or start with special characters.'
        : undefined,
  ),
  FRONT_MATTER_FIELD: entry(
    'A front matter field has the wrong type or value.',
    (p: BadField | DisplayedSidebar) =>
      !('kind' in p)
        ? `Front matter field "${p.key}" must be ${EXPECTED[p.type]}, but it is ${p.got}.`
        : p.value !== undefined
          ? `Front matter field "displayed_sidebar" names the sidebar "${p.value}", which does not exist.`
          : 'Front matter field "displayed_sidebar" must be a sidebar id or null.',
    (p) => {
      if (!('kind' in p)) return `Write it as: ${p.key}: ${EXAMPLE[p.type]}`;
      const known = `Known sidebars: ${p.known.map((k) => `"${k}"`).join(', ')}.`;
      return p.value !== undefined ? `${known} Write displayed_sidebar: null for no sidebar.` : known;
    },
  ),
  CONTENT_BAD_DATE: entry(
    'A post date is invalid.',
    (
      p:
        | ({ kind: 'field' } & BadField)
        | { kind: 'file-name'; date: string; where: 'file name' | 'file path' }
        | { kind: 'none' },
    ) =>
      p.kind === 'field'
        ? `Front matter field "${p.key}" must be ${EXPECTED[p.type]}, but it is ${p.got}.`
        : p.kind === 'file-name'
          ? `The date ${p.date} in the ${p.where} is not a real calendar date.`
          : 'The post has no date: expected a file name like 2024-06-15-slug.md or a "date: YYYY-MM-DD" front matter field.',
    (p) =>
      p.kind === 'field'
        ? `Write it as: ${p.key}: ${EXAMPLE[p.type]}`
        : 'Name posts YYYY-MM-DD-slug.md (or YYYY-MM-DD-slug/index.md).',
  ),
  CONTENT_DATE_FROM_FILE: entry(
    'A post has no date in its front matter or path, so it is dated by its file (creation time).',
    (p: { date: string; name: string }) =>
      `The post has no date in its front matter or file name, so it is dated ${p.date} from the file's creation time (as Docusaurus does); that date changes whenever the file is copied or checked out again.`,
    (p) => `Add "date: ${p.date}" to the front matter, or name the file ${p.date}-${p.name}.md.`,
  ),
  CONTENT_UNUSED_FILE: entry(
    'A Markdown file in the content folders is no post, doc or page, so no route uses it.',
    (p: { blog: string; docs: string; pages: string }) =>
      `No route uses this Markdown file: it is not in the blog folder (${p.blog}), the docs folder (${p.docs}) or the pages folder (${p.pages}).`,
    'Move it into one of those folders, start its name with "_" if another file imports it, or delete it.',
  ),
  CONTENT_BLOG_DISABLED: entry(
    'The blog is turned off (blog: false), but its folder holds Markdown files.',
    (p: { count: number; blog: string }) =>
      `The blog is turned off (blog: false), so ${p.count === 1 ? 'this post is' : `the ${p.count} Markdown files of the blog folder (${p.blog}), this one first, are`} not built.`,
    'Remove "blog: false" from the config to build them, or move the files out of the blog folder.',
  ),
  CONTENT_UNKNOWN_TAG: entry(
    "A post or doc uses a tag that the tags.yml of its folder (the blog's or the docs') does not define.",
    (p: { tag: string; folder: string; section: 'blog' | 'docs'; known: string[]; inline?: boolean }) =>
      `Tag "${p.tag}" is not defined in ${p.folder}/tags.yml${p.inline ? `; it is used as written (${p.section}.onInlineTags)` : ''}.`,
    (p) => `Add it there or use one of: ${p.known.join(', ')}.`,
  ),
  CONTENT_UNKNOWN_AUTHOR: entry(
    'A post names an author that authors.yml does not define.',
    (p: { author: string; blogPath: string; known: string[] }) =>
      `Author "${p.author}" is not defined in ${p.blogPath}/authors.yml.`,
    (p) =>
      p.known.length
        ? `Known authors: ${p.known.join(', ')}.`
        : `Create ${p.blogPath}/authors.yml with an entry "${p.author}:".`,
  ),
  CONTENT_DATA_FILE: entry(
    'authors.yml, tags.yml or _category_.json / .yml is malformed.',
    (
      p:
        | { kind: 'yaml' | 'json'; reason: string }
        | { kind: 'not-mapping' }
        | { kind: 'author' | 'tag'; key: string }
        | { kind: 'category'; found: string },
    ) => {
      switch (p.kind) {
        case 'yaml':
          return `Not valid YAML: ${p.reason}.`;
        case 'json':
          return `_category_.json is not valid JSON: ${p.reason}.`;
        case 'category':
          return `Expected a mapping of category fields (label, position, collapsed, link, ...), found ${p.found}.`;
        case 'not-mapping':
          return 'Expected a mapping of keys to entries.';
        case 'author':
          return `Author "${p.key}" needs at least a "name" string.`;
        case 'tag':
          return `Tag "${p.key}" must be a mapping with label, permalink and description.`;
      }
    },
    (p) => (p.kind === 'author' ? 'Write it as:\n  key:\n    name: 名字\n    title: 一句话介绍' : undefined),
  ),
  CONTENT_CATEGORY_FILE_IGNORED: entry(
    'A docs folder has more than one category metadata file; only the first is read.',
    (p: { name: string; used: string }) =>
      `${p.name} is not read: this folder's ${p.used} already describes the category (Docusaurus reads the first of _category_.json, _category_.yml, _category_.yaml).`,
    (p: { name: string; used: string }) => `Merge what ${p.name} says into ${p.used} and delete ${p.name}.`,
  ),
  CONTENT_CATEGORY_ROOT: entry(
    'A category metadata file at the top of the docs folder.',
    (p: { name: string }) =>
      `${p.name} is not read: it sits at the top of the docs folder, which is the sidebar itself rather than a category (Docusaurus ignores it too).`,
    (p: { name: string }) => `Move ${p.name} into the folder whose category it describes, or delete it.`,
  ),
  FRONT_MATTER_UNSUPPORTED: entry(
    'A Docusaurus front matter field that blogctl does not act on.',
    (p: { key: string; kind: 'post' | 'doc' | 'page'; effect: UnsupportedEffect }) =>
      `Front matter field "${p.key}" is not supported on ${p.kind}s: ${UNSUPPORTED_EFFECT[p.effect]}`,
    () => 'Remove the field, or keep it if a theme of your own reads it (page props carry every front matter field).',
  ),
  FRONT_MATTER_AUTHOR_FIELDS: entry(
    'A post sets both the authors field and the older author fields.',
    (p: { legacy: string }) =>
      `The post sets both "authors" and "${p.legacy}": the older author fields (author, author_title, author_url, author_image_url) describe one author only when "authors" is not set (Docusaurus refuses both).`,
    () => 'Move the author into "authors", e.g. authors: [{ name: 张三, title: 工程师 }], and delete the older fields.',
  ),
  CONTENT_AUTHOR_IMAGE: entry(
    "An author's image_url names no file of the site.",
    (p: { author: string; src: string }) =>
      `The image of author "${p.author}" ("${p.src}") is neither a file beside authors.yml nor one of the static folders, so it will not load.`,
    'Put the image beside authors.yml and write image_url: ./name.png, or in static/ and write image_url: /img/name.png, or give its full URL.',
  ),
  CONTENT_AUTHOR_SOCIAL: entry(
    "An entry of an author's socials cannot be made into a link.",
    (p: { author: string; platform: string; problem: 'not-string' | 'unknown-handle' }) =>
      p.problem === 'unknown-handle'
        ? `The author "${p.author}" gives "${p.platform}" a handle, but blogctl knows no profile address for the platform "${p.platform}": the link is left out.`
        : p.platform
          ? `The author "${p.author}" gives "${p.platform}" no handle or URL: the link is left out.`
          : `The socials of author "${p.author}" are not a map of platform: handle: they are left out.`,
    (p: { author: string; platform: string; problem: 'not-string' | 'unknown-handle' }) =>
      `Write a full URL (https://…) for a platform of your own, or a handle for one of ${KNOWN_SOCIAL_PLATFORMS.join(', ')}${p.platform ? `, e.g. ${p.platform}: https://example.com/me` : ''}.`,
  ),
  CONTENT_AUTHOR_PAGE: entry(
    "An author's page field is not true, false or { permalink }.",
    (p: { author: string }) =>
      `The author "${p.author}" has a "page" field that is neither true, false nor a map with a non-empty "permalink".`,
    'Write page: true, page: false (no author page), or page: { permalink: /my-name } for the page at /blog/authors/my-name.',
  ),
  CONTENT_DATA_FIELD_IGNORED: entry(
    'A field of an author in authors.yml or of a tag in tags.yml is not used.',
    (p: { kind: 'author' | 'tag'; key: string; field: string; known: string[] }) =>
      `The ${p.kind} "${p.key}" has the field "${p.field}", which blogctl does not read: it has no effect on the site.`,
    (p: { kind: 'author' | 'tag'; key: string; field: string; known: string[] }) =>
      `blogctl reads ${p.known.map((k) => `"${k}"`).join(', ')} for ${p.kind === 'author' ? 'an author' : 'a tag'}. Remove "${p.field}" or put what it says in one of those.`,
  ),
  FRONT_MATTER_UNKNOWN_DOC: entry(
    'pagination_next or pagination_prev names a doc that does not exist.',
    (p: { key: string; id: string; suggest: DocIdSuggestion }) =>
      `Front matter field "${p.key}" names the doc "${p.id}", which does not exist.`,
    (p: { key: string; id: string; suggest: DocIdSuggestion }) =>
      `${docIdHint(p.suggest)} Write a doc id (its path under the docs folder without the extension, or its "id:"), or null for no link.`,
  ),
  CONTENT_CATEGORY_DOC: entry(
    "A docs category's link names a doc that does not exist.",
    (p: { id: string; dir: string; suggest: DocIdSuggestion }) =>
      `The category of the folder "${p.dir}" links to the doc "${p.id}", which is neither a doc of that folder nor a doc id.`,
    (p: { id: string; dir: string; suggest: DocIdSuggestion }) =>
      `${docIdHint(p.suggest)} Name a doc of the folder by its file name without the extension, or any doc by its full id.`,
  ),
  CONTENT_CATEGORY_FIELD_IGNORED: entry(
    'A field of a docs category metadata file is not used.',
    (p: { field: string; why: 'unknown' | 'link-null' | 'link-type' }) =>
      p.why === 'link-null'
        ? '"link": null is not supported: blogctl gives every docs folder a page (its index doc or a generated index), so the category label stays a link.'
        : p.why === 'link-type'
          ? 'link.type is neither "doc" nor "generated-index", so the category links to its generated index page.'
          : `"${p.field}" is not used by blogctl, so it has no effect on the sidebar or the category page.`,
    (p: { field: string; why: 'unknown' | 'link-null' | 'link-type' }) =>
      p.why === 'unknown'
        ? 'blogctl reads label, position, description, collapsed, collapsible, className and link (type "doc" with id, or "generated-index" with slug and description). Remove the field.'
        : undefined,
  ),
  CONTENT_NO_TRUNCATE: entry(
    'A post has no <!-- truncate --> marker.',
    () => 'The post has no <!-- truncate --> marker, so lists show the whole post.',
    'Put <!-- truncate --> on its own line after the first paragraph.',
  ),
  CONTENT_LAST_UPDATE_UNKNOWN: entry(
    'The last update of an entry is shown (showLastUpdateTime / showLastUpdateAuthor), but git has no commit of its file.',
    () => 'Git has no commit of this file (new, or not added), so its last update is not shown.',
    'Commit the file, or set last_update: { date: 2024-06-15, author: 名字 } in its front matter.',
  ),
  CONTENT_LAST_UPDATE_NO_GIT: entry(
    'The last update of entries is shown, but git cannot tell it.',
    (p: { reason: string }) => `The last update of posts and docs is not shown: ${p.reason}.`,
    'Build from a git checkout with its history (in CI: a full clone, e.g. fetch-depth: 0), or turn showLastUpdateTime / showLastUpdateAuthor off.',
  ),
  CONTENT_NO_TITLE: entry(
    'An entry has no title and no leading # heading.',
    (p: { title: string } | { kind: 'layout-title'; name: string }) =>
      'kind' in p
        ? `The title of <${p.name}> is not a literal string, which blogctl cannot read without running the page; the page's title is its file name.`
        : `The entry has no title and no leading # heading; its title is its file name "${p.title}".`,
    (p) =>
      'kind' in p
        ? 'Write title="…" on the Layout, or add export const meta = { title: \'…\' }.'
        : 'Add "title: 标题" to the front matter, or start the text with "# 标题".',
  ),
};
