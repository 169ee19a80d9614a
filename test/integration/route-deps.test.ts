// The dependency-tracked route table (routes/route-deps.ts, render/route-cache.ts): a warm build after an edit
// builds and keys only the routes the edit feeds, and still writes exactly what a cold build writes, for every
// kind of edit (body, title, date, tags, slug, description, draft, new and deleted posts, docs, pages).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import type { Route } from '../../src/routes/route-types';
import { editSiteFile, REPO, warmEqualsCold as warmEqualsColdIn } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
const NEWEST = 'content/blog/2025-08-04-夏夜的livehouse.md';
const DOC = 'content/docs/Docker/dockermariadb.md';

const warmEqualsCold = (): Promise<BuildResult> => warmEqualsColdIn(site);

/** Whether a route's props were built (they are built lazily, when a route must be keyed or rendered). */
const propsBuilt = (r: Route) => Object.getOwnPropertyDescriptor(r, 'props')?.get === undefined;
/** Whether a route's head was built (a post's is built lazily too). */
const headBuilt = (r: Route) => Object.getOwnPropertyDescriptor(r, 'head')?.get === undefined;

const edit = (file: string, fn: (text: string) => string): void => editSiteFile(site, file, fn);

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-deps-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('dependency-tracked route table', () => {
  it('a body edit builds the props of only the routes that show the post', async () => {
    edit(POST, (t) => t + '\n\n## 补记\n\n回来之后又想念那边的早茶了，肠粉、虾饺和一壶普洱。\n');
    const warm = await warmEqualsCold();
    const byPath = warm.table!.byPath;
    const post = [...byPath.values()].find((r) => r.sources[0] === join(site, POST))!;
    assert.ok(post && propsBuilt(post), 'the edited post is keyed again');
    // Neither the archive, nor the tag list, nor a post far from the edited one, nor a doc needs its props.
    for (const path of ['/blog/archive', '/blog/tags', '/blog/authors'])
      assert.ok(byPath.get(path) && !propsBuilt(byPath.get(path)!), `${path} was not built`);
    const built = warm.table!.routes.filter(propsBuilt);
    const lazyPosts = warm.table!.routes.filter(
      (r) => r.sources.length > 0 && !r.sources.includes(join(site, POST)) && !propsBuilt(r),
    );
    assert.ok(lazyPosts.length > 10, `${lazyPosts.length} routes that do not show the post stayed unbuilt`);
    assert.ok(built.length < warm.routes / 2, `${built.length} of ${warm.routes} routes built`);
    // Nor is the head of a post that the edit does not feed (the sitemap's lastmod is known without it).
    const otherPosts = warm.table!.routes.filter(
      (r) => r.lastmod !== undefined && !r.sources.includes(join(site, POST)),
    );
    assert.ok(otherPosts.length > 10, `${otherPosts.length} other post routes`);
    assert.ok(post.lastmod && headBuilt(post), "the edited post's head is built");
    const unbuiltHeads = otherPosts.filter((r) => !headBuilt(r));
    assert.ok(
      unbuiltHeads.length > otherPosts.length / 2,
      `${unbuiltHeads.length} of ${otherPosts.length} other posts' heads stayed unbuilt`,
    );
    assert.ok(warm.reused > 0 && warm.reused < warm.routes);
  });

  it('a body edit that changes the reading time of the newest post updates the home page and lists', async () => {
    edit(NEWEST, (t) => t + '\n\n' + '那天晚上的鼓手一直在笑，贝斯手换了三次拨片。'.repeat(60) + '\n');
    await warmEqualsCold();
  });

  it('the second warm build after a body edit is keyed from the stored digests', async () => {
    edit(POST, (t) => t + '\n第二次补记。\n');
    const warm = await warmEqualsCold();
    assert.ok(!propsBuilt(warm.table!.byPath.get('/blog/archive')!));
  });

  it('title, date, tags, slug and description edits ripple to every route that shows them', async () => {
    edit(POST, (t) => t.replace(/^title: .*$/m, 'title: "深圳出差：一周的雨"'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^date: .*$/m, 'date: 2024-11-02'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^tags: .*$/m, 'tags: [daily]'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^slug: .*$/m, 'slug: shenzhen-week'));
    await warmEqualsCold();
    edit(POST, (t) => t.replace(/^description: .*$/m, 'description: 在深圳搬了一周设备。'));
    await warmEqualsCold();
  });

  it('a post without a description: a first-paragraph edit changes its description in the lists', async () => {
    writeFileSync(
      join(site, 'content/blog/2025-08-10-无题.md'),
      '---\ntitle: 无题\ntags: [daily]\nauthors: [lanshan]\n---\n\n第一段，原来的样子。\n\n## 正文\n\n内容。\n',
    );
    await warmEqualsCold();
    edit('content/blog/2025-08-10-无题.md', (t) => t.replace('第一段，原来的样子。', '第一段，改过之后的样子。'));
    await warmEqualsCold();
  });

  it('drafts, deleted and added posts', async () => {
    edit(NEWEST, (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
    await warmEqualsCold();
    rmSync(join(site, 'content/blog/2025-08-10-无题.md'));
    await warmEqualsCold();
    writeFileSync(
      join(site, 'content/blog/2025-09-01-又一篇.md'),
      '---\ntitle: 又一篇\ntags: [daily]\nauthors: [lanshan]\ndescription: 新写的一篇。\n---\n\n开头。\n\n<!-- truncate -->\n\n正文。\n',
    );
    await warmEqualsCold();
  });

  it('doc and page edits: body, title and sidebar position', async () => {
    edit(DOC, (t) => t + '\n\n## 备注\n\n升级之前先备份数据卷。\n');
    await warmEqualsCold();
    edit(DOC, (t) =>
      /^sidebar_position: .*$/m.test(t)
        ? t.replace(/^sidebar_position: .*$/m, 'sidebar_position: 99')
        : t.replace(/^---\n/, '---\nsidebar_position: 99\n'),
    );
    await warmEqualsCold();
    edit(DOC, (t) =>
      /^title: .*$/m.test(t)
        ? t.replace(/^title: .*$/m, 'title: MariaDB 容器笔记')
        : t.replace(/^---\n/, '---\ntitle: MariaDB 容器笔记\n'),
    );
    await warmEqualsCold();
    edit('content/pages/index.md', (t) => t + '\n\n欢迎常来看看。\n');
    await warmEqualsCold();
    edit('content/pages/about.md', (t) => t + '\n\n最近在学做饭。\n');
    await warmEqualsCold();
  });
});
