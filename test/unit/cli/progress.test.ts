// The CLI's progress renderer, drawn into a fake stream with a fake clock: on a TTY one line rewritten in
// place (stage, done/total, rate), throttled, and cleared at the end; without a TTY one line per finished stage.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressRenderer } from '../../../src/cli/report';

function fakeStream(isTTY: boolean, columns = 80) {
  const writes: string[] = [];
  return { stream: { isTTY, columns, write: (s: string) => writes.push(s) }, writes };
}

describe('progressRenderer', () => {
  it('on a TTY: one updating line with stage, done/total and rate, cleared at the end', () => {
    let t = 0;
    const { stream, writes } = fakeStream(true);
    const r = progressRenderer(stream, { now: () => t, minIntervalMs: 100 });
    r.onProgress({ type: 'start', stage: 'render' });
    t = 1000;
    r.onProgress({ type: 'progress', stage: 'render', done: 410, total: 1525, unit: 'routes' });
    t = 1050; // within the interval: not drawn
    r.onProgress({ type: 'progress', stage: 'render', done: 420, total: 1525, unit: 'routes' });
    t = 2000;
    r.onProgress({ type: 'progress', stage: 'render', done: 812, total: 1525, unit: 'routes' });
    t = 2010; // the last one is always drawn
    r.onProgress({ type: 'progress', stage: 'render', done: 1525, total: 1525, unit: 'routes' });
    r.onProgress({ type: 'end', stage: 'render', ms: 2010, count: 1525, unit: 'routes' });
    r.done();
    assert.deepEqual(writes, [
      '\r\x1b[2Krender…',
      '\r\x1b[2Krender 410/1525 routes · 410/s',
      '\r\x1b[2Krender 812/1525 routes · 406/s',
      '\r\x1b[2Krender 1525/1525 routes · 759/s',
      '\r\x1b[2K',
    ]);
    assert.ok(
      writes.every((w) => !w.includes('\n')),
      'never a new line on a terminal',
    );
  });

  it('on a TTY: lines are cut to the terminal width; nothing to clear when nothing was drawn', () => {
    const { stream, writes } = fakeStream(true, 24);
    const r = progressRenderer(stream, { now: () => 0 });
    r.done();
    assert.deepEqual(writes, []);
    r.onProgress({ type: 'start', stage: 'a-very-long-stage-name-indeed' });
    assert.equal(writes[0], '\r\x1b[2Ka-very-long-stage-name…');
  });

  it('without a TTY: one line per finished stage, with count and time', () => {
    const { stream, writes } = fakeStream(false);
    const r = progressRenderer(stream, { now: () => 0 });
    r.onProgress({ type: 'start', stage: 'content' });
    r.onProgress({ type: 'end', stage: 'content', ms: 477.4, count: 120, unit: 'entries' });
    r.onProgress({ type: 'start', stage: 'render' });
    r.onProgress({ type: 'progress', stage: 'render', done: 3, total: 9 });
    r.onProgress({ type: 'end', stage: 'render', ms: 3421, count: 9, unit: 'routes' });
    r.onProgress({ type: 'end', stage: 'bundle', ms: 12 });
    r.done();
    assert.deepEqual(
      writes.map((w) => w.replace(/\x1b\[\d+m/g, '')),
      ['✓ content  120 entries  477ms\n', '✓ render  9 routes  3.42s\n', '✓ bundle  12ms\n'],
    );
  });
});

describe('progressRenderer on a terminal that reports no size', () => {
  it('draws at 80 columns, not cut to nothing', () => {
    const { stream, writes } = fakeStream(true, 0);
    const r = progressRenderer(stream, { now: () => 1000 });
    r.onProgress({ type: 'progress', stage: 'render', done: 812, total: 1525, unit: 'routes' });
    assert.equal(writes[0], '\r\x1b[2Krender 812/1525 routes · 812/s');
  });
});
