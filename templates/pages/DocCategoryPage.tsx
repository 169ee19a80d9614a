// A category's generated index page (`link: { type: 'generated-index' }` in a sidebars file): its title and
// description, and its items as cards, in the docs layout with the category's sidebar.
import type { DocCategoryProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { Breadcrumbs, DocCards, DocSidebar, PrevNext } from '../components/docs';

export function DocCategoryPage({ props }: { props: DocCategoryProps }) {
  return (
    <div className="doc-layout">
      <DocSidebar entries={props.sidebar} />
      <div className="doc-layout__main">
        <div className="doc-layout__content">
          <article className="doc doc-generated-index">
            <Breadcrumbs items={props.breadcrumbs} current={props.title} />
            <header>
              <h1>{props.title}</h1>
              {props.description && <p className="doc__description">{props.description}</p>}
            </header>
            {props.items.length > 0 && <DocCards items={props.items} />}
          </article>
          <PrevNext
            previous={props.previous}
            next={props.next}
            label={strings.docs.docsPages}
            prevLabel={strings.docs.previous}
            nextLabel={strings.docs.next}
          />
        </div>
      </div>
    </div>
  );
}
