// A Docusaurus site's src/theme/MDXComponents file: the components it maps are usable in every Markdown file
// without an import (rendered on the server like imported ones), what blogctl cannot take from it is a located
// warning, and the site's .js components may hold JSX as Docusaurus allows. `@docusaurus/BrowserOnly` shows its
// fallback on the server.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readMdxComponents } from '../../src/config/mdx-components';
import { build, type BuildResult } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const POST = `---
title: 全局组件
---

没有 import 也能用：<Highlight color="red">重点</Highlight>。

<Note>

这是一段**说明**。

</Note>

<Later />

<Tip>别忘了带伞。</Tip>

<!-- truncate -->
`;

let result: BuildResult;
let root: string;
before(async () => {
  ({ root } = miniSite({
    'src/theme/MDXComponents.js': [
      "import React from 'react';",
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import Highlight from '@site/src/components/Highlight';",
      "import { Note } from '../components/Note';",
      "import Later from '@site/src/components/Later';",
      "import Tip from '@site/src/components/Tip';",
      "import Tabs from '@theme/Tabs';",
      "import { Icon } from '@iconify/react';",
      '',
      'export default {',
      '  ...MDXComponents,',
      '  Highlight,',
      '  Note,',
      '  Later,',
      '  Tip,',
      '  Tabs,',
      '  Icon,',
      '  a: Highlight,',
      '  Inline: (props) => <span {...props} />,',
      '};',
      '',
    ].join('\n'),
    // JSX in a .js file, as Docusaurus sites write it.
    'src/components/Highlight.js':
      'export default function Highlight({ children, color }) {\n  return <span className="hl" style={{ color }}>{children}</span>;\n}\n',
    'src/components/Note.tsx':
      'import type { ReactNode } from \'react\';\nexport function Note({ children }: { children?: ReactNode }) {\n  return <aside className="note">{children}</aside>;\n}\n',
    'src/components/Later.jsx':
      "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport MDXContent from '@theme/MDXContent';\nexport default function Later() {\n  return <MDXContent><BrowserOnly fallback={<em>加载中</em>}>{() => <b>{window.location.href}</b>}</BrowserOnly></MDXContent>;\n}\n",
    'src/components/Tip.jsx':
      'import Admonition from \'@theme/Admonition\';\nexport default function Tip({ children }) {\n  return <Admonition type="tip">{children}</Admonition>;\n}\n',
    'content/blog/2024-03-01-globals.md': POST,
  }));
  result = await build({ root, config: { title: '测试站', url: 'https://example.com' }, write: false, cache: false });
});

describe('src/theme/MDXComponents', () => {
  it('renders the components it maps in a Markdown file that imports nothing', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const html = fileText(result, 'blog/2024/03/01/globals/index.html').replace(
      /<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/,
      '',
    );
    assert.match(html, /<span class="hl" style="color:red"><span data-mdx-children="">重点<\/span><\/span>/);
    assert.match(html, /<aside class="note"><div data-mdx-children=""><p>这是一段<strong>说明<\/strong>。<\/p>/);
    // BrowserOnly: the fallback on the server (the browser renders children() once mounted).
    assert.match(html, /<em>加载中<\/em>/);
    // @theme/Admonition: Markdown's admonition box, titled in the site's locale.
    assert.match(
      html,
      /<div class="admonition admonition-tip" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><\/span>提示<\/p><div class="admonition-content"><div data-mdx-children="">别忘了带伞。/,
    );
    assert.ok(!html.includes('&lt;Highlight') && !html.includes('<Highlight'), 'no raw tag reaches the page');
    assert.ok(!result.diagnostics.some((d) => d.code === 'MDX_UNKNOWN_COMPONENT'), JSON.stringify(result.diagnostics));
  });

  it('warns, at the entry, about what it cannot take', () => {
    const got = result.diagnostics
      .filter((d) => d.code === 'MDX_COMPONENTS_ENTRY')
      .map((d) => [d.severity, d.loc?.file?.replace(root + '/', ''), d.loc?.line, d.text.match(/"([^"]+)"/)?.[1]]);
    assert.deepEqual(got, [
      ['warning', 'src/theme/MDXComponents.js', 17, 'Icon'],
      ['warning', 'src/theme/MDXComponents.js', 18, 'a'],
      ['warning', 'src/theme/MDXComponents.js', 19, 'Inline'],
    ]);
  });
});

describe('the MDXComponents file with JSX in it', () => {
  it('is transformed once: the code is kept in the compile cache and read back by later builds', () => {
    const kept = readdirSync(join(root, '.blogctl'), { recursive: true })
      .map(String)
      .filter((f) => /mdx-components[\\/][0-9a-f]+\.mjs$/.test(f));
    assert.equal(kept.length, 1, kept.join());
    const again = readMdxComponents(root)!;
    assert.deepEqual(
      again.components.map((c) => c.name),
      ['Highlight', 'Note', 'Later', 'Tip', 'Tabs'],
    );
    assert.deepEqual(
      again.problems.map((d) => d.loc?.line),
      [17, 18, 19],
    );
  });
});

describe('a site component importing a package the site does not have', () => {
  it('is an error at the import, not a crash when the module loads', async () => {
    const site = miniSite({
      'src/components/Fancy.tsx':
        "import styled from 'not-installed-styles';\nexport default function Fancy() {\n  return <b>{String(styled)}</b>;\n}\n",
      'content/blog/2024-03-02-fancy.mdx':
        "---\ntitle: 样式\n---\n\nimport Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n\n<!-- truncate -->\n",
    });
    const built = await build({
      root: site.root,
      config: { title: '测试站', url: 'https://example.com' },
      write: false,
      cache: false,
    });
    assert.equal(built.ok, false);
    const errors = built.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => [
        d.code,
        d.loc?.file?.replace(site.root + '/', ''),
        d.loc?.line,
        d.loc?.column,
        /"not-installed-styles" is not installed/.test(d.text),
      ]);
    assert.deepEqual(errors, [['SITE_COMPONENT_BUNDLE', 'src/components/Fancy.tsx', 1, 20, true]]);
  });
});
