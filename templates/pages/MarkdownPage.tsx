import type { PageProps } from '../../src/shared/page-props';
import { Html } from '../components/Html';
import { TableOfContents } from '../components/toc';

export function MarkdownPage({ props }: { props: PageProps }) {
  // A React page lays itself out (its own .container, hero and rows), over the full width.
  if (props.wide) return <Html value={props.content} className="react-page" />;
  return (
    <div className="container page-layout">
      <article className="page">
        {!props.hideTitle && <h1>{props.title}</h1>}
        <Html value={props.content} className="markdown" />
      </article>
      <div className="page-layout__toc">
        <TableOfContents items={props.toc} />
      </div>
    </div>
  );
}
