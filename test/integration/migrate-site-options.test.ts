// `blogctl migrate` carries the site options bloggers set in docusaurus.config.js that blogctl has: the
// `titleDelimiter`, and none of them is left in the migration report.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { migrate } from '../../src/index';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-site-options-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const CONFIG = `
module.exports = {
  title: 'Field notes',
  url: 'https://notes.example',
  baseUrl: '/',
  titleDelimiter: '·',
  presets: [['classic', { docs: { sidebarPath: false }, blog: {} }]],
};
`;

function site(name: string, config = CONFIG): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'blog'), { recursive: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), config);
  writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(join(dir, 'blog', '2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nHi.\n\n<!-- truncate -->\n');
  return dir;
}

// biome-ignore lint/suspicious/noExplicitAny: the generated config as data
function configOf(root: string): any {
  const text = readFileSync(join(root, 'blogctl.config.ts'), 'utf8');
  return JSON.parse(text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(');')));
}

describe('migrate: site options', () => {
  it('carries titleDelimiter, and does not report it', async () => {
    const root = site('title');
    const { report } = await migrate({ site: root });
    assert.equal(configOf(root).titleDelimiter, '·');
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /titleDelimiter/.test(i)),
      [],
    );
  });
});
