// The theme's input digest (theme-inputs.ts themeInputsDigest): kept in the cache folder with every input file's stat,
// so a build whose theme files are as before reads none of them; a changed, added or just-written file is read.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { themeInputsDigest } from '../../../src/render/theme-inputs';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** Long enough after a write for its ctime (which utimes cannot set back) to be past the racy window (50 ms). */
const settle = () => sleep(120);

/** A stand-in for blogctl's folder with theme inputs whose times are an hour old (call settle() before use). */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-theme-inputs-'));
  made.push(root);
  const files = {
    'templates/Layout.tsx': 'export const a = 1;',
    'templates/styles.css': 'body{}',
    'src/client/main.tsx': 'main()',
    'src/shared/x.ts': 'x',
    'src/render/ssr-entry.tsx': 'ssr',
    'src/render/bundles.ts': 'b',
  };
  for (const [path, text] of Object.entries(files)) writeOld(join(root, path), text);
  return root;
}

function writeOld(file: string, text: string): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  const old = new Date(Date.now() - 3600_000);
  utimesSync(file, old, old);
}

/** Replaces the kept digest: a call that returns it did not read the files. */
function tamper(cache: string): void {
  const file = join(cache, 'theme-inputs.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), digest: 'kept' }));
}

describe('theme input digest', () => {
  it('is the digest of the files without a cache folder, and the same with one', async () => {
    const root = fakeRoot();
    await settle();
    const cache = mkdtempSync(join(tmpdir(), 'blogctl-theme-cache-'));
    made.push(cache);
    const plain = themeInputsDigest(undefined, root);
    assert.equal(themeInputsDigest(cache, root), plain);
    assert.equal(themeInputsDigest(cache, root), plain);
  });

  it('reads no file while every stat is as kept, and reads them again when one changes', async () => {
    const root = fakeRoot();
    await settle();
    const cache = mkdtempSync(join(tmpdir(), 'blogctl-theme-cache-'));
    made.push(cache);
    const first = themeInputsDigest(cache, root);
    tamper(cache);
    assert.equal(themeInputsDigest(cache, root), 'kept', 'unchanged stats: the kept digest, no file read');

    // Same size, other text (the stat differs by its times and ctime).
    writeOld(join(root, 'templates/Layout.tsx'), 'export const b = 1;');
    await settle();
    const changed = themeInputsDigest(cache, root);
    assert.notEqual(changed, 'kept');
    assert.notEqual(changed, first);
    assert.equal(changed, themeInputsDigest(undefined, root));

    // A new file is an input too.
    tamper(cache);
    writeOld(join(root, 'templates/components/Footer.tsx'), 'footer');
    await settle();
    assert.equal(themeInputsDigest(cache, root), themeInputsDigest(undefined, root));

    // A file written just now (its times cannot prove a later change) is read, and no stamps are kept for it.
    tamper(cache);
    writeFileSync(join(root, 'src/shared/x.ts'), 'y');
    assert.equal(themeInputsDigest(cache, root), themeInputsDigest(undefined, root));
    assert.equal(
      JSON.parse(readFileSync(join(cache, 'theme-inputs.json'), 'utf8')).digest,
      'kept',
      'not kept while racy',
    );
  });
});

describe('the site snapshot key and the theme sources', () => {
  it('changes with the theme inputs digest, so an edit of blogctl\'s templates or client code is never "unchanged"', async () => {
    const { snapshotKey } = await import('../../../src/core/site-snapshot');
    const config = { hash: 'config-hash', outDir: '/site/build' } as unknown as Parameters<typeof snapshotKey>[0];
    const root = fakeRoot();
    await settle();
    const before = themeInputsDigest(undefined, root);
    writeOld(join(root, 'src/client/main.tsx'), 'main(); probe()');
    const after = themeInputsDigest(undefined, root);
    assert.notEqual(after, before);
    assert.notEqual(snapshotKey(config, false, after), snapshotKey(config, false, before));
    assert.equal(snapshotKey(config, false, after), snapshotKey(config, false, after));
  });
});
