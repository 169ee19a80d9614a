// Build-time HTML (rendered Markdown). The slot name lets the client read it back from the DOM on first load.
import type { HtmlSlot } from '../../src/shared/page-props';

export function Html({
  value,
  className,
  as: Tag = 'div',
}: {
  value: HtmlSlot;
  className?: string;
  as?: 'div' | 'section';
}) {
  return <Tag className={className} data-slot={value.slot} dangerouslySetInnerHTML={{ __html: value.html }} />;
}
