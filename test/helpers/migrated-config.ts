// The config `blogctl migrate` wrote into a site, read back as data (its `defineConfig(…)` argument is JSON).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noExplicitAny: the generated config as data, which the tests reach into
export function migratedConfig(root: string): any {
  const text = readFileSync(join(root, 'blogctl.config.ts'), 'utf8');
  return JSON.parse(text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(');')));
}
