// Docusaurus fields as real sites write them: post authors (inline and older fields), fields of authors.yml /
// tags.yml and front matter fields blogctl does not act on (each a located warning, never dropped silently).
// Docusaurus posts may name their authors inline instead of in authors.yml: `authors` takes a key, an author
// object or a list mixing both, and the older single-author fields (author, author_title, author_url,
// author_image_url) still describe one author. Inline authors show on their post, with a link to their own URL,
// and get no author page; authors.yml keys work as before.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { parseFrontMatter } from '../../../src/content/front-matter';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import type { PostProps } from '../../../src/shared/page-props';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const fm = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\n\n正文\n`, 'a.md');

describe('inline authors', () => {
  it('reads keys, author objects and a single object', () => {
    const r = fm(
      'authors:\n  - lanshan\n  - name: 张三\n    title: 运维\n    url: https://example.com/z\n    image_url: /img/z.png\n  - key: other\n  - 42',
    );
    assert.deepEqual(r.diagnostics, []);
    assert.deepEqual(r.data.authors, [
      'lanshan',
      { name: '张三', title: '运维', url: 'https://example.com/z', imageUrl: '/img/z.png' },
      'other',
      '42',
    ]);
    assert.deepEqual(
      fm('authors:\n  name: 李四\n  imageURL: https://example.com/l.png\n  email: li@example.com').data.authors,
      [{ name: '李四', imageUrl: 'https://example.com/l.png', email: 'li@example.com' }],
    );
    assert.deepEqual(fm('authors: lanshan').data.authors, ['lanshan']);
  });

  it('reads the older single-author fields as one inline author', () => {
    const r = fm('author: 李四\nauthor_title: 工程师\nauthor_url: https://example.com/li\nauthor_image_url: /li.png');
    assert.deepEqual(r.diagnostics, []);
    assert.deepEqual(r.data.authors, [
      { name: '李四', title: '工程师', url: 'https://example.com/li', imageUrl: '/li.png' },
    ]);
    assert.deepEqual(fm('author: 李四\nauthorURL: https://example.com/li').data.authors, [
      { name: '李四', url: 'https://example.com/li' },
    ]);
  });

  it('reports an author without a name, and older fields mixed with authors, at the field', () => {
    // A post's own fields: their problems are reported for posts only (Docusaurus's docs ignore them).
    const post = (r: ReturnType<typeof fm>) => r.kindDiagnostics?.post ?? [];
    const bad = fm('title: x\nauthors:\n  - title: 没有名字');
    assert.deepEqual(
      post(bad).map((d) => [d.code, d.loc?.line]),
      [['FRONT_MATTER_FIELD', 3]],
    );
    assert.match(post(bad)[0].text, /"authors"/);
    const both = fm('authors: [lanshan]\nauthor: 李四');
    assert.deepEqual(
      post(both).map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [['FRONT_MATTER_AUTHOR_FIELDS', 3, 1]],
    );
    const noName = fm('author_url: https://example.com');
    assert.deepEqual(
      post(noName).map((d) => [d.code, d.loc?.line]),
      [['FRONT_MATTER_FIELD', 2]],
    );
  });

  it('shows inline authors on their post, linked to their own URL, without author pages', async () => {
    const { config } = miniSite({
      'content/blog/authors.yml': 'me:\n  name: 我\n',
      'content/blog/2024-01-01-a.md':
        '---\ntitle: 一\nslug: a\nauthors:\n  - me\n  - name: 张三\n    url: https://example.com/z\n---\n\n正文\n',
      'content/blog/2024-01-02-b.md': '---\ntitle: 二\nslug: b\nauthor: 李四\n---\n\n正文\n',
    });
    const graph = await loadContent(config);
    assert.deepEqual(
      graph.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const { table } = buildRouteTable(graph, config);
    const paths = table.routes.map((r) => r.path);
    assert.deepEqual(
      paths.filter((p) => p.includes('/authors')),
      ['/blog/authors', '/blog/authors/me'],
    );
    const props = (path: string) => table.byPath.get(path)!.props as PostProps;
    assert.deepEqual(
      props('/blog/a').post.authors.map((a) => [a.name, a.permalink, a.url]),
      [
        ['我', '/blog/authors/me', undefined],
        ['张三', undefined, 'https://example.com/z'],
      ],
    );
    assert.deepEqual(
      props('/blog/b').post.authors.map((a) => [a.name, a.permalink]),
      [['李四', undefined]],
    );
    const list = table.byPath.get('/blog/authors')!.props as { authors: { name: string }[] };
    assert.deepEqual(
      list.authors.map((a) => a.name),
      ['我'],
    );
  });
});

describe('authors.yml and tags.yml fields blogctl does not read', () => {
  it('gets a located warning for each, and the entry is still read', async () => {
    const { config } = miniSite({
      'content/blog/authors.yml': 'me:\n  name: 我\n  nickname: 小我\n  email: me@example.com\n',
      'content/blog/tags.yml': 'travel:\n  label: 旅行\n  colour: blue\n',
      'content/blog/2024-01-01-a.md': '---\ntitle: 一\nauthors: me\ntags: [travel]\n---\n\n正文\n\n<!-- truncate -->\n',
    });
    const graph = await loadContent(config);
    const rel = (f?: string) => f?.replace(/.*\/content\//, '');
    assert.deepEqual(
      graph.diagnostics.map((d) => [d.code, d.severity, rel(d.loc?.file), d.loc?.line]),
      [
        ['CONTENT_DATA_FIELD_IGNORED', 'warning', 'blog/authors.yml', 3],
        ['CONTENT_DATA_FIELD_IGNORED', 'warning', 'blog/tags.yml', 3],
      ],
    );
    assert.match(graph.diagnostics[0].text, /"nickname"/);
    assert.equal(graph.authors.get('me')?.name, '我');
    assert.equal(graph.authors.get('me')?.email, 'me@example.com'); // Docusaurus's email is read (see author-socials.test.ts)
    assert.equal(graph.tags.get('travel')?.label, '旅行');
  });
});

describe('authors.yml images', () => {
  it('copies an image beside authors.yml, keeps static and full URLs, and warns at one that names no file', async () => {
    const { config } = miniSite({
      'content/blog/authors.yml': [
        'near:\n  name: 近\n  image_url: ./near.png',
        'kept:\n  name: 留\n  image_url: /img/kept.png',
        'bare:\n  name: 素\n  image_url: img/kept.png',
        'far:\n  name: 远\n  image_url: https://example.com/far.png',
        'lost:\n  name: 失\n  image_url: ./lost.png',
        '',
      ].join('\n'),
      'content/blog/near.png': 'png bytes',
      'static/img/kept.png': 'png bytes',
      'content/blog/2024-01-01-a.md':
        '---\ntitle: 一\nauthors: [near, kept, bare, far, lost]\n---\n\n正文\n\n<!-- truncate -->\n',
    });
    const graph = await loadContent(config);
    const image = (key: string) => graph.authors.get(key)?.imageUrl;
    assert.match(image('near') ?? '', /^\/assets\/images\/near-[0-9a-f]{8}\.png$/);
    assert.ok(graph.assets.some((a) => a.from.endsWith('/content/blog/near.png') && '/' + a.to === image('near')));
    assert.equal(image('kept'), '/img/kept.png');
    assert.equal(image('bare'), 'img/kept.png');
    assert.equal(image('far'), 'https://example.com/far.png');
    assert.deepEqual(
      graph.diagnostics.map((d) => [d.code, d.severity, d.loc?.line, d.loc?.column]),
      [['CONTENT_AUTHOR_IMAGE', 'warning', 15, 14]],
    );
    assert.match(graph.diagnostics[0].text, /"lost" \("\.\/lost\.png"\)/);
  });
});

describe('Docusaurus front matter fields blogctl does not act on', () => {
  it('get a located warning per field and kind; unknown custom fields stay quiet', async () => {
    const { config } = miniSite({
      'content/docs/intro.md':
        '---\ntitle: 介绍\ncustom_edit_url: https://example.com/edit\ntags: [a]\nmy_field: 1\n---\n\n正文\n',
      'content/blog/2024-01-01-a.md':
        '---\ntitle: 一\nlast_update:\n  date: 2024-02-01\ntags: [x]\n---\n\n正文\n\n<!-- truncate -->\n',
      'content/pages/about.md': '---\ntitle: 关于\nwrapperClassName: wide\nhide_title: true\n---\n\n正文\n',
    });
    const graph = await loadContent(config);
    const rel = (f?: string) => f?.replace(/.*\/content\//, '');
    const got = graph.diagnostics
      .filter((d) => d.code === 'FRONT_MATTER_UNSUPPORTED')
      .map((d) => [rel(d.loc?.file), d.loc?.line, d.text.match(/"([^"]+)"/)?.[1]]);
    assert.deepEqual(got.sort(), [['pages/about.md', 3, 'wrapperClassName']].sort());
    assert.ok(
      graph.diagnostics.every((d) => d.severity !== 'error'),
      JSON.stringify(graph.diagnostics),
    );
    // custom_edit_url and docs tags are read (an edit link, tag pages), no longer reported as unsupported.
    assert.equal(graph.docs[0].editUrl, 'https://example.com/edit');
    assert.deepEqual(graph.docs[0].tags, ['a']);
    assert.deepEqual([...graph.docTags.keys()], ['a']);
  });
});

describe('blog.onInlineTags', () => {
  const files = {
    'content/blog/tags.yml': 'travel:\n  label: 旅行\n  permalink: /travel\n',
    'content/blog/2024-01-01-a.md': '---\ntitle: 一\ntags: [travel, 徒步]\n---\n\n正文\n\n<!-- truncate -->\n',
  };
  const unknown = (graph: Awaited<ReturnType<typeof loadContent>>) =>
    graph.diagnostics.filter((d) => d.code === 'CONTENT_UNKNOWN_TAG').map((d) => [d.severity, d.loc?.line]);

  it('fails on a tag tags.yml lacks by default', async () => {
    const graph = await loadContent(miniSite(files).config);
    assert.deepEqual(unknown(graph), [['error', 3]]);
    assert.deepEqual(graph.posts[0].tags, ['travel', '徒步']);
    assert.ok(!graph.tags.has('徒步'));
  });

  for (const [rule, expected] of [
    ['warn', [['warning', 3]]],
    ['log', [['warning', 3]]],
    ['ignore', []],
  ] as const) {
    it(`"${rule}" uses the tag as written${expected.length ? ' and warns at it' : ', silently'}`, async () => {
      const graph = await loadContent(miniSite(files, { blog: { onInlineTags: rule } }).config);
      assert.deepEqual(unknown(graph), expected);
      assert.deepEqual(graph.tags.get('徒步'), { key: '徒步', label: '徒步', permalink: '/徒步' });
      assert.equal(graph.tags.get('travel')?.label, '旅行');
      assert.ok(
        graph.diagnostics.every((d) => d.severity !== 'error'),
        JSON.stringify(graph.diagnostics),
      );
    });
  }
});
