// `blogctl swizzle` writes copies that stand on the public entry points: every theme file swizzled at once imports
// only 'blogctl/theme' and packages, type-checks (tsc, against the theme's sources as `blogctl/theme`), and the
// site built with all of them renders the same pages as without them. (The packed package's declarations are
// checked by test/integration/package-types.test.ts.)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { swizzle, swizzleableComponents } from '../../src/api/swizzle';
import { fileText, fixtureSite, REPO } from '../helpers/site';

const exec = promisify(execFile);
let root: string;
let plain: BuildResult;
const names = swizzleableComponents();

/** The rendered page inside the root element (asset names, which follow the theme's key, left out). */
const body = (html: string) => html.slice(html.indexOf('<div id="__blogctl">'), html.indexOf('<script id="__BLOGCTL'));

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-swizzle-'));
  cpSync(fixtureSite('dropdown-nav'), root, { recursive: true });
  plain = await build({ root, write: false });
  assert.ok(plain.ok, JSON.stringify(plain.diagnostics));
  for (const component of names) swizzle({ root, component });
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('swizzled copies', () => {
  it('import only blogctl/theme and packages, with the header naming the original', () => {
    assert.ok(names.includes('Footer') && names.includes('Navbar') && names.includes('PostPage'));
    for (const name of names) {
      const text = readFileSync(join(root, 'theme', `${name}.tsx`), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      assert.deepEqual(
        specifiers.filter((s) => s !== 'blogctl/theme' && s !== 'react'),
        [],
        `${name}: ${specifiers.join(', ')}`,
      );
      assert.match(text, new RegExp(`'blogctl/theme/original/${name}'`));
    }
  });

  it('type-check as written (strict, jsx react-jsx) with blogctl/theme', async () => {
    const tsconfig = join(root, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          lib: ['es2023', 'dom', 'dom.iterable'],
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          types: [],
          // blogctl's own sources as the package: their Node-side types are checked by the repo's own tsc.
          skipLibCheck: true,
          paths: {
            'blogctl/theme': [join(REPO, 'templates', 'theme.ts')],
            react: [join(REPO, 'node_modules', '@types', 'react')],
            'react/*': [join(REPO, 'node_modules', '@types', 'react', '*')],
          },
        },
        include: ['theme'],
      }),
    );
    const tsc = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
    const out = await exec(process.execPath, [tsc, '-p', tsconfig], { cwd: root }).then(
      (r) => r.stdout + r.stderr,
      (e: { stdout: string; stderr: string }) => e.stdout + e.stderr,
    );
    // Errors in blogctl's own files (reached through the paths) are the repo's tsc's business, not the copies'.
    assert.deepEqual(
      out.split('\n').filter((l) => l.startsWith('theme/')),
      [],
    );
  });

  it('build a site whose pages are those of blogctl without them', async () => {
    const swizzled = await build({ root, write: false });
    assert.ok(swizzled.ok, JSON.stringify(swizzled.diagnostics));
    for (const path of ['index.html', 'blog/index.html', 'blog/tags/index.html', 'docs/intro/index.html']) {
      assert.equal(body(fileText(swizzled, path)), body(fileText(plain, path)), path);
    }
  });
});
