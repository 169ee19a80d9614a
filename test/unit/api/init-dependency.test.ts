// The starter names blogctl as npm can install it from where the running blogctl came: a checkout or folder by its
// path, a tarball or folder install by what npm recorded (node_modules/.package-lock.json), else the version range.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { blogctlDependency } from '../../../src/api/init-dependency';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-initdep-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A project folder with blogctl in its node_modules and npm's record of it. */
function project(name: string, entry: object | undefined): string {
  const dir = join(tmp, name);
  const pkg = join(dir, 'node_modules', 'blogctl');
  mkdirSync(pkg, { recursive: true });
  if (entry)
    writeFileSync(
      join(dir, 'node_modules', '.package-lock.json'),
      JSON.stringify({ packages: { 'node_modules/blogctl': entry } }),
    );
  return pkg;
}

describe('blogctlDependency', () => {
  it('a folder outside node_modules (a checkout) is named by its path', () => {
    assert.equal(blogctlDependency(join(tmp, 'checkout'), '1.2.3'), `file:${join(tmp, 'checkout')}`);
  });

  it('an install from a tarball names the tarball, relative records resolved from the project', () => {
    const tarball = join(tmp, 'blogctl-1.2.3.tgz');
    writeFileSync(tarball, '');
    assert.equal(blogctlDependency(project('abs', { resolved: `file:${tarball}` }), '1.2.3'), `file:${tarball}`);
    assert.equal(
      blogctlDependency(project('rel', { resolved: 'file:../blogctl-1.2.3.tgz' }), '1.2.3'),
      `file:${tarball}`,
    );
  });

  it('a linked folder names the folder', () => {
    const folder = join(tmp, 'checkout');
    mkdirSync(folder, { recursive: true });
    assert.equal(
      blogctlDependency(project('link', { resolved: '../checkout', link: true }), '1.2.3'),
      `file:${folder}`,
    );
  });

  it('a registry install, an unknown one or a tarball since removed asks for the version range', () => {
    const registry = { resolved: 'https://registry.npmjs.org/blogctl/-/blogctl-1.2.3.tgz' };
    assert.equal(blogctlDependency(project('registry', registry), '1.2.3'), '^1.2.3');
    assert.equal(blogctlDependency(project('none', undefined), '1.2.3'), '^1.2.3');
    assert.equal(blogctlDependency(project('gone', { resolved: 'file:/nowhere/blogctl.tgz' }), '1.2.3'), '^1.2.3');
  });
});
