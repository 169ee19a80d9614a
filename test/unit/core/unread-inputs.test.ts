// The files a build did not read (src/core/unread-inputs.ts), from a real run over a mini site: what the scan
// leaves out and no entry imports, images no page shows; never a page, an imported partial or a shown image, and
// for files that may be new (the dev server's question) only partials, named below the content folder.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { resolveConfig } from '../../../src/config/resolve-config';
import { MemoryTarget } from '../../../src/core/render-target';
import { BuildSession } from '../../../src/core/session';
import { unreadFilter } from '../../../src/core/unread-inputs';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

/** The site sits in a folder whose own name starts with "_": only names below the content folder count. */
const SITE = '_站点';
const files = {
  [`${SITE}/content/blog/2024-01-01-first.md`]: post({ title: '第一篇' }).replace('后面一段。', '![图](./shown.png)'),
  [`${SITE}/content/blog/2024-01-02-second.mdx`]: `${post({ title: '第二篇' })}\nimport Part from './_used.md';\n\n<Part />\n`,
  [`${SITE}/content/blog/_used.md`]: '用到的片段。\n',
  [`${SITE}/content/blog/_unused.md`]: '没人用的片段。\n',
  [`${SITE}/content/blog/_snippets/deep.md`]: '文件夹里的片段。\n',
  [`${SITE}/content/blog/shown.png`]: 'not really a png',
  [`${SITE}/content/blog/hidden.png`]: 'not really a png',
};

async function filters() {
  const { root } = miniSite(files);
  const siteRoot = join(root, SITE);
  const config = resolveConfig({ title: '测试站', url: 'https://example.com' }, { root: siteRoot });
  const run = await new BuildSession({ config }).render(new MemoryTarget());
  assert.equal(run.error, undefined);
  const blog = (f: string) => join(siteRoot, 'content', 'blog', f);
  return { blog, had: unreadFilter(run, config)!, added: unreadFilter(run, config, { added: true })! };
}

describe('unreadFilter', () => {
  it('names the partials nobody imports and the images no page shows, not the pages or what they use', async () => {
    const { blog, had } = await filters();
    for (const f of ['_unused.md', '_snippets/deep.md', 'hidden.png']) assert.equal(had(blog(f)), true, f);
    for (const f of ['2024-01-01-first.md', '2024-01-02-second.mdx', '_used.md', 'shown.png'])
      assert.equal(had(blog(f)), false, f);
  });

  it('never names a static file, even when the static folder lies in the content folder', async () => {
    const { root } = miniSite({
      'blog/2024-01-01-first.md': post({ title: '第一篇' }),
      'static/img/logo.png': 'not really a png',
      'static/notes.md': '静态文件夹里的 Markdown。\n',
      'blog/hidden.png': 'not really a png',
    });
    const config = resolveConfig({ title: '测试站', url: 'https://example.com', contentDir: '.' }, { root });
    const run = await new BuildSession({ config }).render(new MemoryTarget());
    assert.equal(run.error, undefined);
    const had = unreadFilter(run, config)!;
    assert.equal(had(join(root, 'static', 'img', 'logo.png')), false);
    assert.equal(had(join(root, 'static', 'notes.md')), false);
    assert.equal(had(join(root, 'blog', 'hidden.png')), true);
  });

  it('for a file that may be new, names only partials, by their names below the content folder', async () => {
    const { blog, added } = await filters();
    for (const f of ['_unused.md', '_new.md', '_snippets/new.mdx']) assert.equal(added(blog(f)), true, f);
    for (const f of ['2024-03-01-new-post.md', 'hidden.png', 'new.png', '_used.md'])
      assert.equal(added(blog(f)), false, f);
  });
});
