// `blogctl serve --watch` under churn: 200 rapid edits, renames and deletes of posts, and edits of partials (one
// a post imports or stops importing, one nobody imports: the watcher skips those), seeded, the seed printed;
// then every route served equals a clean in-memory build of the final content (dev script aside), the watcher
// never crashed, and Ctrl+C still ends the process (no watcher keeps it alive).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import {
  copySite,
  printServerOutputOnFailure,
  rawGet,
  removeSite,
  startCli,
  subscribe,
  WATCH_DEBUG_ENV,
  WAIT_MS,
  type RunningCli,
} from '../helpers/cli';
import { seeded } from '../helpers/seeded';

const OPS = 200;
const SEED = Number(process.env.BLOGCTL_CHURN_SEED ?? Date.now() % 2 ** 31);

let site: string;
let server: RunningCli;
let events: Awaited<ReturnType<typeof subscribe>>;

before(async () => {
  site = copySite();
  server = await startCli(['serve', '--watch', '--port', '0', '--cwd', site], { env: WATCH_DEBUG_ENV });
  events = await subscribe(server.url);
});

printServerOutputOnFailure(() => server);

after(async () => {
  events?.close();
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  removeSite(site);
});

const enc = (p: string) => p.split('/').map(encodeURIComponent).join('/');
const DEV_SCRIPT = /<script type="module" src="\/__blogctl\/dev\.js"><\/script>\n?/g;
const post = (title: string, n: number) =>
  `---\ntitle: ${title}\ntags: [daily]\nauthors: [lanshan]\n---\n\n${title} 的摘要，第 ${n} 版。\n\n<!-- truncate -->\n\n正文第 ${n} 版。\n`;

/** Route URL → HTML (and the search index) of a clean in-memory build of the site as it is on disk now. */
async function cleanBuild(): Promise<Map<string, string>> {
  const result = await build({ root: site, write: false });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const pages = new Map<string, string>();
  for (const f of result.files!) {
    // Every page, and the local search index (served from memory too, so search works while watching).
    if (!f.path.endsWith('index.html') && f.path !== 'assets/search/index.json') continue;
    pages.set('/' + f.path.replace(/index\.html$/, '').replace(/\/$/, ''), f.text());
  }
  return pages;
}

describe('blogctl serve --watch under churn', () => {
  it(`serves exactly the clean build after ${OPS} rapid edits, renames and deletes (seed ${SEED})`, async () => {
    console.log(`watch-churn seed: ${SEED} (repeat with BLOGCTL_CHURN_SEED=${SEED})`);
    const random = seeded(SEED);
    const blog = join(site, 'content', 'blog');
    const shipped = readdirSync(blog)
      .filter((f) => f.endsWith('.md'))
      .slice(0, 3);
    const live = new Set<string>();
    let made = 0;
    // A post that imports a partial or not (a toggle), the partial, and a partial nobody imports.
    const importer = join(blog, '2025-09-15-片段引用.mdx');
    const withPart = (on: boolean, n: number) =>
      `---\ntitle: 片段引用\ntags: [daily]\nauthors: [lanshan]\n---\n\n第 ${n} 版。\n\n${on ? "import Part from './_churn-part.md';\n\n<Part />\n" : ''}`;
    let imports = true;
    writeFileSync(join(blog, '_churn-part.md'), '片段第 0 版。\n');
    writeFileSync(join(blog, '_churn-loose.md'), '没人引用的片段第 0 版。\n');
    writeFileSync(importer, withPart(imports, 0));
    for (let n = 1; n <= OPS; n++) {
      const r = random();
      const churn = [...live];
      if (r < 0.3 || churn.length === 0) {
        const name = `2025-10-${String(1 + (made % 28)).padStart(2, '0')}-churn-${++made}.md`;
        writeFileSync(join(blog, name), post(`搅动文章 ${made}`, n));
        live.add(name);
      } else if (r < 0.55) {
        const name = churn[Math.floor(random() * churn.length)];
        writeFileSync(join(blog, name), post(`搅动文章改 ${name.slice(17, -3)}`, n));
      } else if (r < 0.7) {
        const name = churn[Math.floor(random() * churn.length)];
        const to = name.replace(/\.md$/, '') + `-r${n}.md`;
        renameSync(join(blog, name), join(blog, to));
        live.delete(name);
        live.add(to);
      } else if (r < 0.85) {
        const name = churn[Math.floor(random() * churn.length)];
        rmSync(join(blog, name));
        live.delete(name);
      } else if (r < 0.93) {
        const which = random();
        if (which < 0.4) writeFileSync(join(blog, '_churn-part.md'), `片段第 ${n} 版。\n`);
        else if (which < 0.7) writeFileSync(join(blog, '_churn-loose.md'), `没人引用的片段第 ${n} 版。\n`);
        else writeFileSync(importer, withPart((imports = !imports), n));
      } else {
        const file = join(blog, shipped[Math.floor(random() * shipped.length)]);
        writeFileSync(file, readFileSync(file, 'utf8') + `\n\n第 ${n} 次追加的一句话。\n`);
      }
      if (random() < 0.3) await new Promise((res) => setTimeout(res, Math.floor(random() * 30)));
    }
    // A last, recognisable edit: once it is served, the watcher has caught up with everything before it.
    writeFileSync(join(blog, '2025-11-30-churn-final.md'), post('搅动结束', OPS + 1));
    await waitForAsync(
      async () => (await rawGet(server.url, enc('/blog/2025/11/30/churn-final'))).status === 200,
      'final post served',
    );
    const expected = await cleanBuild();
    assert.ok(expected.size > 40);
    // The watcher may still be finishing a rebuild queued just before the last edit; wait until it matches.
    let mismatch = '';
    await waitForAsync(
      async () => {
        mismatch = '';
        for (const [route, html] of expected) {
          const res = await rawGet(server.url, enc(route || '/'));
          const served = res.body.toString().replace(DEV_SCRIPT, '');
          if (res.status !== 200 || served !== html) {
            mismatch = `${route} (status ${res.status})`;
            return false;
          }
        }
        return true;
      },
      () => `served site equals the clean build; first mismatch: ${mismatch}`,
    );
    // Routes of deleted or renamed posts are gone.
    for (let k = 1; k <= made; k++) {
      const stillThere = [...live].some((f) => f.includes(`-churn-${k}.md`) || f.includes(`-churn-${k}-`));
      // Docusaurus URLs: 2025-10-DD-churn-K.md is /blog/2025/10/DD/churn-K.
      if (!stillThere)
        assert.equal(expected.has(`/blog/2025/10/${String(1 + ((k - 1) % 28)).padStart(2, '0')}/churn-${k}`), false);
    }
    assert.equal(server.child.exitCode, null, 'serve --watch is still running');
    assert.doesNotMatch(server.output(), /Error:|at .*\.ts:\d+/, 'no crash or stack trace in the terminal');
    assert.ok(existsSync(join(blog, '2025-11-30-churn-final.md')));
  });

  it('exits on Ctrl+C within a bounded wait (no watcher keeps it alive)', async () => {
    events.close();
    const code = await Promise.race([server.stop(), new Promise<'hung'>((r) => setTimeout(() => r('hung'), WAIT_MS))]);
    assert.equal(code, 0);
  });
});

async function waitForAsync(cond: () => Promise<boolean>, what: string | (() => string)): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
