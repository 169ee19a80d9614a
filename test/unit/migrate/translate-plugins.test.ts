// migrate carries the site's own plugins (by path, with plain options) over to blogctl's `plugins`, which runs
// them for their global data (issue 31); inline plugin functions, packages and options holding functions stay
// reported.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translate } from '../../../src/migrate/translate';

const CTX = { blogPath: './blog', docsPath: './docs', pagesPath: './src/pages', sidebarIds: [], mainDocId: undefined };

describe('migrate: local plugins', () => {
  it('carries path plugins with plain options into plugins, and reports the others', () => {
    const { config, report } = translate(
      {
        title: 'T',
        url: 'https://t.example',
        baseUrl: '/',
        plugins: [
          './plugins/recent-posts',
          ['./src/plugins/blog', { path: 'blog', count: 3 }],
          ['./plugins/with-fn', { transform: { __fn: true } }],
          { __fn: true },
          'docusaurus-plugin-something',
        ],
      },
      CTX,
    );
    assert.deepEqual(config.plugins, ['./plugins/recent-posts', ['./src/plugins/blog', { path: 'blog', count: 3 }]]);
    const reported = report.map((r) => r.item).filter((i) => i.startsWith('plugins['));
    assert.deepEqual(reported, [
      'plugins[2] ./plugins/with-fn',
      'plugins[3] a function',
      'plugins[4] docusaurus-plugin-something',
    ]);
  });
});
