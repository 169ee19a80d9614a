// The theme's compile (esbuild, its own process) starts right after the config, so it runs while the main thread
// reads the content and builds the route table and the search index (issue 17: cold builds); a site whose graph
// then needs other bundles (MDX islands) gets them, and the build is the same. A site's own components are compiled
// for the browser beside their server compile.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fixtureSite, REPO } from '../helpers/site';

describe('build stage order', () => {
  it('starts bundling the theme right after the config stage, before the content, route table and search index', async () => {
    const stages: string[] = [];
    const result = await build({
      root: REPO,
      write: false,
      cache: false,
      threads: 0,
      onStage: (name) => stages.push(name),
    });
    assert.ok(result.ok);
    const at = (name: string) => stages.indexOf(name);
    assert.ok(at('config') >= 0 && at('bundle') >= 0, stages.join(' → '));
    assert.equal(at('bundle'), at('config') + 1, stages.join(' → '));
    assert.ok(
      at('bundle') < at('content') && at('bundle') < at('routes') && at('bundle') < at('search-index'),
      stages.join(' → '),
    );
    // Every stage still runs once and is timed.
    assert.deepEqual([...result.timings.map((t) => t.name)].sort(), [...stages].sort());
  });

  it('compiles the islands bundle when the content turns out to have an MDX island (the early compile guessed none)', async () => {
    const site = mkdtempSync(join(tmpdir(), 'blogctl-order-'));
    try {
      cpSync(fixtureSite('docusaurus-mdx'), site, { recursive: true });
      const result = await build({ root: site, write: true, threads: 0 });
      assert.ok(result.ok, result.diagnostics.map((d) => d.text).join('\n'));
      // Two compiles, each timed as a "bundle" stage: the early guess and the one the graph asks for.
      assert.equal(result.timings.filter((t) => t.name === 'bundle').length, 2);
      assert.ok(readdirSync(join(site, 'build', 'assets', 'js')).some((f) => /^islands-[A-Z0-9]+\.js$/.test(f)));
      // The page links the islands bundle's script (not the early guess's bundle, which has none).
      const post = readdirSync(join(site, 'build', 'blog', '2024', '03', '09'))[0];
      assert.match(
        readFileSync(join(site, 'build', 'blog', '2024', '03', '09', post, 'index.html'), 'utf8'),
        /<script type="module" src="\/assets\/js\/islands-[A-Z0-9]+\.js"><\/script>/,
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('makes no early guess for a site with React pages, and compiles their browser chunks beside the components stage, once', async () => {
    const site = mkdtempSync(join(tmpdir(), 'blogctl-order-'));
    try {
      cpSync(fixtureSite('docusaurus-pages'), site, { recursive: true });
      const stages: string[] = [];
      const result = await build({ root: site, write: true, threads: 0, onStage: (name) => stages.push(name) });
      assert.ok(result.ok, result.diagnostics.map((d) => d.text).join('\n'));
      // One compile, the bundles with the pages' chunks: started once the content stage knows the modules, before
      // the components stage compiles them for the server and renders them (onStage hears each stage as it starts).
      assert.equal(stages.filter((n) => n === 'bundle').length, 1, stages.join(' → '));
      assert.ok(stages.indexOf('content') < stages.indexOf('bundle'), stages.join(' → '));
      assert.ok(stages.indexOf('bundle') < stages.indexOf('components'), stages.join(' → '));
      assert.ok(readdirSync(join(site, 'build', 'assets', 'js')).some((f) => /^site-[^-]+-[A-Z0-9]+\.js$/.test(f)));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
