import { useEffect } from 'react';
import { readPreferredDocsVersion } from '../../src/shared/docs-version';
import type { DocProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { Breadcrumbs, DocCards, DocSidebar, EntryMeta, PrevNext } from '../components/docs';
import { Html } from '../components/Html';
import { TagChips } from '../components/blog';
import { TableOfContents, TableOfContentsMobile } from '../components/toc';
import { useSite } from '../context';

export function DocPage({ props }: { props: DocProps }) {
  const persist = useSite().docsVersion.persistence;
  useEffect(() => {
    if (persist) readPreferredDocsVersion();
  }, [persist]);
  return (
    <div className="doc-layout">
      <DocSidebar entries={props.sidebar} />
      <div className="doc-layout__main">
        <div className="doc-layout__content">
          <article className="doc">
            {props.draft && (
              <div className="banner banner--warning" role="note">
                {strings.banners.draft}
              </div>
            )}
            {props.unlisted && (
              <div className="banner banner--warning" role="note">
                {strings.banners.unlisted}
              </div>
            )}
            <Breadcrumbs items={props.breadcrumbs} current={props.title} />
            {!props.hideTitle && (
              <header>
                <h1>{props.title}</h1>
              </header>
            )}
            <TableOfContentsMobile items={props.toc} />
            {props.content && <Html value={props.content} className="markdown doc__content" />}
            {!props.content && props.description && <p className="doc__description">{props.description}</p>}
            {props.categoryItems && props.categoryItems.length > 0 && <DocCards items={props.categoryItems} />}
            {(props.tags || props.editUrl || props.lastUpdate) && (
              <footer className="doc__footer">
                {props.tags && <TagChips tags={props.tags} />}
                <EntryMeta editUrl={props.editUrl} lastUpdate={props.lastUpdate} />
              </footer>
            )}
          </article>
          {props.comments && <div className="comments giscus" data-comments="" key={props.comments} />}
          <PrevNext
            previous={props.previous}
            next={props.next}
            label={strings.docs.docsPages}
            prevLabel={strings.docs.previous}
            nextLabel={strings.docs.next}
          />
        </div>
        <div className="doc-layout__toc">
          <TableOfContents items={props.toc} />
        </div>
      </div>
    </div>
  );
}
