// The Markdown cache's HTML blobs (content/markdown-cache.ts): a warm build after a body edit reads the HTML of
// only the entries a rebuilt route, feed or search chunk shows, and still writes what a cold build writes.
import assert from 'node:assert/strict';
import fs, { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { replaceBuiltin } from '../helpers/builtin-spy';
import { fileDigests, REPO } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
const OLD = 200;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-lazy-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  // Older posts than any of the site's: in no feed and on no list page that shows the edited post.
  for (let i = 1; i <= OLD; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    // Long enough that the search index is sharded (a small site's single index file is made again whole).
    const body = Array.from(
      { length: 40 },
      (_, k) => `第${i}篇第${k}段：楼下的早点铺子换了招牌，豆浆${k}碗，油条${i + k}根。`,
    ).join('\n\n');
    writeFileSync(
      join(site, `content/blog/2015-${month}-${day}-旧文${i}.md`),
      `---\ntitle: 旧文第${i}篇\ndate: 2015-${month}-${day}\n---\n\n那年的第${i}篇随笔。\n\n<!-- truncate -->\n\n${body}\n`,
    );
  }
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('HTML read from the Markdown cache only when shown', () => {
  it("a body edit leaves most entries' HTML unread, and the output is a cold build's", async () => {
    const file = join(site, POST);
    writeFileSync(file, readFileSync(file, 'utf8') + '\n\n## 补记\n\n回来之后又想念那边的早茶了。\n');
    // Each HTML or excerpt text read from the Markdown cache is one open of a shard's blob file.
    let textsRead = 0;
    const restore = replaceBuiltin(
      fs,
      'openSync',
      (open) =>
        ((path, ...rest) => {
          if (/[/\\]markdown[/\\]shard-\d+-[0-9a-f]+\.html$/.test(String(path))) textsRead++;
          return open(path, ...rest);
        }) as typeof open,
    );
    const warm = await build({ root: site }).finally(restore);
    assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
    const entries = [...warm.graph!.posts, ...warm.graph!.docs, ...warm.graph!.pages];
    const unread = entries.filter((e) => typeof Object.getOwnPropertyDescriptor(e.content, 'html')?.get === 'function');
    // The old posts are in no feed or list page that shows the edited post: their HTML is not needed.
    const old = warm.graph!.posts.filter((p) => p.title.startsWith('旧文'));
    assert.equal(old.length, OLD);
    const oldUnread = old.filter((p) => unread.includes(p));
    assert.ok(oldUnread.length > OLD / 2, `${oldUnread.length} of ${OLD} old posts unread`);
    assert.ok(textsRead > 0, "the edited entry's neighbours are read from the cache");
    assert.ok(textsRead < entries.length * 2, `${textsRead} texts read: fewer than every entry's HTML and excerpt`);
    // Their facts (descriptions, islands, placeholders) came from the cache: the same as a cold build's.
    const cold = await build({ root: site, outDir: 'cold', cache: false });
    assert.ok(cold.ok);
    const [a, b] = [fileDigests(join(site, 'build')), fileDigests(join(site, 'cold'))];
    assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
    for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
    assert.deepEqual(
      warm.graph!.posts.map((p) => p.description),
      cold.graph!.posts.map((p) => p.description),
    );
  });
});
