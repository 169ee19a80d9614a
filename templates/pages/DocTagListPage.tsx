// The docs' tag list (`/docs/tags`): every tag the docs use, with how many docs use it.
import type { DocTagListProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { TagCloud } from '../components/blog';

export function DocTagListPage({ props }: { props: DocTagListProps }) {
  return (
    <div className="container doc-tags">
      <h1>{strings.tags.title}</h1>
      <TagCloud tags={props.tags} />
    </div>
  );
}
