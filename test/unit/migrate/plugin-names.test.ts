// Docusaurus's module shorthands for official plugins and themes are written out in full before migrate reads a
// config, so `['content-docs', { id: 'projects' }]` is a docs instance like '@docusaurus/plugin-content-docs';
// a community package of the long form, when the site has it installed, is what the shorthand names instead.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expandShorthands } from '../../../src/migrate/plugin-names';
import { takeContentInstances } from '../../../src/migrate/translate-instances';

describe('plugin and theme shorthands', () => {
  const site = mkdtempSync(join(tmpdir(), 'shorthands-'));

  it('names the official package of each, in plugins and themes, with the options kept', () => {
    const d = {
      plugins: [
        ['content-docs', { id: 'projects', path: 'projects' }],
        'ideal-image',
        './src/plugins/local',
        'docusaurus-plugin-image-zoom',
      ],
      themes: ['mermaid', 'some-community-theme'],
    };
    assert.deepEqual(expandShorthands(d, site), {
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'projects', path: 'projects' }],
        '@docusaurus/plugin-ideal-image',
        './src/plugins/local',
        'docusaurus-plugin-image-zoom',
      ],
      themes: ['@docusaurus/theme-mermaid', 'some-community-theme'],
    });
    assert.equal(d.plugins[1], 'ideal-image', 'the config read is not changed');
  });

  it('leaves a shorthand that an installed community package answers', () => {
    const own = mkdtempSync(join(tmpdir(), 'shorthands-installed-'));
    mkdirSync(join(own, 'node_modules', 'docusaurus-plugin-sitemap'), { recursive: true });
    writeFileSync(join(own, 'node_modules', 'docusaurus-plugin-sitemap', 'package.json'), '{}');
    assert.deepEqual(expandShorthands({ plugins: ['sitemap'] }, own).plugins, ['sitemap']);
  });

  it('makes a shorthand docs plugin a further docs instance', () => {
    const d = expandShorthands(
      { presets: [['classic', { docs: {} }]], plugins: [['content-docs', { id: 'projects', path: 'projects' }]] },
      site,
    );
    const { instances } = takeContentInstances(d, site);
    assert.deepEqual(
      instances.map((i) => [i.kind, i.id, i.options.path]),
      [['docs', 'projects', 'projects']],
    );
  });
});
