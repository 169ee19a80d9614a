// esbuild's errors as blogctl's diagnostics (content/site-components/compile.ts): a diagnostic one of blogctl's
// plugins raised keeps its code, and any other error a plugin callback threw (Node's fs errors carry a `code`
// too, like ENOTDIR on a Yarn Plug'n'Play zip path) is a SITE_COMPONENT_BUNDLE error with esbuild's text, never a
// diagnostic without text that the report cannot print.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bundleDiagnostics } from '../../../src/content/site-components/compile';
import { warning } from '../../../src/errors/blogctl-error';

const failure = (detail: unknown) => ({
  errors: [{ id: '', pluginName: 'p', text: 'the plugin failed', location: null, notes: [], detail }],
  warnings: [],
});

describe('bundle diagnostics', () => {
  it("keep a blogctl diagnostic a plugin raised, and turn a thrown Node error into the bundle's error", () => {
    const own = warning(
      'MDX_IMPORT_MARKDOWN',
      { source: './a.md', names: ['A'] },
      { file: '/site/a.mdx', line: 1, column: 1 },
    );
    assert.equal(bundleDiagnostics(failure(own), '/site', 'component')[0]!.code, 'MDX_IMPORT_MARKDOWN');
    const fsError = Object.assign(new Error('ENOTDIR: not a directory'), { code: 'ENOTDIR', errno: -20 });
    const [d] = bundleDiagnostics(failure(fsError), '/site', 'component');
    assert.equal(d!.code, 'SITE_COMPONENT_BUNDLE');
    assert.equal(d!.severity, 'error');
    assert.match(d!.text, /the plugin failed/);
  });
});
