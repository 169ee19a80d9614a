// The part of a page's search records that depends only on its HTML: headings and text blocks in document
// order (records.ts adds the page's URL, section and title), and the Chinese words of a text. Measured: doing
// this per entry in the Markdown workers and caching it with the entry made the 10,000-post build slower
// (content stage 8.1 s → 13.3 s, search-index only 3.8 s → 3.2 s), so it is not part of the content stage: a
// cold build with worker threads runs it per page in the pool beside the render (worker-tasks.ts).
import { isCjk, segmentWords } from '../shared/search/tokenize';
import type { RecordType } from '../shared/search/types';

export interface SearchBlock {
  type: Exclude<RecordType, 'lvl1'>;
  text: string;
  /** A heading's id (content blocks: null). */
  anchor: string | null;
}

/** Longest content kept per record; code blocks are cut shorter. */
const MAX_CONTENT = 600;
const MAX_CODE = 240;
const BLOCK = /<(h[1-6]|p|li|td|th|pre)\b([^>]*)>([\s\S]*?)<\/\1>/g;

export function extractBlocks(html: string): SearchBlock[] {
  const out: SearchBlock[] = [];
  const re = new RegExp(BLOCK.source, 'g');
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const [whole, tag, attrs, inner] = m;
    if (tag[0] === 'h') {
      const level = Math.max(2, Number(tag[1]));
      const text = htmlToText(
        inner.includes('hash-link') ? inner.replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '') : inner,
      );
      if (!text) continue;
      out.push({ type: `lvl${level}` as SearchBlock['type'], text, anchor: /\bid="([^"]+)"/.exec(attrs)?.[1] ?? null });
      continue;
    }
    if (tag === 'li' && /<(p|ul|ol)\b/.test(inner)) {
      re.lastIndex = m.index + whole.indexOf('>') + 1; // read its paragraphs / nested items on their own
      continue;
    }
    let text = htmlToText(inner);
    if (!text) continue;
    const max = tag === 'pre' ? MAX_CODE : MAX_CONTENT;
    if (text.length > max) text = text.slice(0, max) + '…';
    out.push({ type: 'content', text, anchor: null });
  }
  return out;
}

/** Splits after sentence-ending punctuation (kept with its sentence): a sentence end is always a word boundary. */
const SENTENCE_END = /(?<=[。！？；!?;\n])/;

/**
 * The distinct multi-character CJK words of a text, as the index stores them. Intl.Segmenter is the slow part,
 * so text goes through it a sentence at a time, each distinct sentence once (`memo`).
 */
export function cjkWords(text: string, memo?: Map<string, string[]>): string[] {
  const out = new Set<string>();
  for (const sentence of text.split(SENTENCE_END)) {
    let ws = memo?.get(sentence);
    if (!ws) {
      ws = segmentWords(sentence);
      memo?.set(sentence, ws);
    }
    for (const w of ws) if (w.length >= 2 && isCjk(w)) out.add(w);
  }
  return [...out];
}

/** Text with no code unit from U+1100 on has no CJK character, nor gets one from normalize() (NFKC: the Hangul
 *  jamo U+1100-11FF compose into syllables): it has no CJK words, and the segmenter is not asked (tested in
 *  index-terms.test.ts over every code point). */
export const MAY_BE_CJK = /[\u1100-\uffff]/;

/**
 * cjkWords() for a memo of the words it keeps (`memo`: sentence → its distinct multi-character CJK words, in
 * order; `texts`: whole text → its words). The result may be a memo's own array: read it, never change it.
 */
export function cjkWordsKept(text: string, memo: Map<string, string[]>, texts: Map<string, string[]>): string[] {
  let out = texts.get(text);
  if (out) return out;
  const sentences = text.split(SENTENCE_END);
  let union: Set<string> | undefined;
  for (const sentence of sentences) {
    let ws = memo.get(sentence);
    if (!ws) {
      const kept = new Set<string>();
      if (MAY_BE_CJK.test(sentence)) for (const w of segmentWords(sentence)) if (w.length >= 2 && isCjk(w)) kept.add(w);
      memo.set(sentence, (ws = [...kept]));
    }
    if (sentences.length === 1) out = ws;
    else for (const w of ws) (union ??= new Set()).add(w);
  }
  out ??= union ? [...union] : [];
  texts.set(text, out);
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Whitespace to collapse: a run of two, or any whitespace but a plain space (\s is what trim() removes too). */
const LOOSE_SPACE = /\s\s|[^\S ]/;

/** Tag-free, entity-decoded, whitespace-collapsed text. Each step runs only on text that has what it replaces. */
export function htmlToText(html: string): string {
  let text = html;
  // MathJax's stylesheet, before a page's first formula (content/markdown-plugins/math.ts): not text.
  if (text.includes('<style')) text = text.replace(/<style[\s\S]*?<\/style>/g, '');
  if (text.includes('<')) text = text.replace(/<br\s*\/?>|<\/(div|p|li|tr|td|th)>/gi, ' ').replace(/<[^>]+>/g, '');
  if (text.includes('&')) {
    text = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? all;
    });
  }
  if (LOOSE_SPACE.test(text)) text = text.replace(/\s+/g, ' ');
  return text.trim();
}
