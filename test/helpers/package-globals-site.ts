// A copy of the mdx-package-globals fixture with the packages its MDXComponents file maps written into its
// node_modules: `shape-kit`, an ES module package of two components (`Canvas`, and `Shape`, a group whose
// members are components: `<Shape.Circle />`), a hook (`useTally`), a plain value and a stylesheet with a font;
// `tip-box`, one named component; and `stamp-cjs`, a CommonJS package whose export is its component. Used by
// test/integration/mdx-package-globals.test.ts and test/browser/mdx-package-globals.test.ts.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fixtureSite } from './site';

const SHAPE_KIT: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'shape-kit',
    version: '2.1.0',
    type: 'module',
    exports: { '.': './index.js', './shapes.css': './shapes.css' },
  }),
  'index.js': [
    "export { Canvas } from './canvas.js';",
    "export * as Shape from './shape.js';",
    "export { useTally } from './tally.js';",
    "export const unit = 'cm';",
    '',
  ].join('\n'),
  'shapes.css': '@font-face { font-family: ShapeKit; src: url(./shapes.woff2); }\n.circle { color: #c0392b; }\n',
  'shapes.woff2': 'not really a font',
  'canvas.js': [
    "import { createElement } from 'react';",
    'export function Canvas({ width, children }) {',
    "  return createElement('div', { className: 'canvas', style: { width } }, children);",
    '}',
    '',
  ].join('\n'),
  'shape.js': [
    "import { createElement } from 'react';",
    "export const Circle = ({ r }) => createElement('span', { className: 'circle' }, '圆 r=' + r);",
    "export const Square = ({ side }) => createElement('span', { className: 'square' }, '方 边长=' + side);",
    '',
  ].join('\n'),
  'tally.js': [
    "import { createElement, useState } from 'react';",
    '/** A count that goes up by one on each click of its label. */',
    'export function useTally(start) {',
    '  const [value, setValue] = useState(start);',
    "  const label = createElement('button', { className: 'tally', type: 'button', onClick: () => setValue(value + 1) }, '计数 ' + value);",
    '  return { value, label };',
    '}',
    '',
  ].join('\n'),
};

const TIP_BOX: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'tip-box', version: '0.3.0', type: 'module', main: 'index.js' }),
  'index.js': [
    "import { createElement } from 'react';",
    "export const TipBox = ({ children }) => createElement('aside', { className: 'tip-box' }, children);",
    '',
  ].join('\n'),
};

const STAMP: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'stamp-cjs', version: '1.2.0', main: 'index.js' }),
  'index.js': [
    "const React = require('react');",
    "module.exports = function Stamp(props) { return React.createElement('em', { className: 'stamp' }, props.label); };",
    '',
  ].join('\n'),
};

/** The copied site's folder (the caller removes it). */
export function packageGlobalsSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-package-globals-'));
  cpSync(fixtureSite('mdx-package-globals'), dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
  writePackage(join(dir, 'node_modules', 'shape-kit'), SHAPE_KIT);
  writePackage(join(dir, 'node_modules', 'tip-box'), TIP_BOX);
  writePackage(join(dir, 'node_modules', 'stamp-cjs'), STAMP);
  return dir;
}

function writePackage(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
