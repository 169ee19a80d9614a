// migrate's translation of the blog and docs plugins' source options: a string editUrl, the last-update switches,
// the docs tags options; an editUrl function (which blogctl does not run) is reported with what to write instead.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translate } from '../../../src/migrate/translate';

const ctx = { blogPath: './blog', docsPath: './docs', pagesPath: './src/pages', sidebarIds: [], mainDocId: undefined };
// The translated config is plain data of no declared type: read it as such.
const translateAny = (...args: Parameters<typeof translate>) =>
  // biome-ignore lint/suspicious/noExplicitAny: the translated config as data, which the tests reach into
  translate(...args) as { config: any; report: ReturnType<typeof translate>['report'] };
const preset = (docs: Record<string, unknown>, blog: Record<string, unknown>) => ({
  title: 'T',
  url: 'https://example.com',
  presets: [['classic', { docs, blog }]],
});

describe('migrate: blog and docs source options', () => {
  it('carries over a string editUrl, the last-update switches and the docs tags options', () => {
    const { config, report } = translateAny(
      preset(
        {
          editUrl: 'https://github.com/me/site/tree/main/',
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
          tagsBasePath: '/labels/',
          onInlineTags: 'throw',
        },
        { editUrl: 'https://github.com/me/site/edit/main/', showLastUpdateAuthor: true },
      ),
      ctx,
    );
    assert.equal(config.docs.editUrl, 'https://github.com/me/site/tree/main/');
    assert.equal(config.docs.showLastUpdateTime, true);
    assert.equal(config.docs.showLastUpdateAuthor, false);
    assert.equal(config.docs.tagsBasePath, 'labels');
    assert.equal(config.docs.onInlineTags, 'throw');
    assert.equal(config.blog.editUrl, 'https://github.com/me/site/edit/main/');
    assert.equal(config.blog.showLastUpdateAuthor, true);
    assert.deepEqual(report, []);
  });

  it("keeps Docusaurus's default for doc tags a tags file lacks (warn)", () => {
    assert.equal(translateAny(preset({}, {}), ctx).config.docs.onInlineTags, 'warn');
  });

  it('reports an editUrl function and leaves it out', () => {
    const { config, report } = translateAny(preset({ editUrl: () => 'x' }, {}), ctx);
    assert.equal(config.docs.editUrl, undefined);
    const row = report.find((r) => r.item.startsWith('presets.classic.docs.editUrl'));
    assert.ok(row, JSON.stringify(report));
    assert.match(row.why, /function is not run/);
    assert.match(row.todo, /docs\.editUrl/);
  });
});
