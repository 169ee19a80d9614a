// The plain-text summary that stands in for a missing description (meta description, doc cards, post
// summaries): text only, never a heading's "#" link or code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { summarize } from '../../../src/content/html-facts';

describe('summarize', () => {
  it('leaves out the "#" link the heading anchors add', () => {
    const md = createMarkdown({ languages: [] });
    const body = '开头一段。\n\n## 第一节\n\n内容 & 更多。\n';
    const html = md.render({
      file: 'a.md',
      body,
      bodyLineOffset: 0,
      resolveMarkdownLink: () => null,
      resolveAsset: () => null,
    }).result.html;
    assert.match(html, /class="hash-link"/);
    assert.equal(summarize(html), '开头一段。 第一节 内容 & 更多。');
  });

  it('drops code blocks and shortens long text with an ellipsis', () => {
    assert.equal(summarize('<p>a</p><pre><code>x = 1</code></pre><p>b</p>'), 'a b');
    assert.equal(summarize('<p>' + '字'.repeat(200) + '</p>', 10), '字'.repeat(9) + '…');
  });
});
