// The links and ids a site component's server rendering adds to its page for the link check: only
// `@docusaurus/Link`'s internal links (data-internal), without the baseUrl, decoded, located where written.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { IslandLinkReader } from '../../../src/content/site-components/island-links';

describe('IslandLinkReader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'island-links-'));
  const mdx = join(dir, 'post.mdx');
  const component = join(dir, 'Card.tsx');
  writeFileSync(mdx, '---\ntitle: 卡片\n---\n\n<Card to="/docs/a?x=1&y=2" />\n');
  writeFileSync(component, "export default () => <Link to='/blog/'>博客</Link>;\n");
  const fallback = { file: mdx, line: 5, column: 1 };
  const reader = new IslandLinkReader('/base/');

  it('takes internal links without the baseUrl, their entities decoded, located in the Markdown that wrote them', () => {
    const html =
      '<div id="card" class="c"><a href="/base/docs/a?x=1&amp;y=2" data-internal="">A</a>' +
      '<a href="https://example.com/">外部</a><a href="/base/plain">普通</a></div>';
    const { links, ids } = reader.facts(html, { files: [mdx, component], fallback });
    assert.deepEqual(links, [
      { href: '/docs/a?x=1&y=2', resolved: '/docs/a?x=1&y=2', kind: 'link', file: mdx, line: 5, column: 11 },
    ]);
    assert.deepEqual(ids, ['card']);
  });

  it("looks in the component's file next, then falls back to the component's use", () => {
    const html = '<a class="x" href="/base/blog" data-internal="">博客</a><a data-internal="" href="/base/tags">T</a>';
    const { links } = reader.facts(html, { files: [mdx, component], fallback });
    assert.deepEqual(
      links.map(({ file, line, column }) => ({ file, line, column })),
      [{ file: component, line: 1, column: 32 }, fallback],
    );
  });

  it('reads a file that does not exist as no text', () => {
    const html = '<a href="/base/x" data-internal="">X</a>';
    const { links } = reader.facts(html, { files: [join(dir, 'gone.tsx')], fallback });
    assert.deepEqual(links[0].line, 5);
  });
});
