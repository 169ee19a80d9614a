// Tags of posts and of docs. Each section has its own tags (as Docusaurus's blog and docs plugins do): its own
// tags.yml at the top of its folder, its own rule for a tag that file does not define (`onInlineTags`) and its
// own tag pages (`/blog/tags/…`, `/docs/tags/…`).
import type { ReportingSeverity } from '../config/schema-sections';
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { isUnreadable, loadTags } from './data-files';
import { kebabCase } from './kebab-case';
import type { UnsafeCheck } from './unsafe-path';
import type { Tag } from './types';

export interface TagSection {
  /** The tags of the section's tags.yml, or null without one (every tag is then used as written). */
  declared: Map<string, Tag> | null;
  /** Declared tags whose page URL would leave the output folder (reported, left out). */
  unsafe: Set<string>;
  /** What an undeclared tag does when there is a tags.yml. */
  rule: ReportingSeverity;
  /** `blog` or `docs`: the config section messages name (`blog.onInlineTags`). */
  section: 'blog' | 'docs';
  /** The section's folder as the config writes it (messages: `./docs/tags.yml`). */
  folder: string;
  /** A tag's page URL from its permalink (`/travel` → `/blog/tags/travel`). */
  pageOf(tagPermalink: string): string;
}

/** Reads a section's tags.yml (when there is one) and reports tags whose pages would leave the output folder. */
export function loadTagSection(
  file: string | undefined,
  spec: Omit<TagSection, 'declared' | 'unsafe'>,
  unsafePath: UnsafeCheck,
  diagnostics: Diagnostic[],
): TagSection {
  const declared = loadTags(file, diagnostics);
  const unsafe = new Set<string>();
  for (const [key, tag] of declared ?? []) {
    const where = tag.permalinkLoc ?? tag.keyLoc;
    const what = tag.permalinkLoc
      ? { source: 'tag-permalink' as const, value: tag.permalink, tag: key }
      : { source: 'tag-key' as const, value: key };
    if (unsafePath(spec.pageOf(tag.permalink), what, where)) unsafe.add(key);
  }
  return { ...spec, declared, unsafe };
}

/**
 * An entry's tags as its front matter writes them, less those that cannot have a page. A tag tags.yml does not
 * define is an error, or (onInlineTags) a warning, and is then used as written.
 */
export function entryTags(
  written: readonly string[] | undefined,
  tags: TagSection,
  loc: (tag: string) => SourceLocation,
  unsafePath: UnsafeCheck,
  diagnostics: Diagnostic[],
): string[] {
  let out = (written ?? []).filter((t) => !tags.unsafe.has(t));
  const { declared, rule } = tags;
  if (declared && !isUnreadable(declared)) {
    for (const t of out) {
      if (declared.has(t)) continue;
      const d = error(
        'CONTENT_UNKNOWN_TAG',
        { tag: t, folder: tags.folder, section: tags.section, known: [...declared.keys()], inline: rule !== 'throw' },
        loc(t),
      );
      if (rule === 'throw') diagnostics.push(d);
      else if (rule !== 'ignore') diagnostics.push({ ...d, severity: 'warning' });
    }
  }
  if (!declared || rule !== 'throw')
    out = out.filter(
      (t) =>
        declared?.has(t) ||
        !unsafePath(tags.pageOf(inlinePermalink(t)), { source: 'undeclared-tag', value: t }, loc(t)),
    );
  return out;
}

/**
 * The section's tags: those of its tags.yml (less the unsafe ones), and the ones its entries use as written. Tags
 * that share a page URL are one tag, as Docusaurus groups tags by permalink (`Form` and `form` are both `/form`):
 * an entry's tag is renamed to the first of them (tags.yml's, else the first entry's), so one page lists them all.
 */
export function sectionTags(tags: TagSection, entries: readonly { tags: string[] }[]): Map<string, Tag> {
  const out = tags.declared ?? new Map<string, Tag>();
  for (const key of tags.unsafe) out.delete(key);
  if (tags.declared && tags.rule === 'throw') return out;
  const byPermalink = new Map([...out].map(([key, tag]) => [tag.permalink, key]));
  for (const e of entries) {
    let renamed = false;
    e.tags.forEach((t, i) => {
      if (out.has(t)) return;
      const permalink = inlinePermalink(t);
      const same = byPermalink.get(permalink);
      if (same === undefined) {
        out.set(t, { key: t, label: t, permalink });
        byPermalink.set(permalink, t);
      } else {
        e.tags[i] = same;
        renamed = true;
      }
    });
    if (renamed) e.tags.splice(0, e.tags.length, ...new Set(e.tags));
  }
  return out;
}

/** A tag used as written: Docusaurus's URL for it is its kebab-cased label (`Harbour Life` → `/harbour-life`). */
export function inlinePermalink(label: string): string {
  return '/' + kebabCase(label);
}
