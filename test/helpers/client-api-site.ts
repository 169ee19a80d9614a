// A copy of the docusaurus-client-api fixture with a package in its node_modules that brings its own React: a
// greeting widget whose `react` is a second copy of React (what a comments widget or the real
// @docusaurus/theme-common brings), a CommonJS package compiled from ES modules, and an ES module package whose
// `exports` pattern leaves out the extension. Used by the integration and browser tests of the fixture.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fixtureSite, REPO } from './site';

/** The copied site's folder (the caller removes it). */
export function clientApiSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-client-api-'));
  cpSync(fixtureSite('docusaurus-client-api'), dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
  const widget = join(dir, 'node_modules', 'greeting-widget');
  mkdirSync(widget, { recursive: true });
  writeFileSync(
    join(widget, 'package.json'),
    JSON.stringify({ name: 'greeting-widget', version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(
    join(widget, 'index.js'),
    [
      "const React = require('react');",
      'module.exports = function Greeting(props) {',
      '  const [count, setCount] = React.useState(0);',
      "  return React.createElement('button', { className: 'greeting', type: 'button', onClick: () => setCount(count + 1) },",
      "    '你好，' + props.name + ' ' + count);",
      '};',
      '',
    ].join('\n'),
  );
  // A CommonJS package compiled from ES modules (`exports.default`, `__esModule`), as many React packages ship.
  const badge = join(dir, 'node_modules', 'esm-badge');
  mkdirSync(badge, { recursive: true });
  writeFileSync(join(badge, 'package.json'), JSON.stringify({ name: 'esm-badge', version: '1.0.0', main: 'index.js' }));
  writeFileSync(
    join(badge, 'index.js'),
    [
      "'use strict';",
      "Object.defineProperty(exports, '__esModule', { value: true });",
      "const React = require('react');",
      "exports.default = function Badge(props) { return React.createElement('span', { className: 'badge' }, props.label); };",
      "exports.tone = 'green';",
      '',
    ].join('\n'),
  );
  // An ES module package whose `exports` pattern maps to files written without an extension (as three's
  // `./examples/jsm/*` does): webpack, and so Docusaurus, resolves `pattern-parts/parts/motto` to motto.js.
  const parts = join(dir, 'node_modules', 'pattern-parts');
  mkdirSync(join(parts, 'parts'), { recursive: true });
  writeFileSync(
    join(parts, 'package.json'),
    JSON.stringify({ name: 'pattern-parts', version: '1.0.0', type: 'module', exports: { './parts/*': './parts/*' } }),
  );
  writeFileSync(join(parts, 'parts', 'motto.js'), "export const motto = '慢慢走，欣赏啊';\n");
  // The widget's own React: a real second copy, as npm installs one when versions differ.
  const react = dirname(createRequire(join(REPO, 'package.json')).resolve('react/package.json'));
  cpSync(react, join(widget, 'node_modules', 'react'), { recursive: true });
  return dir;
}
