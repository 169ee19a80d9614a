// Generates docs/config-reference.md from the config schema: every key with its type, default, description
// and an example. Types and defaults come from the zod schema itself (z.toJSONSchema); descriptions from the
// JSDoc comments beside each key in src/config/schema.ts; examples from the shipped blogctl.config.ts where it
// sets the key, otherwise from the default or the type. test/unit/config/config-reference.test.ts holds the
// checked-in file equal to this output, so the reference cannot go stale.
//   node --import tsx scripts/config-reference.ts          writes docs/config-reference.md
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { configSchema } from '../src/config/schema';
import { keyParams, tableKeys, UI_LOCALES, type UiTable } from '../src/shared/i18n';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
export const REFERENCE_FILE = join(ROOT, 'docs', 'config-reference.md');

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
}

export interface ReferenceRow {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
  example?: string;
}

/** JSDoc text of each key in schema.ts, by key path (`a.b`, `a[].b`, `a.<name>.b`). */
export function schemaDocs(
  source = readFileSync(join(ROOT, 'src', 'config', 'schema.ts'), 'utf8'),
  // The files whose key groups schema.ts spreads in (`...markdownFeatureKeys`): src/config/schema-*.ts.
  parts = readdirSync(join(ROOT, 'src', 'config'))
    .filter((f) => /^schema-.+\.ts$/.test(f))
    .map((f) => readFileSync(join(ROOT, 'src', 'config', f), 'utf8')),
): Map<string, { text: string; example?: string }> {
  const consts = new Map<string, ts.Expression>();
  for (const text of [source, ...parts])
    ts.createSourceFile('schema.ts', text, ts.ScriptTarget.ES2022, true).forEachChild((node) => {
      if (!ts.isVariableStatement(node)) return;
      for (const d of node.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    });
  const docs = new Map<string, { text: string; example?: string }>();
  const jsDoc = (node: ts.Node): { text: string; example?: string } => {
    const blocks = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
    const text = blocks
      .map((d) => ts.getTextOfJSDocComment(d.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const example = blocks.flatMap((d) => d.tags ?? []).find((t) => t.tagName.text === 'example');
    return { text, example: example ? ts.getTextOfJSDocComment(example.comment)?.trim() : undefined };
  };
  // The keys of an object literal of the schema; a spread (`...markdownFeatureKeys`) adds the keys it names.
  const keys = (literal: ts.ObjectLiteralExpression, prefix: string, seen: Set<string>): void => {
    for (const prop of literal.properties) {
      if (ts.isSpreadAssignment(prop) && ts.isIdentifier(prop.expression)) {
        const target = consts.get(prop.expression.text);
        if (target && ts.isObjectLiteralExpression(target)) keys(target, prefix, seen);
        continue;
      }
      if (!ts.isPropertyAssignment(prop)) continue;
      const name = prop.name.getText().replace(/^['"]|['"]$/g, '');
      const path = prefix ? `${prefix}.${name}` : name;
      const doc = jsDoc(prop);
      if (doc.text || doc.example) docs.set(path, doc);
      walk(prop.initializer, path, seen);
    }
  };
  // Walks an expression, following nested z.object({...}) literals, arrays, records and references to the
  // file's own schema constants; `seen` stops at recursive schemas (navbar items nest themselves).
  const walk = (expr: ts.Node, prefix: string, seen: Set<string>): void => {
    if (ts.isIdentifier(expr)) {
      const target = consts.get(expr.text);
      if (target && !seen.has(expr.text)) walk(target, prefix, new Set([...seen, expr.text]));
      return;
    }
    if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression)) {
      const method = expr.expression.name.text;
      walk(expr.expression.expression, prefix, seen);
      if (method === 'object' || method === 'extend') {
        // `.extend(FEATURE_KEYS)` names a constant of one of the files.
        const arg = expr.arguments[0];
        const literal = arg && ts.isIdentifier(arg) ? consts.get(arg.text) : arg;
        if (literal && ts.isObjectLiteralExpression(literal)) keys(literal, prefix, seen);
        return;
      }
      if (method === 'array') return expr.arguments[0] && walk(expr.arguments[0], `${prefix}[]`, seen);
      if (method === 'record') return expr.arguments[1] && walk(expr.arguments[1], `${prefix}.<name>`, seen);
      for (const arg of expr.arguments) walk(arg, prefix, seen);
      return;
    }
    if (ts.isArrowFunction(expr)) return walk(expr.body, prefix, seen);
    ts.forEachChild(expr, (child) => walk(child, prefix, seen));
  };
  walk(consts.get('configSchema')!, '', new Set(['configSchema']));
  return docs;
}

function typeOf(s: JsonSchema, defs: Record<string, JsonSchema>): string {
  if (s.$ref) return typeOf(defs[s.$ref.replace(/^#\/\$defs\//, '')] ?? {}, defs);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map((a) => typeOf(a, defs)).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items ?? {}, defs)}[]`;
  if (s.type === 'object')
    return s.properties
      ? 'object'
      : `Record<string, ${typeof s.additionalProperties === 'object' && s.additionalProperties.type === 'string' ? 'string' : 'object'}>`;
  if (s.type === 'integer') return 'integer';
  return Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
}

/** Every key of the schema in document order, with its type, requiredness and default. */
export function referenceRows(): ReferenceRow[] {
  const json = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const defs = json.$defs ?? {};
  const docs = schemaDocs();
  const example = shippedValues();
  const rows: ReferenceRow[] = [];
  const visit = (s: JsonSchema, path: string, required: boolean, stack: string[]): void => {
    if (s.$ref) {
      const name = s.$ref.replace(/^#\/\$defs\//, '');
      if (stack.includes(name)) return;
      return visit({ ...defs[name], default: s.default ?? defs[name]?.default }, path, required, [...stack, name]);
    }
    // The item of a list or record is described by the list's own row; its keys follow.
    if (path && !path.endsWith('[]') && !path.endsWith('<name>')) {
      const doc = docs.get(path);
      rows.push({
        path,
        type: typeOf(s, defs),
        required,
        default: s.default,
        description: doc?.text ?? '',
        example: exampleOf(path, s, example, doc?.example),
      });
    }
    if (s.type === 'object' && s.properties) {
      for (const [key, child] of Object.entries(s.properties))
        visit(child, path ? `${path}.${key}` : key, (s.required ?? []).includes(key), stack);
    } else if (s.type === 'object' && typeof s.additionalProperties === 'object') {
      visit(s.additionalProperties, `${path}.<name>`, false, stack);
    } else if (s.type === 'array' && s.items && (s.items.properties || s.items.$ref)) {
      visit(s.items, `${path}[]`, false, stack);
    }
  };
  visit(json, '', true, []);
  return rows;
}

/** Values the shipped site's config sets, by key path (arrays of objects by their first element). */
function shippedValues(): Map<string, unknown> {
  const source = readFileSync(join(ROOT, 'blogctl.config.ts'), 'utf8');
  const file = ts.createSourceFile('blogctl.config.ts', source, ts.ScriptTarget.ES2022, true);
  const values = new Map<string, unknown>();
  const literal = (node: ts.Expression): unknown => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e));
    if (ts.isObjectLiteralExpression(node)) {
      const out: Record<string, unknown> = {};
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p)) out[p.name.getText(file).replace(/^['"]|['"]$/g, '')] = literal(p.initializer);
      return out;
    }
    return undefined;
  };
  const record = (value: unknown, path: string): void => {
    if (value === undefined) return;
    values.set(path, value);
    if (Array.isArray(value) && value.length && typeof value[0] === 'object') record(value[0], `${path}[]`);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) record(v, `${path}.${k}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'defineConfig' && node.arguments[0]) {
      const config = literal(node.arguments[0]) as Record<string, unknown>;
      for (const [k, v] of Object.entries(config)) record(v, k);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // Keys under a record (`i18n.localeConfigs.zh-CN.label`) stand for `<name>`.
  for (const [path, v] of [...values]) {
    const m = /^i18n\.localeConfigs\.[^.]+(\..+)?$/.exec(path);
    if (m) values.set(`i18n.localeConfigs.<name>${m[1] ?? ''}`, v);
  }
  return values;
}

function exampleOf(
  path: string,
  s: JsonSchema,
  shipped: Map<string, unknown>,
  documented?: string,
): string | undefined {
  if (!shipped.has(path) && documented) return documented;
  const value = shipped.has(path) ? shipped.get(path) : s.default;
  if (Array.isArray(value) && value.length && value.every((v) => typeof v !== 'object')) return JSON.stringify(value);
  if (value === undefined || (typeof value === 'object' && value !== null)) {
    if (s.type === 'object' || s.type === 'array' || s.$ref) return undefined;
    if (s.enum) return JSON.stringify(s.enum[0]);
    if (s.type === 'boolean') return 'true';
    return undefined;
  }
  return JSON.stringify(value);
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Rows that describe a group of keys (objects and lists of objects) rather than a value. */
export const isGroup = (row: ReferenceRow): boolean =>
  row.type === 'object' ||
  row.type === 'object[]' ||
  (row.type.startsWith('Record<') && row.type !== 'Record<string, string>');

/** The whole Markdown page: the top-level values first, then one section per top-level object. */
export function renderConfigReference(): string {
  const rows = referenceRows();
  const out: string[] = [
    '# Config reference',
    '',
    '<!-- Generated by `node --import tsx scripts/config-reference.ts` from src/config/schema.ts. Do not edit by hand:',
    '     test/unit/config/config-reference.test.ts fails when this file and the schema disagree. -->',
    '',
    'Every key of `blogctl.config.ts` (`export default defineConfig({ … })`). Paths use `.` for nesting, `[]` for',
    'the items of a list and `<name>` for a key you choose. Unknown keys are errors, reported with their path.',
    'Examples are taken from the example site in this repository where it sets the key.',
    '',
  ];
  const header = ['| key | type | default | description | example |', '| --- | --- | --- | --- | --- |'];
  const line = (row: ReferenceRow): string => {
    const def = isGroup(row)
      ? ''
      : row.default === undefined
        ? row.required
          ? '*required*'
          : '—'
        : `\`${cell(JSON.stringify(row.default))}\``;
    const example = row.example === undefined ? '' : `\`${cell(row.example)}\``;
    return `| \`${row.path}\` | ${cell(row.type)} | ${def} | ${cell(row.description)} | ${example} |`;
  };
  const top = (path: string): string => path.split(/[.[]/)[0];
  const groups = new Set(rows.filter((r) => isGroup(r) && !r.path.includes('.')).map((r) => r.path));
  out.push('## Site', '', ...header, ...rows.filter((r) => !groups.has(top(r.path))).map(line), '');
  for (const group of groups) {
    const own = rows.filter((r) => top(r.path) === group);
    out.push(`## \`${group}\``, '', own[0].description, '', ...header, ...own.slice(1).map(line), '');
  }
  out.push(...uiStringsSection());
  return out.join('\n');
}

/** Every UI string key with its placeholders and its zh-CN and en wording (for `i18n.strings`). */
function uiStringsSection(): string[] {
  const message = (table: UiTable, key: string): string => {
    const [g, k] = key.split('.');
    const v = (table as unknown as Record<string, string | Record<string, string>>)[g];
    return typeof v === 'string' ? v : v[k];
  };
  return [
    '## UI strings',
    '',
    "The theme's words come from the table of `i18n.defaultLocale`: `zh-CN` (also `zh`, `zh-Hans…`) or `en` (any `en-…`;",
    'an unknown locale reads `en`, with a `CONFIG_UNKNOWN_LOCALE` warning). Replace any of them with `i18n.strings`, by',
    "key, e.g. `strings: { 'blog.readMore': 'Continue reading' }`. `{name}` is a placeholder; `One post|{n} posts` picks",
    'the first form when the count is 1.',
    '',
    '| key | placeholders | zh-CN | en |',
    '| --- | --- | --- | --- |',
    ...tableKeys().map(
      (k) =>
        `| \`${k}\` | ${keyParams(k)
          .map((p) => `\`{${p}}\``)
          .join(' ')} | ${cell(message(UI_LOCALES['zh-CN'], k))} | ${cell(message(UI_LOCALES.en, k))} |`,
    ),
    '',
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REFERENCE_FILE, renderConfigReference());
  console.log(`wrote ${REFERENCE_FILE}`);
}
