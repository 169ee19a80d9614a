// A config that is plain JavaScript is loaded as written, without esbuild (config/plain-module.ts), and resolves
// to exactly what esbuild's compile of it gives; anything else still goes through esbuild.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../../src/config/load-config';
import { plainConfigModule } from '../../../src/config/plain-module';
import { REPO } from '../../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-plain-config-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const SHIPPED = readFileSync(join(REPO, 'blogctl.config.ts'), 'utf8');

/** The compiled config modules the site's cache holds (their text). */
function compiled(root: string): string[] {
  const dir = readdirSync(join(root, '.blogctl'), { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && /^config-.*\.mjs$/.test(e.name),
  );
  return dir.map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
}

describe('plain JavaScript config', () => {
  it('the shipped config loads without a compile and resolves as esbuild’s compile of it does', async () => {
    assert.ok(plainConfigModule(SHIPPED));
    const plain = join(tmp, 'plain');
    const typed = join(tmp, 'typed');
    for (const [dir, text] of [
      [plain, SHIPPED],
      [typed, SHIPPED + '\nconst typed: number = 1;\nvoid typed;\n'],
    ]) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'blogctl.config.ts'), text);
      // The stylesheet its customCss names (the shipped site's own theme/ code).
      cpSync(join(REPO, 'theme'), join(dir, 'theme'), { recursive: true });
    }
    const a = await loadConfig({ root: plain });
    const b = await loadConfig({ root: typed });
    // `hash` is of the resolved config with its absolute paths: equal when all the rest is, for one site folder.
    const norm = (c: object, root: string) =>
      JSON.parse(JSON.stringify({ ...c, hash: undefined }).replaceAll(root, '<root>'));
    assert.deepEqual(norm(a, plain), norm(b, typed));
    // Which path ran: the plain module keeps the file's first comment, esbuild's compile drops it.
    const first = SHIPPED.split('\n')[0];
    assert.ok(compiled(plain).some((t) => t.includes(first)));
    assert.ok(compiled(typed).every((t) => !t.includes(first)));
    // Cached: a second load reads the same module.
    assert.deepEqual(norm(await loadConfig({ root: plain }), plain), norm(a, plain));
  });

  it('leaves to esbuild what it cannot load as written', () => {
    const ok = "import { defineConfig } from 'blogctl';\nexport default defineConfig({ title: 't' });\n";
    assert.ok(plainConfigModule(ok));
    assert.ok(plainConfigModule("export default { title: 't' };\n"));
    for (const text of [
      "import { defineConfig } from 'blogctl';\nexport default defineConfig({ title: 't' } as const);\n",
      "import type { UserConfig } from 'blogctl';\nexport default { title: 't' } satisfies UserConfig;\n",
      "import { tagline } from './meta';\nexport default { title: 't', tagline };\n",
      "import blogctl from 'blogctl';\nexport default blogctl.defineConfig({ title: 't' });\n",
      "module.exports = { title: 't' };\n",
      "const x = require('./x');\nexport default { title: x };\n",
      "export default await import('./x.js');\n",
      "export { default } from './other.js';\n",
      "const c = { title: 't' };\n",
      'export default { url: new URL(".", import.meta.url).href };\n',
      'export default {\n',
    ]) {
      assert.equal(plainConfigModule(text), undefined, text);
    }
  });
});
