// The docs' tag pages, as Docusaurus's docs plugin makes them: `/docs/tags` lists every tag the docs use (with how
// many docs use it), and `/docs/tags/<tag>` lists those docs by title. Only when some doc has a tag; unlisted docs
// are left out of both (as Docusaurus leaves them out).
import type { Doc } from '../content/types';
import { collationRanks } from '../shared/i18n/collation';
import { joinUrl } from '../shared/urls';
import type { RouteContext } from './route-context';

export function addDocTagRoutes(ctx: RouteContext): void {
  const { graph, config, add, slash, docsBase, listHead, docTagData } = ctx;
  const docsByTag = new Map<string, Doc[]>();
  for (const d of graph.docs) {
    if (d.unlisted) continue;
    for (const t of d.tags) (docsByTag.get(t) ?? docsByTag.set(t, []).get(t)!).push(d);
  }
  if (docsByTag.size === 0) return;
  const locale = config.i18n.defaultLocale;
  // Sorted by the label readers see; the docs of a tag by their titles (ranks: shared/i18n/collation.ts).
  const shown = [...graph.docTags.keys()].filter((k) => docsByTag.has(k));
  const labelRank = collationRanks(
    shown.map((k) => docTagData(k).label),
    locale,
  );
  const tagKeys = shown.sort(
    (a, b) => labelRank.get(docTagData(a).label)! - labelRank.get(docTagData(b).label)! || (a < b ? -1 : a > b ? 1 : 0),
  );
  const titleRank = collationRanks(
    [...docsByTag.values()].flat().map((d) => d.title),
    locale,
  );
  const listPath = joinUrl(docsBase, config.docs.tagsBasePath);
  add({
    path: listPath,
    head: listHead(ctx.strings.tags.title, listPath, ctx.strings.tags.title),
    props: () => ({
      kind: 'docTagList',
      tags: tagKeys.map((k) => ({ ...docTagData(k), count: docsByTag.get(k)!.length })),
    }),
    sources: [...new Set(tagKeys.flatMap((k) => docsByTag.get(k)!.map((d) => d.file)))],
    reads: [],
  });
  for (const key of tagKeys) {
    const docs = docsByTag
      .get(key)!
      .slice()
      .sort((a, b) => titleRank.get(a.title)! - titleRank.get(b.title)! || (a.permalink < b.permalink ? -1 : 1));
    const tag = { ...docTagData(key), count: docs.length };
    const title = ctx.strings.docs.tagged(tag.count, tag.label);
    add({
      path: tag.permalink,
      head: listHead(title, tag.permalink, tag.description ?? title),
      props: () => ({
        kind: 'docTag',
        tag,
        docs: docs.map((d) => ({ title: d.title, permalink: slash(d.permalink), description: d.description })),
        allTags: slash(listPath),
      }),
      sources: docs.map((d) => d.file),
      // Titles and descriptions of docs are structure (route-deps.ts): no doc's body shows here.
      reads: [],
    });
  }
}
