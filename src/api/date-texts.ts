// The dates formatDate wrote (shared/i18n/dates.ts), kept in the site's cache between builds: a warm build then
// formats no date it has seen, and never pays for ICU's date formatter set-up. The file is named by everything
// that decides the texts, the Node, ICU, CLDR and Unicode versions (the locale and calendar are in each key), so
// a text is only reused from the same runtime; a missing, unreadable or foreign file is just not used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDateTexts, takeNewDateTexts } from '../shared/i18n/dates';
import { hashOf } from '../util/hash';
import { writeFileAtomic } from '../util/write-atomic';

/** The cache file for this runtime in `cacheDir` (the site's `.blogctl/cache`). */
export function dateTextsFile(cacheDir: string): string {
  const v = process.versions;
  return join(cacheDir, `dates-${hashOf(process.version, v.icu ?? '', v.cldr ?? '', v.unicode ?? '')}.json`);
}

/** Seeds formatDate with the texts of earlier builds on this runtime. */
export function loadDateTexts(cacheDir: string): void {
  try {
    const texts = JSON.parse(readFileSync(dateTextsFile(cacheDir), 'utf8')) as unknown;
    if (texts && typeof texts === 'object' && !Array.isArray(texts)) seedDateTexts(texts as Record<string, string>);
  } catch {
    // No file yet, or not ours: the dates are formatted.
  }
}

/** Saves the texts when this build formatted a date the file did not have. A cache that cannot be written is skipped. */
export function saveDateTexts(cacheDir: string): void {
  const texts = takeNewDateTexts();
  if (!texts) return;
  try {
    writeFileAtomic(dateTextsFile(cacheDir), JSON.stringify(texts));
  } catch {
    // Read-only cache: the next build formats them again.
  }
}
