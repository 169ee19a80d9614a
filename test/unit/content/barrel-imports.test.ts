// A site file's named imports from a side-effect-free package's barrel resolve to the files that define them, so
// esbuild reads neither the barrel nor the modules the site does not use; the bundle behaves the same, and every
// other import form (or package) goes through the barrel as before.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { build, type Plugin } from 'esbuild';
import { barrelImports, namedImports } from '../../../src/content/site-components/barrel-imports';

/** A package of `count` icons behind one barrel (with a local export and a re-exported helper). */
function iconPackage(root: string, name: string, opts: { sideEffects: boolean; star?: boolean; count?: number }) {
  const dir = join(root, 'node_modules', name);
  mkdirSync(join(dir, 'icons'), { recursive: true });
  const pkg = { name, version: '1.0.0', module: 'index.mjs', ...(opts.sideEffects ? {} : { sideEffects: false }) };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  const lines = ["import * as all from './icons/all.mjs';", 'export { all as icons };'];
  for (let i = 0; i < (opts.count ?? 60); i++) {
    writeFileSync(join(dir, 'icons', `i${i}.mjs`), `export default function I${i}() { return 'icon ${i}'; }\n`);
    lines.push(`export { default as I${i}, default as I${i}Icon } from './icons/i${i}.mjs';`);
  }
  writeFileSync(join(dir, 'icons', 'all.mjs'), "export { default as I0 } from './i0.mjs';\n");
  writeFileSync(join(dir, 'helper.mjs'), 'export const size = 24;\n');
  lines.push("export { size } from './helper.mjs';");
  if (opts.star) {
    writeFileSync(join(dir, 'more.mjs'), 'export const extra = 1;\n');
    lines.push("export * from './more.mjs';");
  }
  writeFileSync(join(dir, 'index.mjs'), lines.join('\n') + '\n');
}

const plugin = (loaded: Set<string>): Plugin => ({ name: 'test', setup: (b) => barrelImports(b, loaded) });

/** Bundles `source` (a site file at the site's root) and returns its exports and the files esbuild read. */
async function bundle(root: string, source: string, file = 'entry.tsx') {
  writeFileSync(join(root, file), source);
  const loaded = new Set<string>();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, file)],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    metafile: true,
    logLevel: 'silent',
    plugins: [plugin(loaded)],
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes(':'));
  return { exports: module.exports, inputs, loaded: [...loaded].map((f) => relative(root, f)) };
}

describe('barrel imports', () => {
  const root = mkdtempSync(join(tmpdir(), 'barrel-'));
  iconPackage(root, 'icons-pure', { sideEffects: false });
  iconPackage(root, 'icons-effects', { sideEffects: true });
  iconPackage(root, 'icons-star', { sideEffects: false, star: true });
  iconPackage(root, 'icons-small', { sideEffects: false, count: 5 });

  it('reads only the files of the names a site file imports, renamed or not, and counts the barrel as an input', async () => {
    const out = await bundle(
      root,
      "import { I3, I7Icon as Seven, size } from 'icons-pure';\n" +
        "import type { I9 } from 'icons-pure';\n" +
        'export const values = [I3(), Seven(), size];\n',
    );
    assert.deepEqual(out.exports.values, ['icon 3', 'icon 7', 24]);
    assert.deepEqual(out.inputs.sort(), [
      'entry.tsx',
      'node_modules/icons-pure/helper.mjs',
      'node_modules/icons-pure/icons/i3.mjs',
      'node_modules/icons-pure/icons/i7.mjs',
    ]);
    assert.deepEqual(out.loaded, ['node_modules/icons-pure/index.mjs']);
  });

  it('leaves out a name the barrel has no value for (a type imported without `type`), as esbuild would', async () => {
    const out = await bundle(root, "import { I1, IconProps } from 'icons-pure';\nexport const v: IconProps = I1();\n");
    assert.equal(out.exports.v, 'icon 1');
    assert.ok(!out.inputs.includes('node_modules/icons-pure/index.mjs'));
  });

  it('goes through the barrel for a default or namespace import, a local export, or a re-export', async () => {
    const forms = [
      "import * as all from 'icons-pure';\nexport const v = all.I2();\n",
      "import { icons } from 'icons-pure';\nexport const v = icons.I0();\n",
      "import { I2 } from 'icons-pure';\nexport { I4 } from 'icons-pure';\nexport const v = I2();\n",
      "import { I2 } from 'icons-pure';\nexport const v = I2();\nexport const lazy = () => import('icons-pure');\n",
    ];
    for (const source of forms) {
      const out = await bundle(root, source);
      assert.ok(out.inputs.includes('node_modules/icons-pure/index.mjs'), source);
    }
  });

  it('goes through the barrel of a package with side effects, a small one, or one with `export *` for an unmapped name', async () => {
    for (const [pkg, name] of [
      ['icons-effects', 'I2'],
      ['icons-small', 'I2'],
      ['icons-star', 'extra'],
    ]) {
      const out = await bundle(root, `import { ${name} } from '${pkg}';\nexport const v = ${name};\n`);
      assert.ok(out.inputs.includes(`node_modules/${pkg}/index.mjs`), pkg);
      assert.deepEqual(out.loaded, []);
    }
    const mapped = await bundle(root, "import { I2 } from 'icons-star';\nexport const v = I2();\n");
    assert.equal(mapped.exports.v, 'icon 2');
    assert.deepEqual(mapped.loaded, ['node_modules/icons-star/index.mjs']);
  });
});

describe('namedImports', () => {
  it('lists the imported names of every import statement of the package', () => {
    const text = "import { A, B as C } from 'p';\nimport {\n  type T,\n  D,\n} from \"p\";\nimport x from 'q';\n";
    assert.deepEqual(namedImports(text, 'p'), ['A', 'B', 'D']);
  });

  it('is null when the package is named any other way, and for a package the file does not import', () => {
    assert.equal(namedImports("import A, { B } from 'p';", 'p'), null);
    assert.equal(namedImports("import { B } from 'p';\nconst p = require('p');", 'p'), null);
    assert.equal(namedImports("import { B } from 'p/sub';", 'p'), null);
    assert.equal(namedImports("import { 'a-b' as ab } from 'p';", 'p'), null);
  });
});
