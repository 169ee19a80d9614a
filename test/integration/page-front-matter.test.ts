// A Markdown page's own front matter fields (those neither blogctl nor Docusaurus defines) reach its template as
// `props.frontMatter`, so a site's theme/MarkdownPage.tsx can lay a page out from them: how the shipped site draws
// its footprints page as site code (theme/). blogctl itself has no page kind or component of that site's.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { swizzleableComponents } from '../../src/api/swizzle';
import { PAGE_TEMPLATES } from '../../src/shared/page-templates';
import { buildShippedSite, fileText, fixtureSite } from '../helpers/site';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

const MARKDOWN_PAGE = `import type { PageProps } from 'blogctl/theme';
import { MarkdownPage as Original } from 'blogctl/theme/original/MarkdownPage';

export function MarkdownPage({ props }: { props: PageProps }) {
  return <div data-own={JSON.stringify(props.frontMatter ?? null)}><Original props={props} /></div>;
}
`;

/** The JSON the page data of `html` carries for its route's props. */
const propsOf = (html: string) =>
  JSON.parse(/<script id="__BLOGCTL_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]).props;

describe("a Markdown page's own front matter", () => {
  it('reaches theme/MarkdownPage.tsx as props.frontMatter; a page without such fields has none', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blogctl-page-fm-'));
    made.push(root);
    cpSync(fixtureSite('dropdown-nav'), root, { recursive: true, filter: (s) => !/[\\/](\.blogctl|build)$/.test(s) });
    mkdirSync(join(root, 'content', 'pages'), { recursive: true });
    writeFileSync(
      join(root, 'content', 'pages', 'trips.md'),
      '---\ntitle: Trips\ndescription: Where I went.\nplaces:\n  - name: Lisbon\n    lat: 38.7\nmood: sunny\n---\n\nText.\n',
    );
    writeFileSync(
      join(root, 'content', 'pages', 'plain.md'),
      '---\ntitle: Plain\ndescription: Nothing own.\n---\n\nText.\n',
    );
    mkdirSync(join(root, 'theme'));
    writeFileSync(join(root, 'theme', 'MarkdownPage.tsx'), MARKDOWN_PAGE);
    const result = await build({ root, write: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const own = { places: [{ name: 'Lisbon', lat: 38.7 }], mood: 'sunny' };
    const trips = fileText(result, 'trips/index.html');
    assert.deepEqual(propsOf(trips).frontMatter, own);
    assert.ok(trips.includes(`data-own="${JSON.stringify(own).replace(/"/g, '&quot;')}"`));
    const plain = fileText(result, 'plain/index.html');
    assert.equal(propsOf(plain).frontMatter, undefined);
    assert.ok(plain.includes('data-own="null"'));
  });

  it("blogctl has no page kind, template or swizzle name of the shipped site's footprints page", async () => {
    assert.ok(!Object.keys(PAGE_TEMPLATES).includes('footprints'));
    assert.ok(!swizzleableComponents().some((n) => /footprint/i.test(n)));
    // The shipped site still has the page, drawn by its own theme/ code.
    const shipped = await buildShippedSite();
    assert.ok(shipped.ok);
    const html = fileText(shipped, 'footprints/index.html');
    assert.match(html, /<div class="container footprints"><h1>足迹<\/h1><figure class="footprints__map">/);
    assert.match(html, /<section class="footprints__timeline"/);
  });
});
