// The MDX layer and the Docusaurus 3 Markdown features: JSX comments and the truncate marker, ESM lines,
// admonitions in every form, magic comments and line numbers, JSX elements and their props, leading titles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { markdownOptionsOf } from '../../../src/content/markdown-options';
import { applyMagicComments } from '../../../src/content/markdown-plugins/code-blocks';
import { evaluateLiteral, scanJsxTag } from '../../../src/content/markdown-plugins/jsx-tags';
import { looksLikeMdx } from '../../../src/content/markdown-plugins/mdx';
import { parseAdmonitionTitle } from '../../../src/content/markdown-plugins/admonitions';

const md = createMarkdown(
  markdownOptionsOf({
    prism: {
      additionalLanguages: ['bash'],
      magicComments: [
        {
          className: 'code-line--highlighted',
          line: 'highlight-next-line',
          block: { start: 'highlight-start', end: 'highlight-end' },
        },
        { className: 'code-line--error', line: 'error-next-line' },
      ],
    },
    admonitions: { keywords: ['discord'], extendDefaults: true },
  } as never),
);
const render = (body: string, file = 'doc.mdx', offset = 0) =>
  md.render({ file, body, bodyLineOffset: offset, resolveMarkdownLink: () => null, resolveAsset: () => null });

describe('JSX comments and the truncate marker', () => {
  it('{/* truncate */} cuts the excerpt like <!-- truncate -->', () => {
    const { result, diagnostics } = render('开头一段。\n\n{/* truncate */}\n\n后面一段。\n', 'post.md');
    assert.deepEqual(diagnostics, []);
    assert.equal(result.excerptHtml, '<p>开头一段。</p>\n');
    assert.equal(result.html, '<p>开头一段。</p>\n<p>后面一段。</p>\n');
  });
  it('block and inline JSX comments are never shown', () => {
    const { result } = render('{/* 整行\n跨两行 */}\n\n文字 {/* 行内 */} 继续。\n', 'a.md');
    assert.equal(result.html, '<p>文字  继续。</p>\n');
  });
});

describe('ESM lines', () => {
  // Imports of other modules and named exports are evaluated as MDX evaluates them (issue 31: the file's module,
  // mdx-module.ts), so they are no longer reported as unsupported; only `export default` (MDX's layout) is.
  it('imports vanish silently, built-ins and other modules alike', () => {
    const { result, diagnostics } = render(
      "import Tabs from '@theme/Tabs';\nimport Chart from '../components/Chart';\n\n正文。\n",
      'a.mdx',
      3,
    );
    assert.equal(result.html, '<p>正文。</p>\n');
    assert.deepEqual(diagnostics, []);
  });
  it('a multi-line import and an export are not shown; an export default is reported at its line', () => {
    const { result, diagnostics } = render(
      "import {\n  a,\n  b,\n} from '@theme/Tabs';\nexport const meta = { x: 1 };\n\n正文。\n",
    );
    assert.equal(result.html, '<p>正文。</p>\n');
    assert.deepEqual(diagnostics, []);
    const layout = render('export default function Layout(p) { return p.children; }\n\n正文。\n', 'a.mdx', 2);
    assert.deepEqual(
      layout.diagnostics.map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [['MDX_EXPORT_UNSUPPORTED', 3, 1]],
    );
  });
  it('a .md file without MDX syntax keeps plain Markdown rules (indented code stays code)', () => {
    assert.equal(looksLikeMdx('# 标题\n\n    缩进代码\n'), false);
    assert.equal(
      render('段落。\n\n    缩进代码\n', 'a.md').result.html,
      '<p>段落。</p>\n<pre><code>缩进代码\n</code></pre>\n',
    );
    assert.equal(looksLikeMdx('```mdx\nimport X from "y";\n<Tabs>\n```\n'), false);
    assert.equal(looksLikeMdx('文字 `<Tabs>` 文字\n'), false);
    assert.equal(looksLikeMdx('<Tabs>\n'), true);
    // An expression prop on a line an HTML tag's attributes run on to.
    assert.equal(looksLikeMdx('1. 步骤\n\n   <img src="/a.png"\n   alt="a" style={{zoom: \'70%\'}} />\n'), true);
    assert.equal(looksLikeMdx('<img src="/a.png"\n  alt="a" />\n\n{x}\n'), false);
    const html = render('1. 步骤\n\n   <img src="/a.png"\n   alt="a" style={{zoom: \'70%\'}} />\n', 'a.md').result.html;
    assert.match(html, /<p>步骤<\/p>\n<img src="\/a\.png" alt="a" style="zoom: 70%">/);
  });
});

describe('admonitions', () => {
  const heading = (html: string) => /<p class="admonition-heading">.*?<\/span>(.*?)<\/p>/.exec(html)?.[1];
  it('title forms: none, legacy text, [Markdown], {title=""}', () => {
    assert.equal(heading(render(':::tip\n\n内容\n\n:::\n', 'a.md').result.html), '提示');
    assert.equal(heading(render(':::tip 小提示\n\n内容\n\n:::\n', 'a.md').result.html), '小提示');
    assert.equal(
      heading(render(':::warning[注意 **加粗**]\n\n内容\n\n:::\n', 'a.md').result.html),
      '注意 <strong>加粗</strong>',
    );
    assert.equal(heading(render(':::info{title="属性标题"}\n\n内容\n\n:::\n', 'a.md').result.html), '属性标题');
    assert.deepEqual(parseAdmonitionTitle(`{title='单引号'}`), { title: '单引号', markdown: false });
  });
  it('nesting with more colons outside', () => {
    const { result } = render('::::danger[外]\n\n:::tip[内]\n\n里面\n\n:::\n\n外面\n\n::::\n', 'a.md');
    assert.match(
      result.html,
      /admonition-danger[\s\S]*admonition-tip[\s\S]*<p>里面<\/p>\n<\/div><\/div>\n<p>外面<\/p>\n<\/div><\/div>/,
    );
  });
  it('config keywords are accepted; an unknown keyword warns at its line and shows the content without a box', () => {
    assert.match(render(':::discord\n\n加入群聊\n\n:::\n', 'a.md').result.html, /admonition-discord/);
    const { result, diagnostics } = render('前文\n\n:::foo\n\n未知\n\n:::\n', 'a.md', 4);
    assert.equal(result.html, '<p>前文</p>\n<p>未知</p>\n');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [['MARKDOWN_UNKNOWN_ADMONITION', 7]],
    );
  });

  it('leaves out a ::: line that closes nothing, with a warning at its line', () => {
    // A mistyped opener (`::example`, two colons) leaves its closing `:::` with nothing to close.
    const src = ':::note\n\n提示\n\n:::\n\n::example 例子\n\n正文\n\n:::\n\n```md\n:::\n```\n';
    const { result, diagnostics } = render(src, 'a.md', 4);
    assert.doesNotMatch(result.html.replace(/<pre[\s\S]*<\/pre>/, ''), /<p>:::<\/p>|\n:::\n/);
    assert.match(result.html, /<p>::example 例子<\/p>\n<p>正文<\/p>\n<div class="code-block/);
    assert.match(result.html, /<span class="code-line">:::\n<\/span><\/code>/);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [['MARKDOWN_STRAY_ADMONITION_CLOSE', 15]],
    );
  });

  it('warns at each text line that begins with ::: (a mistyped closer, an opener with no blank line before it)', () => {
    // `:::0` is no opener (a directive name starts with a letter), so the note still closes at the last `:::`.
    const src = ':::note 区别\n正文\n:::0\n\n:::\n\n段落\n:::foo 未知\n\n\\::: 转义\n';
    const { result, diagnostics } = render(src, 'a.md', 4);
    assert.match(
      result.html,
      /^<div class="admonition admonition-note"[\s\S]*<p>正文\n:::0<\/p>\n<\/div><\/div>\n<p>段落\n:::foo 未知<\/p>\n<p>::: 转义<\/p>\n$/,
    );
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [
        ['MARKDOWN_ADMONITION_AS_TEXT', 7],
        ['MARKDOWN_ADMONITION_AS_TEXT', 12],
      ],
    );
    assert.match(diagnostics[0].text, /":::0" is shown to the reader as text/);
  });
});

describe('code blocks', () => {
  it('magic comments in //, #, <!-- --> and {/* */} forms highlight lines and vanish', () => {
    assert.deepEqual(
      applyMagicComments(
        'a\n// highlight-next-line\nb\nc',
        'javascript',
        markdownOptionsOf({ prism: { additionalLanguages: [] } } as never).magicComments!,
      ),
      { code: 'a\nb\nc', classes: [[], ['code-line--highlighted'], []] },
    );
    const { result } = render('```yaml\na: 1\n# highlight-start\nb: 2\nc: 3\n# highlight-end\n```\n', 'a.md');
    assert.doesNotMatch(result.html, /highlight-/);
    assert.equal((result.html.match(/code-line code-line--highlighted/g) ?? []).length, 2);
    const html = render('```html\n<!-- error-next-line -->\n<p>x</p>\n```\n', 'a.md').result.html;
    assert.match(html, /code-line code-line--error/);
    assert.doesNotMatch(html, /error-next-line/);
    assert.doesNotMatch(
      render('```jsx\n{/* highlight-next-line */}\n<A />\n```\n', 'a.md').result.html,
      /highlight-next-line/,
    );
  });
  // Docusaurus restricts the comment syntax for the languages its theme names only; any other (ini, yaml, …)
  // takes every common one, so `// highlight-next-line` in an ini block is a magic comment there too.
  it('a language Docusaurus does not name takes magic comments in every common syntax', () => {
    for (const lang of ['ini', 'yaml', 'java']) {
      const { html } = render(
        `\`\`\`${lang}\n// highlight-next-line\na = 1\n# highlight-next-line\nb = 2\n\`\`\`\n`,
        'a.md',
      ).result;
      assert.doesNotMatch(html, /highlight-next-line/, lang);
      assert.equal(html.match(/code-line--highlighted/g)?.length, 2, lang);
    }
  });
  it("a comment in another language's syntax is code, and a {range} leaves magic comments alone", () => {
    assert.match(render('```bash\n// highlight-next-line\nls\n```\n', 'a.md').result.html, /highlight-next-line/);
    assert.match(render('```js {1}\n// highlight-next-line\nx\n```\n', 'a.md').result.html, /highlight-next-line/);
  });
  it('showLineNumbers=N starts at N; live blocks render as static code', () => {
    const { result } = render('```js showLineNumbers=7\na\nb\n```\n', 'a.md');
    assert.deepEqual(
      [...result.html.matchAll(/code-line__number" aria-hidden="true">(\d+)/g)].map((m) => m[1]),
      ['7', '8'],
    );
    const live = render('```jsx live\nfunction A() {}\n```\n', 'a.md');
    assert.deepEqual(live.diagnostics, []);
    assert.match(live.result.html, /class="code-block language-jsx"/);
  });
  it("Docusaurus's default languages are there besides additionalLanguages", () => {
    const opts = markdownOptionsOf({ prism: { additionalLanguages: ['bash'] } } as never);
    for (const l of ['bash', 'jsx', 'tsx', 'yaml', 'json', 'markdown', 'go', 'rust', 'python'])
      assert.ok(opts.languages.includes(l), l);
    const { diagnostics, result } = render('```go\nfunc main() {}\n```\n', 'a.md');
    assert.deepEqual(diagnostics, []);
    assert.match(result.html, /token keyword/);
  });
});

describe('JSX props', () => {
  it('scans multi-line tags with expression props and evaluates literals', () => {
    const src = '<Tabs\n  groupId="os"\n  values={[{label: \'A\', value: "a"}, {label: `B`, value: \'b\'}]}\n  lazy>';
    const tag = scanJsxTag(src, 0)!;
    assert.equal(tag.end, src.length);
    assert.deepEqual(
      tag.attributes.map((a) => a.name),
      ['groupId', 'values', 'lazy'],
    );
    assert.deepEqual(evaluateLiteral(tag.attributes[1].value as string), [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ]);
    assert.deepEqual(evaluateLiteral("{float: 'right', marginTop: -4, ok: true, n: null}"), {
      float: 'right',
      marginTop: -4,
      ok: true,
      n: null,
    });
    assert.throws(() => evaluateLiteral('useBaseUrl("/x")'), /CallExpression/);
  });
  // A non-literal prop is evaluated by JavaScript now (issue 31); on a component that is neither imported nor
  // built in there is nothing to evaluate it for: the element warns and keeps its children, as before.
  it('an unknown component warns and keeps its children, whatever its props', () => {
    const { result, diagnostics } = render(
      '正文\n\n<Chart data={rows} kind="bar">\n\n**孩子**\n\n</Chart>\n',
      'a.mdx',
      2,
    );
    assert.equal(result.html, '<p>正文</p>\n<p><strong>孩子</strong></p>\n');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [['MDX_UNKNOWN_COMPONENT', 5, 1]],
    );
  });
  it('a non-literal prop of a built-in blogctl renders itself is a located error naming the prop', () => {
    const { diagnostics } = render(
      "import Tabs from '@theme/Tabs';\n\n<Tabs groupId={os}>\n\n文字\n\n</Tabs>\n",
      'a.mdx',
      2,
    );
    const d = diagnostics.find((x) => x.code === 'MDX_PROP_NOT_LITERAL');
    assert.deepEqual([d?.loc?.line, d?.loc?.column], [5, 7]);
    assert.match(d!.text, /"groupId" of <Tabs>/);
  });
  it("<DocCardList items={useCurrentSidebarCategory().items} /> is the current category's cards, as with no items", () => {
    const imports =
      "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n";
    const hook = render(`${imports}<DocCardList items={useCurrentSidebarCategory().items}/>\n`, 'a.mdx');
    const plain = render(`${imports}<DocCardList />\n`, 'a.mdx');
    assert.deepEqual(hook.diagnostics, []);
    assert.equal(hook.result.html, plain.result.html);
    assert.match(hook.result.html, /data-doc-card-list="/);
    assert.doesNotMatch(hook.result.html, /data-items/);
    // Without the hook's import, or with other items, the expression is still not something blogctl can read.
    for (const body of [
      "import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n",
      `${imports}<DocCardList items={useCurrentSidebarCategory().items.slice(1)}/>\n`,
    ])
      assert.deepEqual(
        render(body, 'a.mdx').diagnostics.map((d) => d.code),
        ['MDX_PROP_NOT_LITERAL'],
      );
  });
  it('style objects become CSS on HTML elements', () => {
    const { result } = render('<div style={{float: \'right\', marginTop: 4}} className="box">\n\n右边\n\n</div>\n');
    assert.equal(result.html, '<div style="float: right; margin-top: 4px" class="box">\n<p>右边</p>\n</div>\n');
  });
  it('an unclosed element is a located error', () => {
    const { diagnostics } = render("import Tabs from '@theme/Tabs';\n\n<Tabs>\n\n文字\n");
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [
        ['MDX_UNCLOSED_ELEMENT', 3],
        ['MDX_TABS_CONTENT', 5],
        ['MDX_TABS_CONTENT', 3],
      ],
    );
  });
});

describe('<Tabs>', () => {
  const body =
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs groupId="os" values={[{label: \'Linux 系统\', value: \'linux\'}]}>\n  <TabItem value="linux">\n    Linux **内容**\n  </TabItem>\n  <TabItem value="mac" label="macOS" default>苹果</TabItem>\n</Tabs>\n';
  it('renders the tab list and every panel, the default shown and the others hidden', () => {
    const { result, diagnostics } = render(body);
    assert.deepEqual(diagnostics, []);
    const html = result.html;
    assert.match(html, /^<div class="tabs-container" data-mdx-island="tabs" data-props="/);
    assert.match(
      html,
      /<li role="tab" tabindex="-1" aria-selected="false" class="tabs__item" data-value="linux">Linux 系统<\/li>/,
    );
    assert.match(html, /aria-selected="true" class="tabs__item tabs__item--active" data-value="mac">macOS<\/li>/);
    assert.match(html, /data-value="linux" hidden=""><p>Linux <strong>内容<\/strong><\/p>/);
    assert.match(html, /data-value="mac">苹果<\/div>/);
    const props = JSON.parse(
      /data-props="([^"]*)"/
        .exec(html)![1]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    assert.deepEqual(props, {
      items: [
        { value: 'linux', label: 'Linux 系统', html: '' },
        { value: 'mac', label: 'macOS', html: '' },
      ],
      defaultValue: 'mac',
      groupId: 'os',
    });
  });
  it('a TabItem without a value is a located error', () => {
    const { diagnostics } = render('<Tabs>\n<TabItem label="x">a</TabItem>\n</Tabs>\n');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [
        ['MDX_TABITEM_VALUE', 2],
        ['MDX_TABS_CONTENT', 1],
      ],
    );
  });
});

describe('titles', () => {
  it('a leading # heading is the content title and is not rendered', () => {
    const { result } = render('# 我的标题\n\n正文。\n\n## 小节\n', 'a.md');
    assert.equal(result.contentTitle, '我的标题');
    assert.doesNotMatch(result.html, /<h1/);
    assert.deepEqual(
      result.headings.map((h) => h.level),
      [2],
    );
  });
  // Docusaurus's contentTitle is the document's first heading when it is a `#` heading, with text, comments or
  // the truncate marker before it (its remark plugin stops only at another heading or a thematic break); this test
  // said "after other text it stays in the body", which showed the title twice on such posts.
  it('the first heading is the title when it is a # heading, even after text or the truncate marker', () => {
    const { result } = render('正文。\n\n<!-- truncate -->\n\n# 是标题\n\n后文。\n', 'a.md');
    assert.equal(result.contentTitle, '是标题');
    assert.doesNotMatch(result.html, /<h1/);
  });
  it('a # heading after another heading or a thematic break stays in the body', () => {
    for (const body of ['## 小节\n\n# 不是标题\n', '正文。\n\n---\n\n# 不是标题\n']) {
      const { result } = render(body, 'a.md');
      assert.equal(result.contentTitle, undefined);
      assert.match(result.html, /<h1/);
    }
  });
});

describe('pathname:// and @site/ paths', () => {
  it('pathname:// links go to the path as written, recorded as external (not checked, not routed)', () => {
    const { result, diagnostics } = render('[下载](pathname:///files/报告.pdf)\n', 'a.md');
    assert.deepEqual(diagnostics, []);
    assert.match(result.html, /<a href="\/files\/%E6%8A%A5%E5%91%8A\.pdf">下载<\/a>/);
    assert.equal(result.links[0].resolved, 'pathname:///files/%E6%8A%A5%E5%91%8A.pdf');
  });
  it('@site/static/ images and links point into the static folder; other @site/ paths warn at their line', () => {
    const { result, diagnostics } = render(
      '![图](@site/static/img/a.png)\n\n[文件](@site/static/a.zip)\n\n![别处](@site/src/b.png)\n',
      'a.md',
      3,
    );
    assert.match(result.html, /<img src="\/img\/a\.png" alt="图" loading="lazy" decoding="async">/);
    assert.match(result.html, /<a href="\/a\.zip">/);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line]),
      [
        ['MARKDOWN_SITE_PATH', 8],
        ['IMAGE_MISSING', 8],
      ],
    );
  });
});
