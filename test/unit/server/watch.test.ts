// The watch decision table: which stage a changed file forces, and the earliest stage of a batch.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyChange, earliestStage, watchDebugLog, type WatchRoots } from '../../../src/server/watch';

const roots: WatchRoots = {
  configFile: '/site/blogctl.config.ts',
  contentDir: '/site/content',
  staticDir: '/site/static',
  themeDirs: ['/pkg/templates', '/pkg/src/client', '/pkg/src/shared'],
  contentFiles: ['/site/sidebars.js', '/site/sidebars.ts'],
  configFiles: ['/site/src/theme/MDXComponents.js', '/site/src/theme/MDXComponents/index.tsx'],
  markdownDirs: ['/site/src'],
};

describe('classifyChange', () => {
  it('maps each kind of file to the earliest stage it forces', () => {
    assert.equal(classifyChange('/site/blogctl.config.ts', roots), 'config');
    // The global MDX components are read with the config: every entry may use them.
    assert.equal(classifyChange('/site/src/theme/MDXComponents.js', roots), 'config');
    assert.equal(classifyChange('/site/src/theme/MDXComponents/index.tsx', roots), 'config');
    assert.equal(classifyChange('/site/src/theme/Other.js', roots), null);
    assert.equal(classifyChange('/pkg/templates/pages/PostPage.tsx', roots), 'theme');
    assert.equal(classifyChange('/pkg/src/shared/strings.ts', roots), 'theme');
    assert.equal(classifyChange('/site/content/blog/2024-01-01-a.md', roots), 'content');
    assert.equal(classifyChange('/site/content/blog/tags.yml', roots), 'content');
    assert.equal(classifyChange('/site/content/docs/Docker/_category_.json', roots), 'content');
    assert.equal(classifyChange('/site/static/img/logo.svg', roots), 'static');
    assert.equal(classifyChange('/site/sidebars.js', roots), 'content');
    // A Markdown file of the site's src folder may be imported by a page ("Importing Markdown"); its code is not content.
    assert.equal(classifyChange('/site/src/partials/_note.md', roots), 'content');
    assert.equal(classifyChange('/site/src/partials/_note.mdx', roots), 'content');
    assert.equal(classifyChange('/site/src/components/Card.tsx', roots), null);
  });

  it('ignores files outside the watched roots, including look-alike prefixes', () => {
    assert.equal(classifyChange('/site/build/index.html', roots), null);
    assert.equal(classifyChange('/site/content-old/x.md', roots), null);
    assert.equal(classifyChange('/site/blogctl.config.ts.bak', roots), null);
    assert.equal(classifyChange('/site/sidebars.json.bak', roots), null);
  });
});

describe('earliestStage', () => {
  it('picks the earliest stage of a batch', () => {
    assert.equal(earliestStage(['static', 'content']), 'content');
    assert.equal(earliestStage(['content', 'theme', 'static']), 'theme');
    assert.equal(earliestStage(['static', 'config']), 'config');
    assert.equal(earliestStage(['static']), 'static');
  });
});

describe('watchDebugLog', () => {
  it('is off unless BLOGCTL_DEBUG_WATCH=1, and then writes one timestamped line to stderr per message', () => {
    assert.equal(watchDebugLog({}), undefined);
    assert.equal(watchDebugLog({ BLOGCTL_DEBUG_WATCH: '0' }), undefined);
    const log = watchDebugLog({ BLOGCTL_DEBUG_WATCH: '1' });
    assert.ok(log);
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stderr.write;
    try {
      log('batch 1 start: content, /site/content/blog/a.md');
    } finally {
      process.stderr.write = write;
    }
    assert.equal(written.length, 1);
    assert.match(
      written[0],
      /^\[blogctl watch \d{4}-\d\d-\d\dT[\d:.]+Z\] batch 1 start: content, \/site\/content\/blog\/a\.md\n$/,
    );
  });
});
