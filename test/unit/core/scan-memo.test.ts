// The content scans a site snapshot keeps (src/core/scan-memo.ts): stored as indexes into the snapshot's inputs,
// given back as copies, and not kept when a scanned file is not an input.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ContentScan } from '../../../src/content/scan';
import { SnapshotScans } from '../../../src/core/scan-memo';
import { warning } from '../../../src/errors/blogctl-error';

const PATHS = ['/s/content/blog/a.md', '/s/content/blog/authors.yml', '/s/content/docs/x.md', '/s/content/y.md'];
const scan = (): ContentScan => ({
  files: {
    blog: [PATHS[0]],
    docs: [PATHS[2]],
    pages: [],
    data: [PATHS[1]],
    unused: [PATHS[3]],
    notRead: [],
    excludedDocs: [],
  },
  diagnostics: [warning('CONTENT_EMPTY', {}, { file: PATHS[0], line: 1, column: 1 })],
});

describe('SnapshotScans', () => {
  it('stores a scan as indexes into the inputs and gives it back, for the same files, as a copy', () => {
    const first = new SnapshotScans(PATHS, undefined);
    assert.equal(first.get('k'), undefined);
    first.set('k', scan());
    const stored = JSON.parse(JSON.stringify(first.stored()));
    assert.deepEqual(stored.k.files.blog, [0]);
    assert.deepEqual(stored.k.files.unused, [3]);
    const next = new SnapshotScans([...PATHS], stored);
    const got = next.get('k')!;
    assert.deepEqual(got, scan());
    got.files.blog.push('/s/content/blog/b.md');
    got.diagnostics.length = 0;
    assert.deepEqual(next.get('k'), scan());
    assert.equal(next.get('other folders'), undefined);
    // What it gave is what the next snapshot keeps.
    assert.deepEqual(next.stored(), stored);
  });

  it('does not keep a scan that lists a file the inputs do not have', () => {
    const memo = new SnapshotScans(PATHS.slice(1), undefined);
    memo.set('k', scan());
    assert.deepEqual(memo.stored(), {});
  });

  it('gives nothing for a stored scan that does not fit the inputs', () => {
    const stored = {
      k: {
        files: { blog: [9], docs: [], pages: [], data: [], unused: [], notRead: [], excludedDocs: [] },
        diagnostics: [],
      },
    };
    assert.equal(new SnapshotScans(PATHS, stored).get('k'), undefined);
    const partial = { k: { files: { blog: [0] }, diagnostics: [] } } as never;
    assert.equal(new SnapshotScans(PATHS, partial).get('k'), undefined);
  });
});
