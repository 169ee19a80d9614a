// Patch mode's stamps (output/sink.ts): a file written or copied by the previous build, whose bytes (by hash)
// or source (by stat) are the same and whose output file is as that build left it, is not read or compared
// again; anything else is compared with the output and written when it differs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DiskSink } from '../../../src/output/sink';

const root = mkdtempSync(join(tmpdir(), 'blogctl-stamps-'));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const tempDir = () => join(root, `tmp-${n++}`);

/** Output files get a fixed modification time (whole seconds, so it can be set again exactly). */
const T = 1_700_000_000;
const pin = (file: string) => utimesSync(file, T, T);

/** Rewrites a pinned file with other bytes of the same size, keeping its stat (size, mtime, inode). */
function tamperKeepingStat(file: string, text: string): void {
  writeFileSync(file, text);
  pin(file);
}

/** Waits past the stat clock's tick (a racy stat is never trusted), as a build long after an edit would. */
const settle = () => new Promise((r) => setTimeout(r, 80));

describe('DiskSink patch stamps', () => {
  it('skips a written file whose bytes and output file are unchanged, and compares one whose output changed', async () => {
    const out = join(root, 'out-w');
    mkdirSync(out);
    writeFileSync(join(out, 'feed.xml'), 'AAAA');
    pin(join(out, 'feed.xml'));
    const first = new DiskSink(tempDir(), out);
    first.write('feed.xml', 'AAAA');
    await first.flush();
    assert.equal(first.written, 0);
    assert.ok(first.stamps.get('feed.xml'), 'an equal file gets a stamp');

    // Same stat, other bytes: the stamp vouches for the file, so it is not read (and not rewritten).
    tamperKeepingStat(join(out, 'feed.xml'), 'BBBB');
    const second = new DiskSink(tempDir(), out, first.stamps);
    second.write('feed.xml', 'AAAA');
    await second.flush();
    assert.equal(second.written, 0);
    assert.equal(second.stamps.get('feed.xml'), first.stamps.get('feed.xml'));

    // New bytes to write: compared and written.
    const third = new DiskSink(tempDir(), out, second.stamps);
    third.write('feed.xml', 'CCCCC');
    await third.flush();
    assert.equal(third.written, 1);
    assert.equal(readFileSync(join(third.root, 'feed.xml'), 'utf8'), 'CCCCC');

    // The output file changed size since the stamp: compared, and rewritten.
    writeFileSync(join(out, 'feed.xml'), 'changed by hand');
    const fourth = new DiskSink(tempDir(), out, first.stamps);
    fourth.write('feed.xml', 'AAAA');
    await fourth.flush();
    assert.equal(fourth.written, 1);
  });

  it('writes bytes whose hash differs from the recorded one without reading the output file', async () => {
    const out = join(root, 'out-n');
    mkdirSync(out);
    writeFileSync(join(out, 'page.html'), 'old');
    pin(join(out, 'page.html'));
    const first = new DiskSink(tempDir(), out);
    first.write('page.html', 'old');
    await first.flush();
    assert.equal(first.written, 0);

    // The output already holds the new bytes (changed by hand): a sink that compared would not write them; this
    // one knows from the stamp that they are not the bytes it wrote last time, and writes without reading.
    writeFileSync(join(out, 'page.html'), 'new');
    const second = new DiskSink(tempDir(), out, first.stamps);
    second.write('page.html', 'new');
    await second.flush();
    assert.equal(second.written, 1, 'written without a comparison');
    assert.equal(readFileSync(join(second.root, 'page.html'), 'utf8'), 'new');
    assert.match(second.stamps.get('page.html') ?? '', /^w/, 'stamped for the next build');

    // Without a recorded stamp the output is compared as before.
    const third = new DiskSink(tempDir(), out);
    third.write('page.html', 'new');
    await third.flush();
    assert.equal(third.written, 0);
  });

  it('skips a copy whose source stat and output file are unchanged; a touched source is compared', async () => {
    const out = join(root, 'out-c');
    mkdirSync(out);
    const src = join(root, 'logo.svg');
    writeFileSync(src, '<svg/>');
    writeFileSync(join(out, 'logo.svg'), '<svg/>');
    pin(join(out, 'logo.svg'));
    await settle();
    const first = new DiskSink(tempDir(), out);
    first.copy(src, 'logo.svg');
    await first.flush();
    assert.equal(first.written, 0);
    assert.match(first.stamps.get('logo.svg') ?? '', /^s/);

    tamperKeepingStat(join(out, 'logo.svg'), '<svG/>');
    const second = new DiskSink(tempDir(), out, first.stamps);
    second.copy(src, 'logo.svg');
    await second.flush();
    assert.equal(second.written, 0, 'not read: the stamps match');

    writeFileSync(src, '<svg>新</svg>');
    const third = new DiskSink(tempDir(), out, second.stamps);
    third.copy(src, 'logo.svg');
    await third.flush();
    assert.equal(third.written, 1);
    assert.equal(third.stamps.get('logo.svg'), undefined, 'a source modified just now is not stamped (racy)');
    assert.ok(existsSync(join(third.root, 'logo.svg')));
  });
});
