// Locale-aware order of labels (tag names) without ICU's collator when the labels are known: the first
// Intl.Collator of a locale loads its collation data (~15 ms for zh-CN's pinyin tables), which a warm build that
// sorts the same labels as the build before it need not pay. The orders a build computes are kept in the site's
// cache (core/date-texts.ts, one file per Node/ICU/CLDR version, as the date texts) and the next build seeds them.

/** Order by locale and label set: the labels in collation order, those that compare equal in one group. */
const orders = new Map<string, string[][]>();
const used = new Set<string>();
let computed = false;

/**
 * Each of `labels`' rank in `locale`'s collation order (as `a.localeCompare(b, locale)` sorts them): equal ranks
 * for labels that compare equal. Computed with Intl.Collator only for a label set not seen before.
 */
export function collationRanks(labels: Iterable<string>, locale: string): Map<string, number> {
  // Code-unit order: the same set always gives the same key, whatever order the labels came in.
  const distinct = [...new Set(labels)].sort();
  const key = `${locale}\u0000${distinct.join('\u0000')}`;
  let groups = orders.get(key);
  // A seeded order must hold exactly these labels (the key names them; a damaged file's entry is not used).
  if (groups && groups.flat().sort().join('\u0000') !== distinct.join('\u0000')) groups = undefined;
  if (!groups) {
    const compare = new Intl.Collator(locale).compare;
    groups = [];
    for (const label of [...distinct].sort(compare)) {
      const last = groups[groups.length - 1];
      if (last && compare(last[0], label) === 0) last.push(label);
      else groups.push([label]);
    }
    orders.set(key, groups);
    computed = true;
  }
  used.add(key);
  const ranks = new Map<string, number>();
  groups.forEach((group, rank) => group.forEach((label) => ranks.set(label, rank)));
  return ranks;
}

/** Adds orders an earlier process computed with the same Node, ICU and CLDR versions. */
export function seedCollations(saved: unknown): void {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return;
  for (const [key, groups] of Object.entries(saved)) {
    const valid =
      Array.isArray(groups) &&
      groups.every((g) => Array.isArray(g) && g.length > 0 && g.every((l) => typeof l === 'string'));
    if (valid && !orders.has(key)) orders.set(key, groups as string[][]);
  }
}

/** The orders used since the last call, when one of them was computed (else undefined: nothing to save). */
export function takeNewCollations(): Record<string, string[][]> | undefined {
  const fresh = computed;
  computed = false;
  const out = Object.fromEntries([...used].map((key) => [key, orders.get(key)!]));
  used.clear();
  return fresh ? out : undefined;
}
