// authors.yml, tags.yml and _category_.json / .yml: small data files with located errors.
import { LineCounter, parseDocument, isMap, isScalar, type Document } from 'yaml';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { readSocials } from './author-socials';
import { parseSimpleDataFile } from './data-files-fast';
import { yamlValue } from './yaml-value';
import { readTextFile } from './scan';
import type { Author, Tag } from './types';
import { positionAt } from '../util/text-position';

type Loc = { file: string; line: number; column: number };

function loadYamlMap(
  file: string,
  diagnostics: Diagnostic[],
): {
  data: Record<string, unknown>;
  lineOf: (key: string) => number;
  keyLoc: (key: string) => Loc;
  valueLoc: (key: string, field: string) => Loc | undefined;
} | null {
  const text = readTextFile(file, diagnostics, { allowEmpty: true });
  if (text === null) return null;
  const parsed = parseYamlMap(text, file, diagnostics);
  if (!parsed) return null;
  const { data, keys, values } = parsed;
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(error('CONTENT_DATA_FILE', { kind: 'not-mapping' }, { file, line: 1, column: 1 }));
    return null;
  }
  const keyLoc = (k: string) => keys.get(k) ?? { file, line: 1, column: 1 };
  return { data, lineOf: (k) => keyLoc(k).line, keyLoc, valueLoc: (k, field) => values.get(`${k}\u0000${field}`) };
}

/** A YAML data file parsed with positions: its document and value and a locator, or null when it has errors
 *  (each reported at its place, including an alias that cannot be resolved). */
function readYamlLocated(
  text: string,
  file: string,
  diagnostics: Diagnostic[],
): { doc: Document; value: unknown; at: (offset: number) => Loc } | null {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  const at = (offset: number): Loc => {
    const pos = counter.linePos(offset);
    return { file, line: pos.line, column: pos.col };
  };
  if (doc.errors.length) {
    for (const e of doc.errors)
      diagnostics.push(
        error(
          'CONTENT_DATA_FILE',
          { kind: 'yaml', reason: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '') },
          at(e.pos[0]),
        ),
      );
    return null;
  }
  const value = yamlValue(doc);
  if (!value.ok) {
    diagnostics.push(error('CONTENT_DATA_FILE', { kind: 'yaml', reason: value.reason }, at(value.offset)));
    return null;
  }
  return { doc, value: value.value, at };
}

/**
 * A data file's values with the position of each top-level key and of each field value (`key\u0000field`);
 * null when the YAML has errors (reported). The simple shape skips the YAML parser (data-files-fast.ts);
 * `fast: false` forces the parser (tests compare the two).
 */
export function parseYamlMap(
  text: string,
  file: string,
  diagnostics: Diagnostic[],
  fast = true,
): { data: Record<string, unknown>; keys: Map<string, Loc>; values: Map<string, Loc> } | null {
  const simple = fast ? parseSimpleDataFile(text) : undefined;
  if (simple) {
    const located = (m: Map<string, { line: number; column: number }>) =>
      new Map([...m].map(([k, p]) => [k, { file, ...p }]));
    return { data: simple.data, keys: located(simple.keys), values: located(simple.values) };
  }
  const read = readYamlLocated(text, file, diagnostics);
  if (!read) return null;
  const { doc, at } = read;
  const keys = new Map<string, Loc>();
  const values = new Map<string, Loc>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = String(pair.key.value);
      keys.set(key, at(pair.key.range[0]));
      if (isMap(pair.value)) {
        for (const field of pair.value.items) {
          if (!isScalar(field.key)) continue;
          if (isScalar(field.value) && field.value.range)
            values.set(`${key}\u0000${String(field.key.value)}`, at(field.value.range[0]));
          else if (isMap(field.value)) {
            // one level deeper (an author's `socials` or `page`): `key\u0000field\u0000sub`
            for (const sub of field.value.items) {
              if (isScalar(sub.key) && sub.key.range)
                values.set(
                  `${key}\u0000${String(field.key.value)}\u0000${String(sub.key.value)}`,
                  at((isScalar(sub.value) && sub.value.range ? sub.value.range : sub.key.range)[0]),
                );
            }
            if (field.value.range)
              values.set(`${key}\u0000${String(field.key.value)}`, at(field.key.range?.[0] ?? field.value.range[0]));
          }
        }
      }
    }
  }
  return { data: (read.value ?? {}) as Record<string, unknown>, keys, values };
}

/** `page` (Docusaurus 3.5+): true, false, or `{ permalink }` for the author page's path under /blog/authors. */
function readAuthorPage(page: unknown, author: Author, loc: () => Loc, diagnostics: Diagnostic[]): void {
  if (page === undefined || page === null || page === true) return;
  if (page === false) {
    author.noPage = true;
    return;
  }
  const permalink =
    typeof page === 'object' && !Array.isArray(page) ? (page as Record<string, unknown>).permalink : undefined;
  if (typeof permalink === 'string' && permalink.replace(/^\/+|\/+$/g, '') !== '')
    author.pagePermalink = permalink.replace(/^\/+|\/+$/g, '');
  else diagnostics.push(error('CONTENT_AUTHOR_PAGE', { author: author.key }, loc()));
}

const AUTHOR_FIELDS = new Set([
  'name',
  'title',
  'url',
  'image_url',
  'imageURL',
  'description',
  'email',
  'socials',
  'page',
]);
const TAG_FIELDS = new Set(['label', 'permalink', 'description']);

/** A located warning for each field of an author or tag that blogctl does not read (a typo, or a field of a
 *  Docusaurus version blogctl does not know), so it is never dropped silently. */
function unreadFields(
  v: Record<string, unknown>,
  known: Set<string>,
  kind: 'author' | 'tag',
  key: string,
  parsed: NonNullable<ReturnType<typeof loadYamlMap>>,
  file: string,
  diagnostics: Diagnostic[],
): void {
  for (const field of Object.keys(v)) {
    if (known.has(field)) continue;
    diagnostics.push(
      warning(
        'CONTENT_DATA_FIELD_IGNORED',
        { kind, key, field, known: [...known] },
        parsed.valueLoc(key, field) ?? parsed.keyLoc(key) ?? { file, line: 1, column: 1 },
      ),
    );
  }
}

/** Maps read from a data file that is not valid YAML (its error is reported): a key missing from them is not a
 *  mistake of its own, so the references to it are not reported a second time. */
const unreadable = new WeakSet<Map<string, unknown>>();
export const isUnreadable = (map: Map<string, unknown>): boolean => unreadable.has(map);

/** Reads authors.yml: `key: { name, title?, url?, image_url?, description?, email?, socials?, page? }`. */
export function loadAuthors(file: string | undefined, diagnostics: Diagnostic[]): Map<string, Author> {
  const out = new Map<string, Author>();
  if (!file) return out;
  const parsed = loadYamlMap(file, diagnostics);
  if (!parsed) {
    unreadable.add(out);
    return out;
  }
  for (const [key, raw] of Object.entries(parsed.data)) {
    const v = raw as Record<string, unknown> | null;
    if (!v || typeof v !== 'object' || typeof v.name !== 'string') {
      diagnostics.push(
        error('CONTENT_DATA_FILE', { kind: 'author', key }, { file, line: parsed.lineOf(key), column: 1 }),
      );
      continue;
    }
    const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
    unreadFields(v, AUTHOR_FIELDS, 'author', key, parsed, file, diagnostics);
    const author: Author = {
      key,
      name: v.name,
      title: str(v.title),
      url: str(v.url),
      imageUrl: str(v.image_url) ?? str(v.imageURL),
      description: str(v.description),
      email: str(v.email),
      keyLoc: parsed.keyLoc(key),
    };
    const imageLoc = parsed.valueLoc(key, 'image_url') ?? parsed.valueLoc(key, 'imageURL');
    if (author.imageUrl && imageLoc) author.imageLoc = imageLoc;
    const fieldLoc = (...path: string[]) =>
      parsed.valueLoc(key, path.join('\u0000')) ?? parsed.valueLoc(key, path[0]) ?? parsed.keyLoc(key);
    if (v.socials !== undefined && v.socials !== null) {
      const { socials, problems } = readSocials(v.socials);
      for (const p of problems)
        diagnostics.push(
          warning(
            'CONTENT_AUTHOR_SOCIAL',
            { author: key, ...p },
            p.platform ? fieldLoc('socials', p.platform) : fieldLoc('socials'),
          ),
        );
      if (socials.length) author.socials = socials;
    }
    readAuthorPage(v.page, author, () => fieldLoc('page', 'permalink'), diagnostics);
    out.set(key, author);
  }
  return out;
}

/** Reads tags.yml: `key: { label, permalink?, description? }`. */
export function loadTags(file: string | undefined, diagnostics: Diagnostic[]): Map<string, Tag> | null {
  if (!file) return null; // no tags.yml: any tag is accepted, labelled by its key
  const out = new Map<string, Tag>();
  const parsed = loadYamlMap(file, diagnostics);
  if (!parsed) {
    unreadable.add(out);
    return out;
  }
  for (const [key, raw] of Object.entries(parsed.data)) {
    const v = (raw ?? {}) as Record<string, unknown>;
    if (typeof v !== 'object') {
      diagnostics.push(error('CONTENT_DATA_FILE', { kind: 'tag', key }, { file, line: parsed.lineOf(key), column: 1 }));
      continue;
    }
    unreadFields(v, TAG_FIELDS, 'tag', key, parsed, file, diagnostics);
    out.set(key, {
      key,
      label: typeof v.label === 'string' ? v.label : key,
      permalink: typeof v.permalink === 'string' ? v.permalink : '/' + key,
      description: typeof v.description === 'string' ? v.description : undefined,
      keyLoc: parsed.keyLoc(key),
      permalinkLoc: typeof v.permalink === 'string' ? parsed.valueLoc(key, 'permalink') : undefined,
    });
  }
  return out;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  description?: string;
  collapsed?: boolean;
  /** `link: { type: 'generated-index' }` without a slug: the page is at /docs/category/<label> (Docusaurus). */
  generatedIndex?: true;
  /** `link.slug` of a generated-index category (Docusaurus), and where its value is. */
  slug?: string;
  slugLoc?: Loc;
  /** `link: { type: 'doc', id }`: the doc the category's label links to, and where the id is. */
  linkDoc?: { id: string; loc: Loc };
  /** false: the category is always open, without a caret. */
  collapsible?: boolean;
  className?: string;
}

/** The fields of a category metadata file blogctl reads; any other one gets a located warning. */
const CATEGORY_FIELDS = new Set(['label', 'position', 'description', 'collapsed', 'collapsible', 'className', 'link']);
const CATEGORY_LINK_FIELDS: Record<string, Set<string>> = {
  doc: new Set(['type', 'id']),
  'generated-index': new Set(['type', 'slug', 'description']),
};

/** Reads a docs folder's `_category_.json`, `_category_.yml` or `_category_.yaml`. */
export function loadCategory(file: string, diagnostics: Diagnostic[]): CategoryMeta {
  const text = readTextFile(file, diagnostics, { allowEmpty: true });
  if (text === null || text.trim() === '') return {};
  const read = file.endsWith('.json')
    ? readCategoryJson(text, file, diagnostics)
    : readCategoryYaml(text, file, diagnostics);
  if (!read) return {};
  const { value: v, locate } = read;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    diagnostics.push(
      error(
        'CONTENT_DATA_FILE',
        { kind: 'category', found: Array.isArray(v) ? 'a list' : v === null ? 'null' : `a ${typeof v}` },
        { file, line: 1, column: 1 },
      ),
    );
    return {};
  }
  const o = v as Record<string, unknown>;
  const meta: CategoryMeta = {};
  if (typeof o.label === 'string') meta.label = o.label;
  if (typeof o.position === 'number') meta.position = o.position;
  const link = typeof o.link === 'object' && o.link !== null ? (o.link as Record<string, unknown>) : undefined;
  if (typeof o.description === 'string') meta.description = o.description;
  else if (typeof link?.description === 'string') meta.description = link.description;
  if (typeof o.collapsed === 'boolean') meta.collapsed = o.collapsed;
  if (typeof o.collapsible === 'boolean') meta.collapsible = o.collapsible;
  if (typeof o.className === 'string') meta.className = o.className;
  const linkFields = link && typeof link.type === 'string' ? CATEGORY_LINK_FIELDS[link.type] : undefined;
  if (link?.type === 'generated-index' && typeof link.slug === 'string') {
    meta.slug = link.slug;
    meta.slugLoc = locate(['link', 'slug'], true);
  } else if (link?.type === 'generated-index') meta.generatedIndex = true;
  if (link?.type === 'doc' && typeof link.id === 'string')
    meta.linkDoc = { id: link.id, loc: locate(['link', 'id'], true) };
  const ignore = (path: string[], why: 'unknown' | 'link-null' | 'link-type') => {
    const field = path.join('.');
    diagnostics.push(warning('CONTENT_CATEGORY_FIELD_IGNORED', { field, why }, locate(path, false)));
  };
  for (const key of Object.keys(o)) if (!CATEGORY_FIELDS.has(key)) ignore([key], 'unknown');
  if (o.link === null) ignore(['link'], 'link-null');
  else if (link && !linkFields) ignore(['link', 'type'], 'link-type');
  else if (link && linkFields)
    for (const key of Object.keys(link)) if (!linkFields.has(key)) ignore(['link', key], 'unknown');
  return meta;
}

/** A category file's value, and where a field (its value, or its key) is written: the file's start when unknown. */
type CategoryRead = { value: unknown; locate: (path: string[], value: boolean) => Loc };

function readCategoryJson(text: string, file: string, diagnostics: Diagnostic[]): CategoryRead | null {
  try {
    const value = JSON.parse(text) as unknown;
    // The last key of the path, found after the previous ones: exact enough for the small files people write.
    const locate = (path: string[], wantValue: boolean): Loc => {
      let from = 0;
      let at = -1;
      for (const key of path) {
        const m = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:\\s*`).exec(text.slice(from));
        if (!m) return { file, line: 1, column: 1 };
        at = from + m.index + (wantValue ? m[0].length : 0);
        from += m.index + m[0].length;
      }
      return { file, ...positionAt(text, at) };
    };
    return { value, locate };
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message);
    const offset = m ? Number(m[1]) : 0;
    diagnostics.push(
      error(
        'CONTENT_DATA_FILE',
        { kind: 'json', reason: (err as Error).message },
        { file, ...positionAt(text, offset) },
      ),
    );
    return null;
  }
}

function readCategoryYaml(text: string, file: string, diagnostics: Diagnostic[]): CategoryRead | null {
  const read = readYamlLocated(text, file, diagnostics);
  if (!read) return null;
  const { doc, at } = read;
  const locate = (path: string[], wantValue: boolean): Loc => {
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent)
      ? parent.items.find((p) => isScalar(p.key) && p.key.value === path[path.length - 1])
      : undefined;
    const node = wantValue ? pair?.value : pair?.key;
    const start =
      node && typeof node === 'object' && 'range' in node
        ? (node.range as [number, number] | undefined)?.[0]
        : undefined;
    return start === undefined ? { file, line: 1, column: 1 } : at(start);
  };
  return { value: read.value, locate };
}
