// A large site's term-sharded search index (manifest, chunk packs, postings, vocabulary, titles) is byte-identical
// between warm and cold builds: unchanged (the cached index read back from the output and checked), after a body
// edit (the edited page's pack alone rewritten), and after deleting a post (fewer records: stale packs removed).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from '../../bench/corpus.mjs';
import { build } from '../../src/api/build';

let root: string;
let site: string;

const searchFiles = (out: string) => {
  const dir = join(site, out, 'assets', 'search');
  return new Map(
    readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(dir, f)))
          .digest('hex'),
      ]),
  );
};

async function assertWarmEqualsCold(): Promise<void> {
  const warm = await build({ root: site });
  assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
  rmSync(join(site, 'cold'), { recursive: true, force: true });
  const cold = await build({ root: site, outDir: 'cold', cache: false });
  assert.ok(cold.ok);
  const a = searchFiles('build');
  const b = searchFiles('cold');
  assert.ok(JSON.parse(readFileSync(join(site, 'cold', 'assets', 'search', 'index.json'), 'utf8')).v === 5, 'sharded');
  assert.deepEqual([...a.keys()], [...b.keys()]);
  for (const [f, digest] of b) assert.equal(a.get(f), digest, `warm and cold differ: ${f}`);
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-shards-incr-'));
  site = makeCorpus({ posts: 400, docs: 20, out: join(root, 'site') });
  const first = await build({ root: site });
  assert.ok(first.ok, JSON.stringify(first.diagnostics));
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('sharded search index, incremental', () => {
  it('is reused unchanged when nothing changed', async () => {
    await assertWarmEqualsCold();
  });

  it('matches a cold build after a body edit', async () => {
    const blog = join(site, 'content', 'blog');
    const post = readdirSync(blog)
      .filter((f) => f.endsWith('.md'))
      .sort()[200];
    const before = searchFiles('build');
    writeFileSync(
      join(blog, post),
      readFileSync(join(blog, post), 'utf8') + '\n\n## 补记\n\n萤火虫在河边飞了一整晚。\n',
    );
    await assertWarmEqualsCold();
    const after = searchFiles('build');
    const packs = [...after].filter(([f, digest]) => f.endsWith('.bin') && before.get(f) !== digest).map(([f]) => f);
    assert.equal(packs.length, 1, `packs changed by one page's edit: ${packs}`);
  });

  it('matches a cold build after deleting the last post (fewer records and chunks)', async () => {
    const blog = join(site, 'content', 'blog');
    const posts = readdirSync(blog)
      .filter((f) => f.endsWith('.md'))
      .sort();
    unlinkSync(join(blog, posts[posts.length - 1]));
    await assertWarmEqualsCold();
  });
});
