// Highlighting and snippets for search hits: the spans of a text that match the query's terms, marked up
// (with the text between escaped), and the window of words around the first match.
import { escapeHtml } from '../escape';
import { editDistance, normalize, typosAllowed, zhSegmenter, type QueryTerm } from './tokenize';
import type { HighlightValue, SnippetValue } from './types';

export type Ranges = { spans: [number, number][]; matched: string[] };

/** The tags put around each match. */
export interface Marks {
  pre: string;
  post: string;
}

const MARKS: Marks = { pre: '<mark>', post: '</mark>' };

export interface MarkOptions {
  /** @default <mark>…</mark> */
  marks?: Marks;
  /** ranges(text, terms), when already known (rangesOnce). */
  found?: Ranges;
}

/** Match ranges of the query terms in a text, merged, with which terms matched. */
export function ranges(text: string, terms: QueryTerm[]): Ranges {
  let norm = normalize(text);
  if (norm.length !== text.length) norm = text.toLowerCase();
  if (norm.length !== text.length) return { spans: [], matched: [] };
  const spans: [number, number][] = [];
  const matched: string[] = [];
  for (const t of terms) {
    let hitAny = false;
    if (t.kind === 'cjk') {
      for (let i = norm.indexOf(t.term); i !== -1; i = norm.indexOf(t.term, i + t.term.length)) {
        spans.push([i, i + t.term.length]);
        hitAny = true;
      }
    } else {
      const max = typosAllowed(t.term);
      for (const m of norm.matchAll(/[\p{L}\p{N}]+/gu)) {
        const w = m[0];
        let len = 0;
        if (w === t.term || (max > 0 && w[0] === t.term[0] && editDistance(t.term, w, max) <= max)) len = w.length;
        else if (w.startsWith(t.term)) len = t.term.length;
        else if (/[\u3400-\u9fff]/.test(w)) {
          // a latin word glued to Chinese text ("Docker部署") is matched inside the run
          const at = w.indexOf(t.term);
          if (at !== -1) spans.push([m.index! + at, m.index! + at + t.term.length]);
          hitAny ||= at !== -1;
          continue;
        }
        if (len) {
          spans.push([m.index!, m.index! + len]);
          hitAny = true;
        }
      }
    }
    if (hitAny) matched.push(t.term);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return { spans: merged, matched };
}

function level(matched: string[], terms: QueryTerm[]): HighlightValue['matchLevel'] {
  return matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial';
}

/** text[from, to) with each span in it between the marks, the rest escaped. */
function markUp(
  text: string,
  spans: [number, number][],
  { pre, post, from = 0, to = text.length }: Marks & { from?: number; to?: number },
): string {
  let out = '';
  let at = from;
  for (const [s, e] of spans) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    out += escapeHtml(text.slice(at, a)) + pre + escapeHtml(text.slice(a, b)) + post;
    at = b;
  }
  return out + escapeHtml(text.slice(at, to));
}

/**
 * ranges() of each text for one query's terms, each text computed once: a hit's highlight and its snippet read the
 * same text, and a page's hits share their headings (the results' highlights cost only the distinct texts).
 */
export function rangesOnce(terms: QueryTerm[]): (text: string) => Ranges {
  const memo = new Map<string, Ranges>();
  return (text) => {
    let r = memo.get(text);
    if (!r) memo.set(text, (r = ranges(text, terms)));
    return r;
  };
}

/** The whole text with its matches marked. */
export function highlight(text: string, terms: QueryTerm[], options: MarkOptions = {}): HighlightValue {
  const { spans, matched } = options.found ?? ranges(text, terms);
  return {
    value: markUp(text, spans, options.marks ?? MARKS),
    matchLevel: level(matched, terms),
    matchedWords: [...matched],
  };
}

/** A window of about `words` words around the first match (Chinese words counted by the segmenter), marked as by
 *  highlight(), with `ellipsis` where it cuts the text. */
export function snip(
  text: string,
  terms: QueryTerm[],
  options: MarkOptions & { words: number; ellipsis: string },
): SnippetValue {
  const { words, ellipsis, marks = MARKS } = options;
  const { spans, matched } = options.found ?? ranges(text, terms);
  const first = spans[0]?.[0] ?? 0;
  // Segment only a window around the first match: long paragraphs cost nothing beyond it.
  const winFrom = Math.max(0, first - words * 8);
  const winTo = Math.min(text.length, first + words * 16);
  const units = wordStarts(text.slice(winFrom, winTo)).map((i) => i + winFrom);
  if (winFrom === 0 && winTo === text.length && units.length <= words)
    return { value: markUp(text, spans, marks), matchLevel: level(matched, terms) };
  let idx = 0;
  while (idx + 1 < units.length && units[idx + 1] <= first) idx++;
  let startUnit = Math.max(0, idx - Math.floor((words - 1) / 3));
  startUnit = Math.max(0, Math.min(startUnit, units.length - words));
  const from = startUnit === 0 && winFrom === 0 ? 0 : units[startUnit];
  const to = startUnit + words < units.length ? units[startUnit + words] : winTo;
  const value =
    (from > 0 ? ellipsis : '') +
    markUp(text, spans, { ...marks, from, to }).trimEnd() +
    (to < text.length ? ellipsis : '');
  return { value, matchLevel: level(matched, terms) };
}

function wordStarts(text: string): number[] {
  const segmenter = zhSegmenter(); // the one the query terms use: no second one made when the first hits are shaped
  if (segmenter) {
    const out: number[] = [];
    for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.index);
    return out;
  }
  return [...text.matchAll(/[\u3400-\u9fff]|[\p{L}\p{N}]+/gu)].map((m) => m.index!);
}
