// authors.yml, tags.yml and _category_.json: small data files with located errors.
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import { error, type Diagnostic } from '../errors/blogctl-error';
import { readTextFile } from './scan';
import type { Author, Tag } from './types';

function loadYamlMap(file: string, diagnostics: Diagnostic[]): { data: Record<string, unknown>; lineOf: (key: string) => number } | null {
  const text = readTextFile(file, diagnostics, { allowEmpty: true });
  if (text === null) return null;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const pos = counter.linePos(e.pos[0]);
      diagnostics.push(error('CONTENT_DATA_FILE', `Not valid YAML: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}.`, { file, line: pos.line, column: pos.col }));
    }
    return null;
  }
  const lines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) if (isScalar(pair.key) && pair.key.range) lines.set(String(pair.key.value), counter.linePos(pair.key.range[0]).line);
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(error('CONTENT_DATA_FILE', 'Expected a mapping of keys to entries.', { file, line: 1, column: 1 }));
    return null;
  }
  return { data, lineOf: (k) => lines.get(k) ?? 1 };
}

/** Reads authors.yml: `key: { name, title?, url?, image_url?, description? }`. */
export function loadAuthors(file: string | undefined, diagnostics: Diagnostic[]): Map<string, Author> {
  const out = new Map<string, Author>();
  if (!file) return out;
  const parsed = loadYamlMap(file, diagnostics);
  if (!parsed) return out;
  for (const [key, raw] of Object.entries(parsed.data)) {
    const v = raw as Record<string, unknown> | null;
    if (!v || typeof v !== 'object' || typeof v.name !== 'string') {
      diagnostics.push(error('CONTENT_DATA_FILE', `Author "${key}" needs at least a "name" string.`, { file, line: parsed.lineOf(key), column: 1 }, 'Write it as:\n  key:\n    name: 名字\n    title: 一句话介绍'));
      continue;
    }
    const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
    out.set(key, { key, name: v.name, title: str(v.title), url: str(v.url), imageUrl: str(v.image_url) ?? str(v.imageURL), description: str(v.description) });
  }
  return out;
}

/** Reads tags.yml: `key: { label, permalink?, description? }`. */
export function loadTags(file: string | undefined, diagnostics: Diagnostic[]): Map<string, Tag> | null {
  if (!file) return null; // no tags.yml: any tag is accepted, labelled by its key
  const out = new Map<string, Tag>();
  const parsed = loadYamlMap(file, diagnostics);
  if (!parsed) return out;
  for (const [key, raw] of Object.entries(parsed.data)) {
    const v = (raw ?? {}) as Record<string, unknown>;
    if (typeof v !== 'object') {
      diagnostics.push(error('CONTENT_DATA_FILE', `Tag "${key}" must be a mapping with label, permalink and description.`, { file, line: parsed.lineOf(key), column: 1 }));
      continue;
    }
    out.set(key, {
      key,
      label: typeof v.label === 'string' ? v.label : key,
      permalink: typeof v.permalink === 'string' ? v.permalink : '/' + key,
      description: typeof v.description === 'string' ? v.description : undefined,
    });
  }
  return out;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  description?: string;
  collapsed?: boolean;
}

/** Reads a docs folder's `_category_.json`. */
export function loadCategory(file: string, diagnostics: Diagnostic[]): CategoryMeta {
  const text = readTextFile(file, diagnostics, { allowEmpty: true });
  if (text === null || text.trim() === '') return {};
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const meta: CategoryMeta = {};
    if (typeof v.label === 'string') meta.label = v.label;
    if (typeof v.position === 'number') meta.position = v.position;
    if (typeof v.description === 'string') meta.description = v.description;
    else if (v.link && typeof (v.link as Record<string, unknown>).description === 'string') meta.description = (v.link as Record<string, string>).description;
    if (typeof v.collapsed === 'boolean') meta.collapsed = v.collapsed;
    return meta;
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message);
    const offset = m ? Number(m[1]) : 0;
    const before = text.slice(0, offset);
    diagnostics.push(error('CONTENT_DATA_FILE', `_category_.json is not valid JSON: ${(err as Error).message}.`, { file, line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }));
    return {};
  }
}
