// `@theme/TOCInline` for a site's own React code: a nested list of the `toc` entries it is given (from MDX,
// `toc`), between `minHeadingLevel` and `maxHeadingLevel`.
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const entries = toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <div className="toc-inline">
      <ul>
        {entries.map((t) => (
          <li key={t.id} style={{ marginLeft: `${(t.level - minHeadingLevel) * 1}rem` }}>
            <a href={`#${t.id}`}>{t.value.replace(/<[^>]+>/g, '')}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
