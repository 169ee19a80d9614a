// The toolchain key of compiled code reads dist/'s entry files only: chunks of earlier compiles, source maps and
// the prebuilt theme bundles neither change it nor are walked; any change to compiled code does change it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { hashOf } from '../../../src/util/hash';
import { codeKeyParts } from '../../../src/util/toolchain-key';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-toolchain-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const key = () => hashOf(...codeKeyParts(dir, true));

describe('toolchain key of the compiled code', () => {
  write('cli.mjs', 'import "./chunks/chunk-AAAA.mjs";\n');
  write('pool-worker.mjs', 'import "./chunks/chunk-AAAA.mjs";\n');
  write('chunks/chunk-AAAA.mjs', 'export const a = 1;\n');

  it('does not change with files outside the entry files: old chunks, source maps, prebuilt theme bundles', () => {
    const before = key();
    write('chunks/chunk-OLD1.mjs', 'export const old = 1;\n');
    write('cli.mjs.map', '{"version":3}');
    write('theme-bundles/abc/manifest.json', '{}');
    write('theme-bundles/abc/ssr.cjs', 'module.exports = {};\n');
    write('types/src/index.d.ts', 'export {};\n');
    assert.equal(key(), before);
  });

  it('changes with an entry file (a recompiled chunk gets a new name there), and with a new entry', () => {
    const before = key();
    write('cli.mjs', 'import "./chunks/chunk-BBBB.mjs";\n');
    const recompiled = key();
    assert.notEqual(recompiled, before);
    write('index.mjs', 'export {};\n');
    assert.notEqual(key(), recompiled);
  });

  it("changes with the one-file CLI's id line, and only with that line of it", () => {
    write('cli.cjs', `/*blogctl-cli 1111111111111111*/\n${'x'.repeat(200)}\n`);
    const before = key();
    write('cli.cjs', `/*blogctl-cli 1111111111111111*/\n${'y'.repeat(200)}\n`);
    assert.equal(key(), before);
    write('cli.cjs', `/*blogctl-cli 2222222222222222*/\n${'y'.repeat(200)}\n`);
    assert.notEqual(key(), before);
  });
});
