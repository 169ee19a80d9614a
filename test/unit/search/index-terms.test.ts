// The cold index's per-page work on the worker threads (worker-tasks.ts) takes shortcuts: the chunk is made from
// the page's blocks without record objects, words are kept per sentence and per text already filtered, the term
// table finds latin words in its own pass over a string and reads each string's words from the chunk builder,
// and htmlToText skips replacements a text has nothing for. Each must give exactly what the plain definitions
// give, on text with the awkward cases: full-width and compatibility characters, kana, hangul, astral letters,
// a lone surrogate, combining marks, entities that decode to markup, every kind of whitespace. The chunk's JSON is
// written without its word object, and its digest made with the one-shot hash: each checked the same way.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { cjkWords, cjkWordsKept, extractBlocks, htmlToText, MAY_BE_CJK } from '../../../src/search/blocks';
import { pageChunk, pageChunkOf } from '../../../src/search/chunks';
import { pageRecords, type RecordPage } from '../../../src/search/records';
import { fileDigest, ShardBuilder } from '../../../src/search/sharded-index';
import { TermTable } from '../../../src/search/terms';
import { chunkState, workChunk } from '../../../src/search/worker-tasks';
import { entryCode, type ChunkFile } from '../../../src/shared/search/shards';
import { cjkGrams, isCjk, latinWords, normalize } from '../../../src/shared/search/tokenize';

const TEXTS = [
  'Kubernetes 集群升级的过程中遇到了一些兼容性问题。最后通过回滚配置解决！',
  'ｋ８ｓ集群（全角）与 K8S 集群，ＡＢＣ',
  '𠀀𠀁 是扩展 B 区的字，𝐀𝐁𝐂 是数学字母',
  'lone \ud800 surrogate 和 \udc00 之后的字',
  '々〇テスト、ひらがな，한국어 텍스트',
  'naïve café Ⅻ ½ ﬁle — 演唱会演唱会',
  'e\u0301 combining 2024年12月 v1.2.3',
  '机械键盘。机械键盘！线性轴；线性轴?', // the same words in several sentences
  '凤凰传奇',
  'x',
];

/** htmlToText as it was: every replacement on every text. */
function plainHtmlToText(html: string): string {
  const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>|<\/(div|p|li|tr|td|th)>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A chunk's terms by their definition: every string's unigrams and bigrams (exact when the segmenter found the
 *  pair as a word), its segmenter words of three or more characters and its latin words; per term the smallest
 *  weight, flag and type of any record attribute it is in. */
function modelTerms(chunk: ChunkFile): Map<string, number> {
  const best = new Map<string, [number, number, number]>();
  const meet = (term: string, w: number, q: number, type: number) => {
    const old = best.get(term);
    best.set(term, old ? [Math.min(old[0], w), Math.min(old[1], q), Math.min(old[2], type)] : [w, q, type]);
  };
  for (const r of chunk.r) {
    const type = r[1] as number;
    const page = chunk.p[r[0] as number];
    for (let a = 0; a < 8; a++) {
      const sid = (a < 2 ? page[a + 2] : r[a + 1]) as number;
      if (sid < 0) continue;
      const w = (a === 0 ? 8 : a) + (a === type ? 0 : 8);
      const text = chunk.t[sid];
      const words = new Set(cjkWords(text));
      const norm = normalize(text);
      for (const g of cjkGrams(norm)) meet(g, w, g.length === 2 && words.has(g) ? 0 : 1, type);
      for (const word of words) if (word.length >= 3) meet(word, w, 0, type);
      for (const word of latinWords(norm)) meet(word, w, 0, type);
    }
  }
  return new Map([...best].map(([term, [w, q, type]]) => [term, entryCode(w, q, type)]));
}

const page = (n: number): RecordPage => ({
  url: `/blog/p${n}`,
  tag: 'default',
  lvl0: '博客',
  title: TEXTS[n % TEXTS.length],
  html: [
    `<p>${TEXTS[(n + 1) % TEXTS.length]} &lt;b&gt;不是标签&lt;/b&gt; &amp;amp; &#x4e2d;&#25991;</p>`,
    `<h2 id="h${n}">${TEXTS[(n + 2) % TEXTS.length]} <a class="hash-link" href="#h${n}">#</a></h2>`,
    `<ul><li>${TEXTS[(n + 3) % TEXTS.length]}</li><li><p>${TEXTS[(n + 4) % TEXTS.length]}</p></li></ul>`,
    `<h3>${TEXTS[(n + 5) % TEXTS.length]}</h3><p>行一<br/>行二\n\t行三\u3000\u3000全角空格&nbsp;&nbsp;x</p>`,
    `<h2 id="k${n}">其他</h2><pre><code>docker run ${TEXTS[(n + 6) % TEXTS.length]}</code></pre><p>  ${TEXTS[(n + 7) % TEXTS.length]}  </p>`,
  ].join('\n'),
});
const PAGES = TEXTS.map((_, n) => page(n));

describe('the cold index per page', () => {
  it('htmlToText gives what every replacement on every text gives', () => {
    const inputs = [
      ...TEXTS,
      'a  b',
      ' a\tb\n',
      'a\u00a0b',
      'a\u3000b',
      '&lt;p&gt;x&lt;/p&gt;',
      '<b>x</b>&amp;<i>y</i>',
      '&#x1F600; &unknown; &AMP;',
      'x<br>y<br />z</td>w',
      '',
    ];
    for (const html of [...inputs, ...PAGES.map((p) => p.html)])
      assert.equal(htmlToText(html), plainHtmlToText(html), JSON.stringify(html));
  });

  it('cjkWordsKept gives cjkWords, whatever its memos already hold', () => {
    const [memo, texts] = [new Map<string, string[]>(), new Map<string, string[]>()];
    for (const round of [1, 2])
      for (const t of TEXTS) assert.deepEqual(cjkWordsKept(t, memo, texts), cjkWords(t), `${round}: ${t}`);
    // A sentence met first inside a longer text, then on its own.
    const [m2, t2] = [new Map<string, string[]>(), new Map<string, string[]>()];
    assert.deepEqual(cjkWordsKept('机械键盘。线性轴', m2, t2), cjkWords('机械键盘。线性轴'));
    assert.deepEqual(cjkWordsKept('机械键盘。', m2, t2), cjkWords('机械键盘。'));
  });

  it('asks the segmenter only for text that may hold CJK after normalizing', () => {
    // A text without a code unit from U+1100 on: each character's compatibility decomposition stays below U+1100
    // (but for the fraction slash of ¼ ½ ¾), and no CJK character composes from such units alone. So NFKC (and
    // lower-casing) of such a text has no CJK character.
    const low = (u: number) => u < 0x1100 || u === 0x2044;
    for (let c = 0; c < 0x1100; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      assert.ok(!MAY_BE_CJK.test(ch));
      assert.ok(
        [...ch.normalize('NFKD')].every((x) => low(x.codePointAt(0)!)),
        c.toString(16),
      );
      assert.ok(!isCjk(normalize(ch)), c.toString(16));
    }
    for (const [from, to] of [
      [0x3400, 0x9fff],
      [0xf900, 0xfaff],
      [0x3040, 0x30ff],
      [0xac00, 0xd7af],
    ]) {
      for (let c = from; c <= to; c++)
        assert.ok(![...String.fromCharCode(c).normalize('NFD')].every((x) => low(x.codePointAt(0)!)), c.toString(16));
    }
    assert.ok(MAY_BE_CJK.test('\u1100\u1161') && isCjk(normalize('\u1100\u1161')), 'jamo compose into a syllable');
    const [memo, texts] = [new Map<string, string[]>(), new Map<string, string[]>()];
    for (const t of [
      'plain latin text; with, punctuation! ½ café',
      '\u1100\u1161\u11a8 jamo',
      '⼀⼆ kangxi',
      'ｶﾀｶﾅ halfwidth',
    ])
      assert.deepEqual(cjkWordsKept(t, memo, texts), cjkWords(t), t);
  });

  it('makes the chunk of the page records, byte for byte', () => {
    for (const p of PAGES) {
      const memo = new Map<string, string[]>();
      const built = pageChunkOf(p, (s) => cjkWords(s, memo));
      assert.equal(JSON.stringify(built.done()), JSON.stringify(pageChunk(pageRecords(p), new Map())), p.title);
      assert.ok(extractBlocks(p.html).length >= 5);
    }
  });

  it("writes the chunk's JSON as JSON.stringify() of its object does, byte for byte", () => {
    for (const p of PAGES) {
      const built = pageChunkOf(p, (s) => cjkWords(s));
      assert.equal(built.json(), JSON.stringify(built.done()), p.title);
      assert.deepEqual(built.withoutWords(), { p: built.done().p, t: built.done().t, r: built.done().r });
    }
    // Words that are not plain CJK text: integer-like keys (an object puts them first, in numeric order), quotes,
    // backslashes, control characters, a lone surrogate, latin letters.
    const odd: Record<string, string[]> = {
      甲: ['中文', '12', '3'],
      乙: ['a"b', '中文'],
      丙: ['x\\y\n', '\ud800'],
      丁: ['中文', 'abc', '1'],
    };
    for (const [title, words] of Object.entries(odd)) {
      const built = pageChunkOf(
        { url: '/x', tag: 't', lvl0: '零', title, html: `<p>${title}${title}</p><h2 id="a">${title}二</h2>` },
        (s) => (s.startsWith(title) ? words : ['中文']),
      );
      assert.equal(built.json(), JSON.stringify(built.done()), title);
    }
    const plain = pageChunkOf({ url: '/x', tag: 't', lvl0: '零', title: '一', html: '<p>二</p><p>三</p>' }, (s) => [
      '乙丙',
      s + s,
      '甲',
    ]);
    assert.equal(plain.json(), JSON.stringify(plain.done()));
  });

  it("a chunk file's digest is the SHA-256 a Hash object gives", () => {
    for (const text of ['', 'abc', ...TEXTS, JSON.stringify(PAGES)]) {
      assert.equal(fileDigest(text), createHash('sha256').update(text).digest('base64url').slice(0, 22), text);
    }
  });

  it('finds every term with its code as the definition does, from the builder words or the chunk read back', () => {
    const table = new TermTable();
    const fresh = new TermTable();
    for (const p of PAGES) {
      const built = pageChunkOf(p, (s) => cjkWords(s));
      const chunk = built.done();
      const expected = modelTerms(chunk);
      const seen = new Map<string, number>();
      table.addChunk(chunk, (id, code) => seen.set(table.names[id], code), built.stringWords);
      assert.deepEqual(new Map([...seen].sort()), new Map([...expected].sort()), p.title);
      // From the chunk's JSON (a warm build reads old chunks back), on a table that has seen other strings.
      assert.deepEqual(
        new Map([...fresh.chunkTerms(JSON.parse(JSON.stringify(chunk)) as ChunkFile)].sort()),
        new Map([...expected].sort()),
      );
    }
    assert.ok(
      table.names.includes('k8s') && table.names.includes('𠀀𠀁') && table.names.includes('xii'),
      'full-width, astral and compatibility letters',
    );
  });

  it('a worked chunk gives the index files of a chunk made on the main thread', () => {
    const [here, worked] = [new ShardBuilder('zh-CN'), new ShardBuilder('zh-CN')];
    const s = chunkState();
    for (let round = 0; round < 3; round++) {
      for (const p of PAGES) {
        const chunk = pageChunk(pageRecords(p), new Map());
        here.add(chunk, JSON.stringify(chunk));
        worked.addWorked(structuredClone(workChunk(p, s)));
      }
    }
    assert.deepEqual(worked.finish(), here.finish());
  });
});
