// A footer column's HTML item (Docusaurus's `{ html }`, a badge): shown in the link's place with its site paths
// under the baseUrl, the same on every page, and its links checked like the announcement bar's.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import { fixtureSite } from '../helpers/site';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function site(html: string): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-footer-html-'));
  made.push(root);
  cpSync(join(fixtureSite('dropdown-nav'), 'content'), join(root, 'content'), { recursive: true });
  writeFileSync(
    join(root, 'blogctl.config.ts'),
    `import { defineConfig } from 'blogctl';

export default defineConfig({
  title: '页脚',
  url: 'https://footer.example',
  baseUrl: '/site/',
  footer: {
    links: [
      {
        title: '更多',
        items: [
          { label: '博客', to: '/blog' },
          { html: \`${html}\` },
        ],
      },
    ],
  },
});
`,
  );
  return root;
}

describe('footer HTML items', () => {
  it("show their HTML in the link's place, its site paths under the baseUrl", async () => {
    const root = site('<a href="/docs/intro" class="badge">文档徽章</a>');
    const result = await build({ root, write: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const home = result.files!.find((f) => f.path === 'index.html')!.text();
    assert.match(
      home,
      /<ul class="footer__items"><li><a href="\/site\/blog"[^>]*>博客<\/a><\/li><li class="footer__item"><a href="\/site\/docs\/intro" class="badge">文档徽章<\/a><\/li><\/ul>/,
    );
  });

  it('have their links checked, located in the config', async () => {
    const root = site('<a href="/没有这一页">坏徽章</a>');
    const result = await check({ root });
    const broken = result.diagnostics.filter((d) => d.code === 'LINK_BROKEN');
    assert.deepEqual(
      broken.map((d) => [relative(root, d.loc!.file), d.loc!.line, d.text]),
      [
        [
          'blogctl.config.ts',
          13,
          'footer.links[0].items[1].html "/没有这一页" points to /没有这一页, which is not a page of this site.',
        ],
      ],
    );
  });
});
