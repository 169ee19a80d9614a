// The Markdown cache: entries survive a save and reopen whatever the shard count, only valid entries are
// returned, and the shard files follow the site's size.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { MarkdownCache } from '../../../src/content/markdown-cache';
import type { EntryJob, EntryOutput } from '../../../src/content/render-entries';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-mdcache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const job = (i: number, body = `正文 ${i}`): EntryJob => ({ file: `/site/content/blog/p${i}.md`, body, bodyLineOffset: 3 });
const output = (i: number): EntryOutput => ({ result: { html: `<p>正文 ${i}</p>`, excerptHtml: null, headings: [], readingUnits: 3, hash: `h${i}` } as unknown as EntryOutput['result'], diagnostics: [], assets: [], links: [] });
const shards = () => readdirSync(dir).filter((n) => n.startsWith('shard-')).sort();

async function fill(n: number): Promise<void> {
  const cache = MarkdownCache.open(dir, 'k1');
  for (let i = 0; i < n; i++) if (!cache.get(job(i), new Map())) cache.set(job(i), output(i));
  await cache.save();
}

describe('MarkdownCache', () => {
  it('keeps every entry across saves while the shard count grows and shrinks with the site', async () => {
    await fill(10);
    assert.deepEqual(shards(), ['shard-0.bin']);
    await fill(300);
    assert.equal(shards().length, 3);
    const reopened = MarkdownCache.open(dir, 'k1');
    for (let i = 0; i < 300; i++) assert.equal(reopened.get(job(i), new Map())?.result.html, `<p>正文 ${i}</p>`, `entry ${i}`);
    await reopened.save();
    await fill(5); // entries 5..299 are gone from the site
    assert.deepEqual(shards(), ['shard-0.bin']);
    const small = MarkdownCache.open(dir, 'k1');
    assert.ok(small.get(job(4), new Map()));
    assert.equal(small.get(job(200), new Map()), undefined);
  });

  it('returns nothing for a changed body, a different key, or a link that now resolves elsewhere', async () => {
    const cache = MarkdownCache.open(dir, 'k1');
    cache.set(job(1), { ...output(1), links: [['/site/content/blog/other.md', '/blog/other']] });
    await cache.save();
    const again = MarkdownCache.open(dir, 'k1');
    assert.equal(again.get(job(1, '改过的正文'), new Map([['/site/content/blog/other.md', '/blog/other']])), undefined);
    assert.equal(again.get(job(1), new Map([['/site/content/blog/other.md', '/blog/renamed']])), undefined);
    assert.ok(again.get(job(1), new Map([['/site/content/blog/other.md', '/blog/other']])));
    assert.equal(MarkdownCache.open(dir, 'k2').get(job(1), new Map([['/site/content/blog/other.md', '/blog/other']])), undefined);
  });
});
