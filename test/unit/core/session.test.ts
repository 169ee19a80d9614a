// BuildSession (src/core/session.ts): the order of a run's steps, what its target and caches are told, and how a
// user's error and a bug end a run — on a small real site, with a target and caches that record what they hear.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { SessionCaches } from '../../../src/core/caches';
import type { StageRunner } from '../../../src/core/progress';
import type { RenderedRun, RenderTarget } from '../../../src/core/render-target';
import { BuildSession, type SessionOptions } from '../../../src/core/session';
import { fail } from '../../../src/errors/blogctl-error';
import { MemorySink } from '../../../src/output/sink';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

/** A target that records open/finish/abandon in `events`; `openError` is thrown by open(). */
class RecordingTarget implements RenderTarget {
  readonly sink = new MemorySink();
  renderKey?: string;
  finished?: RenderedRun;

  constructor(
    private readonly events: string[],
    private readonly openError?: unknown,
  ) {}

  open(renderKey: string) {
    this.events.push('open');
    this.renderKey = renderKey;
    if (this.openError) throw this.openError;
    return { sink: this.sink };
  }

  finish(run: RenderedRun): void {
    this.events.push(`finish ${run.ok}`);
    this.finished = run;
  }

  abandon(err: unknown): unknown {
    this.events.push('abandon');
    return err;
  }
}

/** Caches that hold nothing and record when they are told the analysis is done and the run committed. */
function recordingCaches(events: string[]): SessionCaches {
  return {
    site: {},
    analyzed: () => events.push('analyzed'),
    commit: async (ok, stage) => {
      await stage('cache', () => events.push(`commit ${ok}`));
    },
  };
}

/** A stage runner that records each stage's name as it starts. */
function stageNames(): { stage: StageRunner; names: string[] } {
  const names: string[] = [];
  return { names, stage: async (name, fn) => (names.push(name), fn(() => {})) };
}

const GOOD = { 'content/blog/2024-01-01-first.md': post({ title: '第一篇' }) };
const BROKEN_LINK = {
  'content/blog/2024-01-01-first.md': post({ title: '第一篇' }).replace('开头一段。', '[去](./missing.md)'),
};

function session(files: Record<string, string>, events: string[], extra: Partial<SessionOptions> = {}) {
  const { config } = miniSite(files);
  return new BuildSession({ config, caches: recordingCaches(events), ...extra });
}

describe('BuildSession.render', () => {
  it('analyses, bundles and renders into the target, then commits the target before the caches', async () => {
    const events: string[] = [];
    const { stage, names } = stageNames();
    const target = new RecordingTarget(events);
    const run = await session(GOOD, events, { stage }).render(target);
    assert.equal(run.ok, true);
    assert.equal(run.error, undefined);
    assert.deepEqual(events, ['analyzed', 'open', 'finish true', 'commit true']);
    assert.ok(target.renderKey);
    assert.ok(target.sink.files.has('index.html'));
    assert.equal(target.finished?.analysis, run.analysis);
    const at = (n: string) => names.indexOf(n);
    assert.ok(at('content') < at('routes') && at('routes') < at('bundle'), names.join(' → '));
    assert.ok(at('bundle') < at('render') && at('render') < at('assets') && at('assets') < at('cache'));
  });

  it('tells the target and the caches that a run with an error diagnostic is not ok', async () => {
    const events: string[] = [];
    const run = await session(BROKEN_LINK, events).render(new RecordingTarget(events));
    assert.equal(run.ok, false);
    assert.equal(run.error, undefined);
    assert.ok(run.diagnostics.some((d) => d.code === 'LINK_BROKEN'));
    assert.deepEqual(events, ['analyzed', 'open', 'finish false', 'commit false']);
  });

  it("ends on a user's error: the target drops its output, the caches commit nothing, the result keeps what was made", async () => {
    const events: string[] = [];
    const error = fail('OUTPUT_WRITE', { kind: 'folder', folder: '/nowhere', errno: 'EACCES' });
    const run = await session(BROKEN_LINK, events).render(new RecordingTarget(events, error));
    assert.equal(run.ok, false);
    assert.equal(run.error, error);
    assert.deepEqual(events, ['analyzed', 'open', 'abandon']);
    assert.ok(run.analysis && run.bundles);
    // The diagnostics found before the error come first.
    assert.deepEqual(
      run.diagnostics.map((d) => d.code),
      ['LINK_BROKEN', 'OUTPUT_WRITE'],
    );
  });

  it('throws a bug on, after the target dropped its output', async () => {
    const events: string[] = [];
    const target = new RecordingTarget(events, new TypeError('a bug'));
    await assert.rejects(session(GOOD, events).render(target), TypeError);
    assert.deepEqual(events, ['analyzed', 'open', 'abandon']);
  });

  it('compileEarly: the theme starts compiling before the content is read', async () => {
    const events: string[] = [];
    const { stage, names } = stageNames();
    const run = await session(GOOD, events, { stage }).render(new RecordingTarget(events), { compileEarly: true });
    assert.equal(run.ok, true);
    assert.equal(names[0], 'bundle', names.join(' → '));
    assert.equal(names.filter((n) => n === 'bundle').length, 1, 'the guess fits a site without islands');
  });

  it("the caches' bundles: those that fit the content are kept, without compiling", async () => {
    const events: string[] = [];
    const { config } = miniSite(GOOD);
    const first = await new BuildSession({ config }).render(new RecordingTarget(events));
    assert.ok(first.bundles);
    // Caches that outlive a run (the dev server's) offer an earlier run's bundles.
    const caches: SessionCaches = { site: {}, bundles: first.bundles, analyzed() {}, async commit() {} };
    const { stage, names } = stageNames();
    const again = await new BuildSession({ config, stage, caches }).render(new RecordingTarget(events));
    assert.equal(again.bundles, first.bundles);
    assert.ok(!names.includes('bundle'), names.join(' → '));
    // Bundles with an islands script no entry needs any more do not fit: compiled again, and kept in their place.
    const islands = { ...first.bundles, client: { ...first.bundles.client, islands: '/assets/js/islands-X.js' } };
    caches.bundles = islands;
    const { stage: stage2, names: names2 } = stageNames();
    const third = await new BuildSession({ config, stage: stage2, caches }).render(new RecordingTarget(events));
    assert.notEqual(third.bundles, islands);
    assert.equal(third.bundles?.client.islands, undefined);
    assert.ok(names2.includes('bundle'), names2.join(' → '));
    assert.equal(caches.bundles, third.bundles);
  });

  it('passes the dev script into the render key and every page', async () => {
    const events: string[] = [];
    const { config } = miniSite(GOOD);
    const plain = new RecordingTarget(events);
    const dev = new RecordingTarget(events);
    await new BuildSession({ config }).render(plain);
    await new BuildSession({ config }).render(dev, { devScript: '<script src="/dev.js"></script>' });
    assert.notEqual(plain.renderKey, dev.renderKey);
    assert.match(Buffer.from(dev.sink.files.get('index.html')!).toString(), /src="\/dev\.js"/);
  });
});

describe('BuildSession.analyze and content', () => {
  it('analyze(): no search index with searchIndex false, then the caches committed untimed', async () => {
    const events: string[] = [];
    const { stage, names } = stageNames();
    const run = await session(GOOD, events, { stage, searchIndex: false }).analyze();
    assert.equal(run.ok, true);
    assert.equal(await run.analysis?.searchIndex, null);
    assert.deepEqual(events, ['analyzed', 'commit true']);
    assert.ok(!names.includes('search-index') && !names.includes('cache') && !names.includes('render'));
  });

  it('content(): the graph alone; no cache folder is made without caches', async () => {
    const { root, config } = miniSite(GOOD);
    const graph = await new BuildSession({ config }).content();
    assert.deepEqual(
      graph.posts.map((p) => p.title),
      ['第一篇'],
    );
    assert.ok(!existsSync(join(root, '.blogctl')));
  });
});
