// SVG files imported by site code become React components (Docusaurus's SVGR): the root element's attributes in
// React's spelling, the drawing kept as written, and a clear reason when a file is not an SVG.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { svgAttributes, svgComponentModule } from '../../../src/content/site-components/svg-component';

describe('SVG as a React component', () => {
  it('spells the root attributes as React props', () => {
    assert.deepEqual(
      svgAttributes(
        ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="logo" stroke-width=\'2\' data-name="a&amp;b" aria-hidden="true" viewBox="0 0 8 8" style="fill: red; -webkit-transform: none; --x: 1"',
      ),
      {
        xmlns: 'http://www.w3.org/2000/svg',
        xmlnsXlink: 'http://www.w3.org/1999/xlink',
        className: 'logo',
        strokeWidth: '2',
        'data-name': 'a&b',
        'aria-hidden': 'true',
        viewBox: '0 0 8 8',
        style: { fill: 'red', WebkitTransform: 'none', '--x': '1' },
      },
    );
  });

  it('keeps the drawing as written, without the XML prolog, doctype and comments', () => {
    const made = svgComponentModule(
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- 标志 -->\n<svg width="8" data-x="a>b"><g><path d="M0 0"/></g></svg>\n',
    );
    assert.ok('contents' in made);
    assert.match(made.contents, /const attributes = \{"width":"8","data-x":"a>b"\};/);
    assert.match(made.contents, /const inner = \{ __html: "<g><path d=\\"M0 0\\"\/><\/g>" \};/);
    assert.match(made.contents, /export \{ SvgComponent as ReactComponent \};/);
    assert.ok('contents' in svgComponentModule('<svg width="1"/>'));
  });

  it('says why a file cannot be a component', () => {
    assert.deepEqual(svgComponentModule('<html></html>'), { error: 'it has no <svg> element' });
    assert.deepEqual(svgComponentModule('<svg width="1"'), { error: 'its <svg> tag is never closed' });
    assert.deepEqual(svgComponentModule('<svg width="1"><g>'), { error: 'it has no </svg>' });
  });
});
