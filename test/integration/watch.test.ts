// `blogctl serve --watch` as a child process: edits re-render only the pages that show the post, broken edits
// keep the last good site and report file:line, fixes clear it, adds/renames/deletes work, bursts coalesce,
// and a config change rebuilds everything. Every wait is for an event, bounded by WAIT_MS.
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  copySite,
  printServerOutputOnFailure,
  rawGet,
  removeSite,
  startCli,
  subscribe,
  WATCH_DEBUG_ENV,
  type RunningCli,
  type SseEvent,
} from '../helpers/cli';

let site: string;
let server: RunningCli;
let events: Awaited<ReturnType<typeof subscribe>>;

const POST = 'content/blog/2024-06-15-凤凰传奇演唱会一场全民合唱.md';
const POST_URL = '/blog/凤凰传奇演唱会一场全民合唱';
const enc = (p: string) => p.split('/').map(encodeURIComponent).join('/');
const page = async (path: string) => {
  const res = await rawGet(server.url, enc(path));
  return { status: res.status, html: res.body.toString() };
};
const reload = (pred: (e: SseEvent) => boolean = () => true) => events.next((e) => e.event === 'reload' && pred(e));
const buildError = () => events.next((e) => e.event === 'build-error');

before(async () => {
  site = copySite();
  server = await startCli(['serve', '--watch', '--port', '0', '--cwd', site], { env: WATCH_DEBUG_ENV });
  events = await subscribe(server.url);
});

printServerOutputOnFailure(() => server);

after(async () => {
  events?.close();
  await server?.stop();
  removeSite(site);
});

describe('blogctl serve --watch', () => {
  it('serves the site from memory with the dev script and no build folder', async () => {
    const home = await page('/');
    assert.equal(home.status, 200);
    assert.match(home.html, /<script type="module" src="\/__blogctl\/dev\.js"><\/script>/);
    assert.equal((await rawGet(server.url, '/__blogctl/dev.js')).status, 200);
  });

  it('a body edit below the marker re-renders only that post', async () => {
    // Short on purpose: a longer addition changes the reading time, which list pages show (and then re-render).
    appendFileSync(join(site, POST), '\n好。\n');
    const e = await reload();
    assert.deepEqual(e.data.paths, [POST_URL]);
    assert.equal(e.data.full, false);
    assert.equal(e.data.rendered, 1);
    assert.match((await page(POST_URL)).html, /<p>好。<\/p>/);
  });

  it('an excerpt edit re-renders the post and the list, tag, author and home pages that show it, not the whole site', async () => {
    const file = join(site, POST);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('<!-- truncate -->', '摘要里的新句子。\n\n<!-- truncate -->'),
    );
    const e = await reload();
    const paths: string[] = e.data.paths;
    for (const p of [POST_URL, '/blog', '/blog/tags/concert', '/blog/tags/phoenix-legend', '/blog/authors/lanshan'])
      assert.ok(paths.includes(p), `${p} not in ${paths}`);
    assert.ok(!paths.some((p) => p.startsWith('/docs')), `docs re-rendered: ${paths}`);
    assert.ok(e.data.rendered < e.data.routes / 2, `rendered ${e.data.rendered} of ${e.data.routes}`);
    assert.match((await page('/blog/tags/concert')).html, /摘要里的新句子。/);
    assert.match(readFileSync(join(site, POST), 'utf8'), /摘要里的新句子/);
  });

  it('a title edit also re-renders the archive and the feeds', async () => {
    const file = join(site, POST);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'title: "凤凰传奇演唱会：一场全民合唱"',
        'title: "凤凰传奇演唱会：改过的标题"',
      ),
    );
    const e = await reload((x) => x.data.paths.includes('/blog/archive'));
    assert.ok(e.data.paths.includes(POST_URL));
    assert.match((await page('/blog/archive')).html, /凤凰传奇演唱会：改过的标题/);
    assert.match((await page('/blog/rss.xml')).html, /凤凰传奇演唱会：改过的标题/);
    assert.match((await page('/blog/atom.xml')).html, /凤凰传奇演唱会：改过的标题/);
  });

  it('a Markdown error shows in the overlay state and the fix clears it', async () => {
    const file = join(site, POST);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good + '\n```js\nconst unclosed = true;\n');
    const err = await buildError();
    assert.equal(err.data.diagnostics[0].code, 'MARKDOWN_UNCLOSED_FENCE');
    assert.match(err.data.diagnostics[0].location, /凤凰传奇演唱会一场全民合唱\.md:\d+:1$/);
    assert.doesNotMatch((await page(POST_URL)).html, /const unclosed/);
    writeFileSync(file, good);
    // Until the fixed text is served: a rebuild that read the file between its truncation and its write (a loaded
    // machine can pause the writer there) is followed by the one that reads it whole.
    const errors = async () => JSON.parse((await rawGet(server.url, '/__blogctl/errors.json')).body.toString()).errors;
    await waitForAsync(async () => {
      if ((await errors()).length) return false;
      const fixed = await page(POST_URL);
      return fixed.status === 200 && /摘要里的新句子。/.test(fixed.html);
    }, 'the fixed post built and served');
    assert.doesNotMatch((await page(POST_URL)).html, /const unclosed/);
    assert.deepEqual(await errors(), []);
  });

  it('a broken edit reports file and line, keeps the last good page, and a fix clears it', async () => {
    const file = join(site, POST);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^title: .*$/m, 'title: [unclosed'));
    const err = await buildError();
    const d = err.data.diagnostics[0];
    assert.equal(d.code, 'FRONT_MATTER_YAML');
    assert.match(d.location, /^content\/blog\/2024-06-15-凤凰传奇演唱会一场全民合唱\.md:\d+:\d+$/);
    const kept = await page(POST_URL);
    assert.equal(kept.status, 200);
    assert.match(kept.html, /摘要里的新句子。/);
    const state = JSON.parse((await rawGet(server.url, '/__blogctl/errors.json')).body.toString());
    assert.equal(state.errors[0].code, 'FRONT_MATTER_YAML');
    await waitFor(() => /FRONT_MATTER_YAML/.test(server.output()), 'terminal shows the error');
    assert.match(server.output(), /2024-06-15-凤凰传奇演唱会一场全民合唱\.md:\d+:\d+ {2}error/);

    writeFileSync(file, good.replace('摘要里的新句子。', '修好之后的句子。'));
    // (Not the next reload event: the last test's fix may have left one not yet taken.)
    await waitForAsync(async () => /修好之后的句子。/.test((await page(POST_URL)).html), 'the fix served');
    assert.deepEqual(JSON.parse((await rawGet(server.url, '/__blogctl/errors.json')).body.toString()).errors, []);
  });

  it('adds, renames and deletes posts', async () => {
    const added = join(site, 'content/blog/2025-09-01-新来的文章.md');
    writeFileSync(
      added,
      '---\ntitle: 新来的文章\ntags: [daily]\nauthors: [lanshan]\n---\n\n新文章的摘要。\n\n<!-- truncate -->\n\n正文。\n',
    );
    await reload((e) => e.data.paths.includes('/blog/2025/09/01/新来的文章'));
    assert.equal((await page('/blog/2025/09/01/新来的文章')).status, 200);
    assert.match((await page('/blog')).html, /新文章的摘要。/);

    const renamed = join(site, 'content/blog/2025-09-01-改名后的文章.md');
    renameSync(added, renamed);
    await reload(
      (e) =>
        e.data.paths.includes('/blog/2025/09/01/改名后的文章') && e.data.paths.includes('/blog/2025/09/01/新来的文章'),
    );
    assert.equal((await page('/blog/2025/09/01/新来的文章')).status, 404);
    assert.equal((await page('/blog/2025/09/01/改名后的文章')).status, 200);

    rmSync(renamed);
    await reload((e) => e.data.paths.includes('/blog/2025/09/01/改名后的文章'));
    assert.equal((await page('/blog/2025/09/01/改名后的文章')).status, 404);
    assert.doesNotMatch((await page('/blog')).html, /新文章的摘要。/);
  });

  it('adds and deletes docs', async () => {
    const doc = join(site, 'content/docs/Linux/新文档.md');
    writeFileSync(doc, '---\ntitle: 新文档\n---\n\n## 第一节\n\n内容。\n');
    await reload((e) => e.data.paths.includes('/docs/Linux/新文档'));
    assert.equal((await page('/docs/Linux/新文档')).status, 200);
    rmSync(doc);
    await reload((e) => e.data.paths.includes('/docs/Linux/新文档'));
    assert.equal((await page('/docs/Linux/新文档')).status, 404);
  });

  it('a sidebars file added, edited and removed beside the config lays the docs out again', async () => {
    const file = join(site, 'sidebars.js');
    const docsSidebar = async () =>
      /<aside class="doc-sidebar">([\s\S]*?)<\/aside>/.exec((await page('/docs/intro')).html)?.[1] ?? '';
    writeFileSync(file, "module.exports = { tutorialSidebar: ['intro', 'Linux/ubuntunotfindip'] };\n");
    await reload((e) => e.data.paths.includes('/docs/intro'));
    assert.doesNotMatch(await docsSidebar(), /Docker/);
    assert.match(await docsSidebar(), /Ubuntu 获取不到 IP/);
    writeFileSync(
      file,
      "module.exports = { tutorialSidebar: ['intro', { type: 'link', label: '改过的侧边栏', href: '/blog' }] };\n",
    );
    await reload((e) => e.data.paths.includes('/docs/intro'));
    assert.match(await docsSidebar(), /改过的侧边栏/);
    rmSync(file);
    await reload((e) => e.data.paths.includes('/docs/intro'));
    assert.match(await docsSidebar(), /Docker/);
  });

  it('coalesces a burst of saves into fewer rebuilds', async () => {
    const file = join(site, POST);
    const base = readFileSync(file, 'utf8');
    const before = events.all.filter((e) => e.event === 'reload').length;
    for (let i = 1; i <= 10; i++) writeFileSync(file, base + `\n连续保存第 ${i} 次。\n`);
    await waitForAsync(async () => /连续保存第 10 次。/.test((await page(POST_URL)).html), 'final save served');
    const rebuilds = events.all.filter((e) => e.event === 'reload').length - before;
    assert.ok(rebuilds >= 1 && rebuilds < 10, `${rebuilds} rebuilds for 10 saves`);
  });

  it('serves a file added to static/ after the copy stage', async () => {
    writeFileSync(join(site, 'static', 'hello.txt'), 'static hello');
    await reload((e) => e.data.kind === 'static');
    const res = await rawGet(server.url, '/hello.txt');
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'static hello');
  });

  it('a partial nobody imports, added or edited, rebuilds nothing; once a post imports it, its edit re-renders that post', async () => {
    const partial = join(site, 'content/blog/_备用片段.md');
    const named = (e: SseEvent) => (e.data.changedFiles as string[]).some((f) => f.endsWith('_备用片段.md'));
    writeFileSync(partial, '备用的一句话。\n');
    assert.equal((await reload(named)).data.unread, true, 'no page imports a new partial either');
    writeFileSync(partial, '改过的备用的一句话。\n');
    const kept = await reload(named);
    assert.equal(kept.data.unread, true);
    assert.deepEqual(kept.data.paths, []);
    const post = join(site, 'content/blog/2025-09-02-引用片段.mdx');
    writeFileSync(
      post,
      "---\ntitle: 引用片段\ntags: [daily]\nauthors: [lanshan]\n---\n\nimport Part from './_备用片段.md';\n\n<Part />\n",
    );
    await reload((e) => e.data.paths.includes('/blog/2025/09/02/引用片段'));
    assert.match((await page('/blog/2025/09/02/引用片段')).html, /改过的备用的一句话。/);
    writeFileSync(partial, '又改了一次的一句话。\n');
    const used = await reload(named);
    assert.equal(used.data.unread, undefined);
    assert.ok((used.data.paths as string[]).includes('/blog/2025/09/02/引用片段'));
    assert.match((await page('/blog/2025/09/02/引用片段')).html, /又改了一次的一句话。/);
  });

  it('a config change rebuilds everything', async () => {
    const config = join(site, 'blogctl.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("tagline: '旅行、音乐、摄影与运维笔记'", "tagline: '改过的站点标语'"),
    );
    const e = await reload((x) => x.data.full === true);
    assert.equal(e.data.rendered, e.data.routes);
    assert.match((await page('/')).html, /改过的站点标语/);
  });
});

describe('blogctl serve --watch, Ctrl+C', () => {
  it('stops cleanly', async () => {
    events.close();
    assert.equal(await server.stop(), 0);
  });
});

/** Polls a condition (no fixed sleeps decide the outcome); fails after the bound. */
async function waitFor(cond: () => boolean, what: string): Promise<void> {
  await waitForAsync(async () => cond(), what);
}

async function waitForAsync(cond: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
