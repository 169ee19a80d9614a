// The output folder as a render target (src/core/disk-target.ts): it refuses a folder blogctl may not replace,
// commits only an ok render, turns a file-system error into OUTPUT_WRITE and reports an unchanged site.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DiskTarget } from '../../../src/core/disk-target';
import { BuildSession } from '../../../src/core/session';
import { isBlogctlError } from '../../../src/errors/blogctl-error';
import { editSiteFile, settle } from '../../helpers/site';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const POST = 'content/blog/2024-01-01-first.md';
const GOOD = { [POST]: post({ title: '第一篇' }) };

/** The site folder's entries besides its sources: the output and its temporary siblings. */
const outputs = (root: string) => readdirSync(root).filter((f) => f.startsWith('build'));

describe('DiskTarget', () => {
  it('refuses an output folder that is the site folder itself (OUTPUT_DIR_UNSAFE), before anything is written', () => {
    const { root, config } = miniSite(GOOD);
    assert.throws(
      () => new DiskTarget({ ...config, outDir: root }),
      (err: unknown) => isBlogctlError(err) && err.diagnostics[0].code === 'OUTPUT_DIR_UNSAFE',
    );
    assert.ok(!existsSync(join(root, '.blogctl')));
  });

  it('commits an ok render: the output replaces the folder, with no temporary folder left', async () => {
    const { root, config } = miniSite(GOOD);
    const target = new DiskTarget(config);
    const run = await new BuildSession({ config, caches: 'site', fileStamps: target.fileStamps }).render(target);
    assert.equal(run.ok, true, JSON.stringify(run.diagnostics));
    assert.deepEqual(outputs(root), ['build']);
    assert.ok(existsSync(join(config.outDir, 'index.html')));
    const summary = target.summary();
    assert.equal(summary.outputMode, 'swap');
    assert.equal(summary.fileCount, summary.filesWritten);
  });

  it('drops a render with errors: the previous output stays as it was', async () => {
    const { root, config } = miniSite(GOOD);
    await new BuildSession({ config }).render(new DiskTarget(config, { cache: false }));
    const before = readFileSync(join(config.outDir, 'index.html'), 'utf8');
    editSiteFile(root, POST, (t) => t.replace('开头一段。', '[去](./missing.md)'));
    const run = await new BuildSession({ config }).render(new DiskTarget(config, { cache: false }));
    assert.equal(run.ok, false);
    assert.equal(readFileSync(join(config.outDir, 'index.html'), 'utf8'), before);
    assert.deepEqual(outputs(root), ['build']);
  });

  it('abandon(): a file-system error in the temporary folder becomes OUTPUT_WRITE at the path in the output', async () => {
    const { root, config } = miniSite(GOOD);
    const target = new DiskTarget(config, { cache: false });
    const { sink } = target.open('key');
    // The failure comes after what was written so far has landed (a write still in flight would make its folder).
    await sink.flush();
    const temp = outputs(root).find((f) => f !== 'build')!;
    const err = Object.assign(new Error('no space'), {
      code: 'ENOSPC',
      syscall: 'write',
      path: join(root, temp, 'blog', 'index.html'),
    });
    const reported = target.abandon(err);
    assert.ok(isBlogctlError(reported));
    assert.equal(reported.diagnostics[0].code, 'OUTPUT_WRITE');
    assert.match(reported.diagnostics[0].text, new RegExp(join(config.outDir, 'blog', 'index.html')));
    assert.deepEqual(outputs(root), [], 'the temporary folder is removed');
    // Anything else is not the user's: handed back as it is.
    const bug = new TypeError('a bug');
    assert.equal(new DiskTarget(config, { cache: false }).abandon(bug), bug);
  });

  it('unchanged: after a committed build nothing changed reports it; a touched source does not', async () => {
    const { root, config } = miniSite(GOOD);
    await settle([root]);
    const target = new DiskTarget(config);
    assert.equal(target.unchanged, undefined, 'no build yet');
    await new BuildSession({ config, caches: 'site', fileStamps: target.fileStamps }).render(target);
    const again = new DiskTarget(config);
    assert.ok(again.unchanged, 'nothing changed');
    assert.equal(again.unchanged.routes, (await new BuildSession({ config }).analyze()).analysis?.table.routes.length);
    writeFileSync(join(root, POST), readFileSync(join(root, POST), 'utf8') + '\n再一段。\n');
    assert.equal(new DiskTarget(config).unchanged, undefined);
  });
});
