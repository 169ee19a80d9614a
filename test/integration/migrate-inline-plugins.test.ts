// `blogctl migrate` over inline plugin functions in a Docusaurus config's `plugins`: one whose only hook is
// injectHtmlTags and that injects head tag objects has them written into blogctl's `headTags` (after the site's
// own), with a report line saying so; one with other hooks, or with body tags or HTML strings, stays reported as
// not run, and nothing of it reaches headTags. The migrated site builds with the tags on its pages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build, migrate } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';
import { fileText } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-inline-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const CONFIG = `
const counter = 'https://count.example.org';
module.exports = {
  title: '山间笔记',
  url: 'https://notes.example',
  baseUrl: '/',
  headTags: [{ tagName: 'meta', attributes: { name: 'author', content: '山客' } }],
  presets: [['classic', { docs: false, blog: { showReadingTime: false } }]],
  plugins: [
    () => ({
      name: 'counter-tags',
      injectHtmlTags() {
        return {
          headTags: [
            { tagName: 'script', attributes: { src: counter + '/count.js', async: true, 'data-site': 'notes' } },
            { tagName: 'link', attributes: { rel: 'me', href: 'https://social.example/@shanke' } },
          ],
        };
      },
    }),
    function withBody() {
      return { name: 'with-body', injectHtmlTags: () => ({ postBodyTags: ['<script>end()</script>'] }) };
    },
    () => ({ name: 'with-routes', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'x' } }] }), contentLoaded() {} }),
  ],
};
`;

function site(): string {
  const dir = join(tmp, 'site');
  mkdirSync(join(dir, 'blog'), { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), CONFIG);
  writeFileSync(
    join(dir, 'blog', '2024-05-01-spring.md'),
    '---\ntitle: 春天\n---\n\n山上的花开了。\n\n<!-- truncate -->\n',
  );
  return dir;
}

describe('migrate: inline plugins with injectHtmlTags', async () => {
  const root = site();
  const { report } = await migrate({ site: root });
  const config = migratedConfig(root);

  it("writes the head tags of a plugin whose one hook is injectHtmlTags into headTags, after the site's own", () => {
    assert.deepEqual(config.headTags, [
      { tagName: 'meta', attributes: { name: 'author', content: '山客' } },
      {
        tagName: 'script',
        attributes: { src: 'https://count.example.org/count.js', async: true, 'data-site': 'notes' },
      },
      { tagName: 'link', attributes: { rel: 'me', href: 'https://social.example/@shanke' } },
    ]);
    const line = report.find((r) => r.item.startsWith('plugins[0]'));
    assert.match(line?.why ?? '', /the 2 head tags it returned when migrate ran it are written into `headTags`/);
  });

  it('keeps reporting a plugin with body tags or other hooks as not run', () => {
    for (const i of [1, 2]) {
      const line = report.find((r) => r.item.startsWith(`plugins[${i}]`));
      assert.match(line?.why ?? '', /an inline function is not run/, `plugins[${i}]`);
    }
  });

  it('builds, with the tags on the pages', async () => {
    const result = await build({ root, write: false, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const head = fileText(result, 'blog/index.html').split('</head>')[0]!;
    assert.match(head, /<script src="https:\/\/count\.example\.org\/count\.js" async data-site="notes"><\/script>/);
    assert.match(head, /<link rel="me" href="https:\/\/social\.example\/@shanke">/);
  });
});
