// Validating a raw config with the zod schema (loaded only when load-config.ts has no cached verdict).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BlogctlError, error, type Diagnostic } from '../errors/blogctl-error';
import { finishConfig, type ResolveContext } from './finish-config';
import type { ResolvedConfig } from './load-config';
import { configSchema, type SiteConfigShape } from './schema';

/** Validates a raw config against the schema; throws BlogctlError listing every problem, located in the file. */
export function validateConfig(raw: unknown, ctx: ResolveContext): SiteConfigShape {
  const parsed = configSchema.safeParse(withShorthands(raw));
  const file = ctx.configFile ?? join(ctx.root, 'blogctl.config.ts');
  if (!parsed.success) {
    const source = ctx.configFile ? readFileSync(ctx.configFile, 'utf8') : '';
    const diagnostics: Diagnostic[] = parsed.error.issues.map((issue) =>
      error(
        'CONFIG_INVALID',
        { kind: 'schema', path: formatPath(issue.path), problem: describeIssue(issue) },
        locateKey(source, file, issue.path),
      ),
    );
    throw new BlogctlError({ diagnostics });
  }
  return parsed.data;
}

/** The config with its Docusaurus-style shorthands written out: `blog: false` is `blog: { enabled: false }`, and
 *  `docs: false` is `docs: { enabled: false }`. */
export function withShorthands(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const { blog, docs } = raw as { blog?: unknown; docs?: unknown };
  if (blog !== false && docs !== false) return raw;
  return {
    ...(raw as object),
    ...(blog === false && { blog: { enabled: false } }),
    ...(docs === false && { docs: { enabled: false } }),
  };
}

/** Validates a raw config object and resolves it (synchronously; tests). */
export function resolveConfig(raw: unknown, ctx: ResolveContext): ResolvedConfig {
  return finishConfig(validateConfig(raw, ctx), ctx);
}

function formatPath(path: PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

function describeIssue(issue: { code: string; message: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys)
    return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling against the documented keys`;
  return issue.message.replace(/^Invalid input: /, '');
}

/** Best-effort location of a key path in the config source: the line of the last key's name. */
function locateKey(source: string, file: string, path: PropertyKey[]): Diagnostic['loc'] {
  const key = [...path].reverse().find((k) => typeof k === 'string') as string | undefined;
  if (!source || !key) return { file };
  const lines = source.split('\n');
  const re = new RegExp(`(^|[\\s{,])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]);
    if (m) return { file, line: i + 1, column: m.index + m[1].length + 1 };
  }
  return { file };
}
