// A docs tag's page (`/docs/tags/<tag>`): the docs with the tag, as cards, and a link to every tag.
import type { DocTagProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { DocCards } from '../components/docs';
import { Link } from '../components/Link';

export function DocTagPage({ props }: { props: DocTagProps }) {
  return (
    <div className="container doc-tags">
      <header className="list-header">
        <h1>{strings.docs.tagged(props.tag.count ?? props.docs.length, props.tag.label)}</h1>
        {props.tag.description && <p>{props.tag.description}</p>}
        <Link to={props.allTags}>{strings.tags.viewAll}</Link>
      </header>
      <DocCards items={props.docs} />
    </div>
  );
}
