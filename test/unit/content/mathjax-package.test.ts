// Where MathJax comes from (mathjax-package.ts): the site's mathjax-full first, then the one beside the site's
// rehype-mathjax in pnpm's layout (not hoisted to the site's node_modules), then blogctl's own.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findMathJax } from '../../../src/content/mathjax-package';
import { REPO } from '../../helpers/site';

const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'blogctl-mathjax-pkg-')));
after(() => rmSync(tmp, { recursive: true, force: true }));

function pkg(dir: string, name: string, version: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }));
  return dir;
}

describe('findMathJax', () => {
  it('takes the site’s own mathjax-full', () => {
    const site = join(tmp, 'npm');
    pkg(site, 'site', '1.0.0');
    const dir = pkg(join(site, 'node_modules', 'mathjax-full'), 'mathjax-full', '3.2.1');
    assert.deepEqual(findMathJax(site), { dir, version: '3.2.1' });
  });

  it('finds the one rehype-mathjax depends on in pnpm’s layout', () => {
    const site = join(tmp, 'pnpm');
    pkg(site, 'site', '1.0.0');
    const store = join(site, 'node_modules', '.pnpm', 'rehype-mathjax@6.0.0', 'node_modules');
    pkg(join(store, 'rehype-mathjax'), 'rehype-mathjax', '6.0.0');
    const dir = pkg(join(store, 'mathjax-full'), 'mathjax-full', '3.2.0');
    symlinkSync(join(store, 'rehype-mathjax'), join(site, 'node_modules', 'rehype-mathjax'));
    assert.deepEqual(findMathJax(site), { dir, version: '3.2.0' });
  });

  it('falls back to blogctl’s folder (here its devDependency)', () => {
    const site = join(tmp, 'none');
    pkg(site, 'site', '1.0.0');
    assert.equal(findMathJax(site)?.dir, realpathSync(join(REPO, 'node_modules', 'mathjax-full')));
  });
});
