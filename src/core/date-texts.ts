// The dates formatDate wrote (shared/i18n/dates.ts), kept in the site's cache between builds: a warm build then
// formats no date it has seen, and never pays for ICU's date formatter set-up. The file is named by everything
// that decides the texts, blogctl's version and formatDate's revision (DATE_TEXTS_REVISION) and the Node, ICU,
// CLDR and Unicode versions (the locale and calendar are in each key), so a text is only reused from the same
// formatting on the same runtime; a missing, unreadable or foreign file is just not used. The order
// of the tag labels (shared/i18n/collation.ts) is kept the same way, beside them: ICU's collator set-up is the
// same kind of cost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedCollations, takeNewCollations } from '../shared/i18n/collation';
import { DATE_TEXTS_REVISION, seedDateTexts, takeNewDateTexts } from '../shared/i18n/dates';
import { hashOf } from '../util/hash';
import { packageVersion } from '../util/package-root';
import { writeFileAtomic } from '../util/write-atomic';

const runtime = () => {
  const v = process.versions;
  const code = `${packageVersion()}/${DATE_TEXTS_REVISION}`;
  return hashOf(code, process.version, v.icu ?? '', v.cldr ?? '', v.unicode ?? '');
};

/** The cache file for this runtime in `cacheDir` (the site's `.blogctl/cache`). */
export function dateTextsFile(cacheDir: string): string {
  return join(cacheDir, `dates-${runtime()}.json`);
}

/** The file of the collation orders (shared/i18n/collation.ts) for this runtime in `cacheDir`. */
export function collationsFile(cacheDir: string): string {
  return join(cacheDir, `collation-${runtime()}.json`);
}

/** Seeds formatDate with the texts, and the label order with the collation orders, of earlier builds on this runtime. */
export function loadDateTexts(cacheDir: string): void {
  try {
    const texts = JSON.parse(readFileSync(dateTextsFile(cacheDir), 'utf8')) as unknown;
    if (texts && typeof texts === 'object' && !Array.isArray(texts)) seedDateTexts(texts as Record<string, string>);
  } catch {
    // No file yet, or not ours: the dates are formatted.
  }
  try {
    seedCollations(JSON.parse(readFileSync(collationsFile(cacheDir), 'utf8')) as unknown);
  } catch {
    // No file yet, or not ours: the labels are sorted with a collator.
  }
}

/** Saves the texts when this build formatted a date the file did not have. A cache that cannot be written is skipped. */
export function saveDateTexts(cacheDir: string): void {
  const texts = takeNewDateTexts();
  const orders = takeNewCollations();
  try {
    if (texts) writeFileAtomic(dateTextsFile(cacheDir), JSON.stringify(texts));
    if (orders) writeFileAtomic(collationsFile(cacheDir), JSON.stringify(orders));
  } catch {
    // Read-only cache: the next build formats them again.
  }
}
