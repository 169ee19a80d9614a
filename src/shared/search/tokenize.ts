// Tokens for the built-in search, shared by the build (index) and the browser (query): Intl.Segmenter
// zh word segmentation, CJK character bigrams (recall where the segmenter splits differently) and
// lower-cased latin words (prefix and typo matching happen in the engine).

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/g;
const LATIN_WORD = /[\p{L}\p{N}]+/gu;

let segmenter: Intl.Segmenter | null | undefined;
/** The one Chinese word segmenter (null: none in this runtime); creating one costs 20-25 ms in Chromium. */
export function zhSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return segmenter;
}

/**
 * Makes the segmenter and segments a short text once, so that a reader's first query does not pay for it: the
 * browser calls this when the search index is preloaded (the reader is about to type).
 */
export function warmSegmenter(): void {
  const seg = zhSegmenter();
  if (seg) for (const part of seg.segment('预热分词器')) void part;
}

/** Case- and width-folded text. Keeps the length of CJK and ASCII text, so offsets stay usable. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** Segmenter words of a text (word-like only), normalized. Falls back to CJK runs + latin words. */
export function segmentWords(text: string): string[] {
  const norm = normalize(text);
  const seg = zhSegmenter();
  const out: string[] = [];
  if (seg) {
    for (const s of seg.segment(norm)) if (s.isWordLike) out.push(...splitMixed(s.segment));
    return out;
  }
  for (const m of norm.matchAll(/[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+|[\p{L}\p{N}]+/gu))
    out.push(m[0]);
  return out;
}

/** A segment may mix scripts ("k8s集群" on some ICU versions): split it at script changes. */
function splitMixed(word: string): string[] {
  if (!isCjk(word) || !/[^\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/.test(word)) return [word];
  return word.match(/[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+|[\p{L}\p{N}]+/gu) ?? [];
}

/** Latin (non-CJK) words of a normalized text. */
export function latinWords(norm: string): string[] {
  return norm.replace(CJK_RUN, ' ').match(LATIN_WORD) ?? [];
}

/** CJK bigrams and single characters of a normalized text: the index terms for Chinese. */
export function cjkGrams(norm: string): string[] {
  const out: string[] = [];
  for (const run of norm.match(CJK_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]);
      if (i + 1 < chars.length) out.push(chars[i] + chars[i + 1]);
    }
  }
  return out;
}

export type QueryTerm = { kind: 'latin'; term: string } | { kind: 'cjk'; term: string };

/**
 * The words of a query: every one must match (AND). CJK words come from the segmenter; a one-character
 * piece it splits off a longer run ("演唱|会") is glued to its neighbour, so the phrase is matched as typed.
 */
export function queryTerms(query: string): QueryTerm[] {
  const norm = normalize(query);
  const pieces: { w: string; end: number; start: number }[] = [];
  let from = 0;
  for (const w of segmentWords(norm)) {
    const start = norm.indexOf(w, from);
    from = start + w.length;
    const prev = pieces[pieces.length - 1];
    const glue =
      prev && isCjk(w) && isCjk(prev.w) && prev.end === start && ([...w].length === 1 || [...prev.w].length === 1);
    if (glue) {
      prev.w += w;
      prev.end = from;
    } else pieces.push({ w, start, end: from });
  }
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const { w } of pieces) {
    if (seen.has(w)) continue;
    seen.add(w);
    out.push({ kind: isCjk(w) ? 'cjk' : 'latin', term: w });
  }
  return out;
}

/** Damerau-Levenshtein distance (adjacent swap = one typo), bounded: returns max+1 once exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let older: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, older[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    older = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Typos allowed for a latin word, like Algolia's defaults: 1 from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
