// The config schema (zod, slow to load) is imported only to validate a config not validated before
// (config/load-config.ts validateAndResolve): no module a build reaches through static imports may import it, or
// every warm build pays for loading it (validate-refs.ts once did, for a list of default languages). Nor may
// build reach the build session statically: a build that finds nothing changed stops before it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { REPO } from '../../helpers/site';

/** What `file` imports at run time and statically: `import … from`, `export … from` and bare `import '…'` of
 *  relative paths (`import type` and `import()` left out), resolved to files. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s+'(\.[^']+)'/gm),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
  ].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (f) => existsSync(f) && !f.endsWith('/') && /\.tsx?$/.test(f),
    );
    return found ? [found] : [];
  });
}

/** Every module reachable from `entry` through static imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  for (let f = todo.pop(); f; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

describe('the config schema', () => {
  it('is not reached through static imports from build or check', () => {
    const schema = join(REPO, 'src', 'config', 'schema.ts');
    for (const entry of ['build.ts', 'check.ts']) {
      const modules = reachable(join(REPO, 'src', 'api', entry));
      assert.ok(modules.size > 50, `${entry}: ${modules.size} modules found (the walk works)`);
      assert.ok(!modules.has(schema), `${entry} reaches src/config/schema.ts statically`);
    }
  });

  it('is reached by the validation the config loader imports when it must', () => {
    const modules = reachable(join(REPO, 'src', 'config', 'resolve-config.ts'));
    assert.ok(
      modules.has(join(REPO, 'src', 'config', 'schema.ts')),
      [...modules].map((m) => relative(REPO, m)).join(', '),
    );
  });
});

describe('the build session', () => {
  it('is not reached through static imports from build: a build that finds nothing changed never loads it', () => {
    const modules = reachable(join(REPO, 'src', 'api', 'build.ts'));
    for (const pipeline of [
      join('core', 'session.ts'),
      join('content', 'markdown.ts'),
      join('routes', 'route-table.ts'),
    ])
      assert.ok(!modules.has(join(REPO, 'src', pipeline)), `build.ts reaches src/${pipeline} statically`);
  });
});
