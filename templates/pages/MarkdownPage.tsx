import type { PageProps } from '../../src/shared/page-props';
import { Html } from '../components/Html';
import { TableOfContents } from '../components/toc';

export function MarkdownPage({ props }: { props: PageProps }) {
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
