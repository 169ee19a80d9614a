// Front matter: split the YAML block off a Markdown file, parse it with positions, and type-check
// the Docusaurus field names so an existing Docusaurus site's Markdown moves over unchanged.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Document } from 'yaml';
import { yamlValue } from './yaml-value';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { readSocials, type SocialProblem } from './author-socials';
import type { AuthorSocial } from './types';
import type { FieldType } from '../errors/catalogue/content';
import { parseSimpleFrontMatter } from './front-matter-fast';
import { badField, coerce, describe, hasType } from './front-matter-values';

/** An author written in a post's front matter instead of authors.yml (Docusaurus's inline author): shown on
 *  the post, without an author page. */
export interface InlineAuthor {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  socials?: AuthorSocial[];
}

export interface FrontMatter {
  title?: string;
  date?: string;
  tags?: string[];
  /** Keys of authors.yml, and authors written inline. */
  authors?: (string | InlineAuthor)[];
  description?: string;
  slug?: string;
  id?: string;
  image?: string;
  keywords?: string[];
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  sidebar_position?: number;
  sidebar_label?: string;
  /** A class added to the doc's link in the sidebar. */
  sidebar_class_name?: string;
  /** A doc's label in the previous/next links of other docs. */
  pagination_label?: string;
  /** The doc linked as next / previous instead of the sidebar's neighbour (a doc id), or null for none;
   *  checked by content/doc-pagination.ts. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  hide_title?: boolean;
  /** Docs: false keeps the number prefixes of the doc's file and folder names (content/number-prefix.ts). */
  parse_number_prefixes?: boolean;
  /** The sidebar shown on the doc (a sidebar id), or null for none; read by content/sidebars.ts. */
  displayed_sidebar?: string | null;
  /** Any other field: a Markdown page's own fields reach its template (PageProps.frontMatter, ownFields). */
  [key: string]: unknown;
}

/** The front matter fields blogctl reads (those named above) and the other Docusaurus ones it reports. */
const KNOWN_FIELDS = new Set([
  'title',
  'date',
  'tags',
  'authors',
  'description',
  'slug',
  'id',
  'image',
  'keywords',
  'draft',
  'unlisted',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'sidebar_position',
  'sidebar_label',
  'sidebar_class_name',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'hide_title',
  'parse_number_prefixes',
  'displayed_sidebar',
  'wrapperClassName',
  'last_update',
]);

/** The fields of `fm` that are the entry's own (none that blogctl or Docusaurus defines), or undefined. */
export function ownFields(fm: FrontMatter): Record<string, unknown> | undefined {
  const own = Object.entries(fm).filter(([key]) => !KNOWN_FIELDS.has(key));
  return own.length ? Object.fromEntries(own) : undefined;
}

export interface ParsedSource {
  data: FrontMatter;
  /** Markdown after the front matter. */
  body: string;
  /** Number of lines before the body starts (to map body lines back to file lines). */
  bodyLineOffset: number;
  /** 1-based line/column of each top-level front matter key, for diagnostics. Items of list values
   *  (tags, authors) are recorded too, as `key[value]`. */
  keyLocations: Map<string, { line: number; column: number }>;
  diagnostics: Diagnostic[];
  /** Problems in the fields of one kind of entry (the blog's `date`, `authors`; the docs' `sidebar_position`…):
   *  reported for entries of that kind only, as Docusaurus ignores them elsewhere. Absent: none. */
  kindDiagnostics?: Partial<Record<FieldKind, Diagnostic[]>>;
}

/** Splits and parses front matter. Never throws: problems come back as diagnostics. */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  const empty: ParsedSource = { data: {}, body: source, bodyLineOffset: 0, keyLocations: new Map(), diagnostics: [] };
  if (!/^---[ \t]*\r?\n/.test(source)) return empty;
  const lines = source.split('\n');
  let close = -1;
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)[ \t]*\r?$/.test(lines[i])) {
      close = i;
      break;
    }
  }
  if (close === -1) {
    return Object.assign({}, empty, {
      body: '',
      diagnostics: [error('FRONT_MATTER_UNCLOSED', {}, { file, line: 1, column: 1 })],
    });
  }
  const yamlText = lines.slice(1, close).join('\n');
  const body = lines.slice(close + 1).join('\n');
  // Most front matter is plain `key: value` lines: read without the YAML library when it is (same result).
  const simple = parseSimpleFrontMatter(yamlText);
  const { raw, keyLocations, diagnostics } = simple
    ? { raw: simple.raw, keyLocations: simple.keyLocations, diagnostics: [] as Diagnostic[] }
    : readYaml(yamlText, file);
  if (diagnostics.length) return { data: {}, body, bodyLineOffset: close + 1, keyLocations, diagnostics };
  if (raw !== null && raw !== undefined && (typeof raw !== 'object' || Array.isArray(raw))) {
    diagnostics.push(error('FRONT_MATTER_YAML', { kind: 'not-mapping' }, { file, line: 2, column: 1 }));
    return { data: {}, body, bodyLineOffset: close + 1, keyLocations, diagnostics };
  }
  const kindDiagnostics: NonNullable<ParsedSource['kindDiagnostics']> = {};
  const data = checkFields((raw ?? {}) as Record<string, unknown>, file, keyLocations, diagnostics, kindDiagnostics);
  const parsed: ParsedSource = { data, body, bodyLineOffset: close + 1, keyLocations, diagnostics };
  if (Object.keys(kindDiagnostics).length) parsed.kindDiagnostics = kindDiagnostics;
  return parsed;
}

/** The YAML between the fences read with the YAML library: its value (unless it has errors), key locations and errors. */
export function readYaml(
  yamlText: string,
  file: string,
): { raw: unknown; keyLocations: ParsedSource['keyLocations']; diagnostics: Diagnostic[] } {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const diagnostics: Diagnostic[] = [];
  for (const err of doc.errors) {
    const pos = counter.linePos(err.pos[0]);
    const reason = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    diagnostics.push(
      error('FRONT_MATTER_YAML', { kind: 'syntax', reason }, { file, line: pos.line + 1, column: pos.col }),
    );
  }
  const keyLocations = locateKeys(doc, counter);
  if (diagnostics.length) return { raw: undefined, keyLocations, diagnostics };
  const value = yamlValue(doc);
  if (!value.ok) {
    const pos = counter.linePos(value.offset);
    diagnostics.push(
      error(
        'FRONT_MATTER_YAML',
        { kind: 'syntax', reason: value.reason },
        { file, line: pos.line + 1, column: pos.col },
      ),
    );
    return { raw: undefined, keyLocations, diagnostics };
  }
  return { raw: value.value, keyLocations, diagnostics };
}

function locateKeys(doc: Document, counter: LineCounter): Map<string, { line: number; column: number }> {
  const out = new Map<string, { line: number; column: number }>();
  if (!isMap(doc.contents)) return out;
  const at = (offset: number) => {
    const pos = counter.linePos(offset);
    return { line: pos.line + 1, column: pos.col };
  };
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || !pair.key.range) continue;
    const key = String(pair.key.value);
    out.set(key, at(pair.key.range[0]));
    const value = pair.value;
    if (isSeq(value))
      for (const item of value.items)
        if (isScalar(item) && item.range) out.set(`${key}[${String(item.value)}]`, at(item.range[0]));
    if (isScalar(value) && value.range) out.set(`${key}[${String(value.value)}]`, at(value.range[0]));
  }
  return out;
}

/** The kinds of entry a field belongs to in Docusaurus: the blog plugin's own fields (`post`) and the docs
 *  plugin's (`doc`); the others are common. Docusaurus ignores another kind's field as an unknown key, so its
 *  problems are reported for its own kind only (ParsedSource.kindDiagnostics). */
type FieldKind = 'post' | 'doc';

const FIELDS: Record<string, { type: FieldType; only?: FieldKind }> = {
  title: { type: 'string' },
  date: { type: 'date', only: 'post' },
  tags: { type: 'strings' },
  authors: { type: 'authors', only: 'post' },
  description: { type: 'string' },
  slug: { type: 'string' },
  id: { type: 'string' },
  image: { type: 'string' },
  keywords: { type: 'strings' },
  draft: { type: 'boolean' },
  unlisted: { type: 'boolean' },
  hide_table_of_contents: { type: 'boolean' },
  toc_min_heading_level: { type: 'level' },
  toc_max_heading_level: { type: 'level' },
  sidebar_position: { type: 'number', only: 'doc' },
  sidebar_label: { type: 'string' },
  sidebar_class_name: { type: 'string', only: 'doc' },
  pagination_label: { type: 'string', only: 'doc' },
  hide_title: { type: 'boolean' },
  parse_number_prefixes: { type: 'boolean', only: 'doc' },
};

/** The checked fields of `raw`; problems go to `out`, or to `kindOut` for a field of one kind of entry. */
function checkFields(
  raw: Record<string, unknown>,
  file: string,
  locs: Map<string, { line: number; column: number }>,
  out: Diagnostic[],
  kindOut: NonNullable<ParsedSource['kindDiagnostics']>,
): FrontMatter {
  const data: FrontMatter = { ...raw };
  for (const [key, { type, only }] of Object.entries(FIELDS)) {
    if (!(key in raw) || raw[key] === null || raw[key] === undefined) {
      delete data[key];
      continue;
    }
    const sink = only ? (kindOut[only] ??= []) : out;
    const loc = { file, ...(locs.get(key) ?? { line: 1, column: 1 }) };
    // A doc that sets a blog field (copied from a post, say) would expect it shown: said, not silently dropped.
    if (only === 'post')
      (kindOut.doc ??= []).push(warning('FRONT_MATTER_UNSUPPORTED', { key, kind: 'doc', effect: 'blog-field' }, loc));
    if (type === 'authors') {
      const list = readAuthors(raw[key], (author, p) =>
        sink.push(warning('CONTENT_AUTHOR_SOCIAL', { author, ...p }, loc)),
      );
      if (list) data.authors = list;
      else {
        sink.push(error('FRONT_MATTER_FIELD', { key, type, got: describe(raw[key]) }, loc));
        delete data.authors;
      }
      continue;
    }
    const value = coerce(type, raw[key]);
    if (!hasType(type, value)) {
      sink.push(badField(key, type, value, loc));
      delete data[key];
      continue;
    }
    data[key] = type === 'strings' ? (value as unknown[]).map(String) : value;
  }
  legacyAuthor(raw, data, file, locs, (kindOut.post ??= []));
  if (!kindOut.post.length) delete kindOut.post;
  return data;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** `authors`: a key, an inline author, or a list of them (Docusaurus); undefined when it is none of those.
 *  An object with a `key` refers to authors.yml. */
function readAuthors(
  value: unknown,
  reportSocial: (author: string, p: SocialProblem) => void,
): (string | InlineAuthor)[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const out: (string | InlineAuthor)[] = [];
  for (const item of items) {
    if (typeof item === 'string' || typeof item === 'number') out.push(String(item));
    else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const o = item as Record<string, unknown>;
      if (typeof o.key === 'string') out.push(o.key);
      else if (text(o.name)) out.push(inlineAuthor(o, reportSocial));
      else return undefined;
    } else return undefined;
  }
  return out;
}

function inlineAuthor(
  o: Record<string, unknown>,
  reportSocial?: (author: string, p: SocialProblem) => void,
): InlineAuthor {
  const a: InlineAuthor = { name: text(o.name)! };
  const title = text(o.title);
  const url = text(o.url);
  const imageUrl = text(o.image_url) ?? text(o.imageURL);
  const email = text(o.email);
  if (title) a.title = title;
  if (url) a.url = url;
  if (imageUrl) a.imageUrl = imageUrl;
  if (email) a.email = email;
  if (o.socials !== undefined && o.socials !== null) {
    const { socials, problems } = readSocials(o.socials);
    for (const p of problems) reportSocial?.(a.name, p);
    if (socials.length) a.socials = socials;
  }
  return a;
}

const LEGACY_AUTHOR = [
  'author',
  'author_title',
  'authorTitle',
  'author_url',
  'authorURL',
  'author_image_url',
  'authorImageURL',
];

/** The older single-author fields (`author`, `author_title`, `author_url`, `author_image_url` and their
 *  camel-case spellings): one inline author when `authors` is not set; an error when both are. */
function legacyAuthor(
  raw: Record<string, unknown>,
  data: FrontMatter,
  file: string,
  locs: Map<string, { line: number; column: number }>,
  out: Diagnostic[],
): void {
  const legacy = LEGACY_AUTHOR.find((k) => raw[k] !== undefined && raw[k] !== null);
  if (!legacy) return;
  if (raw.authors !== undefined && raw.authors !== null) {
    out.push(
      error('FRONT_MATTER_AUTHOR_FIELDS', { legacy }, { file, ...(locs.get(legacy) ?? { line: 1, column: 1 }) }),
    );
    return;
  }
  const name = text(raw.author);
  if (!name) {
    const key = raw.author === undefined ? legacy : 'author';
    out.push(
      error(
        'FRONT_MATTER_FIELD',
        {
          key: 'author',
          type: 'string',
          got: raw.author === undefined ? `missing while "${key}" is set` : describe(raw.author),
        },
        { file, ...(locs.get(key) ?? { line: 1, column: 1 }) },
      ),
    );
    return;
  }
  data.authors = [
    inlineAuthor({
      name,
      title: raw.author_title ?? raw.authorTitle,
      url: raw.author_url ?? raw.authorURL,
      image_url: raw.author_image_url ?? raw.authorImageURL,
    }),
  ];
}
