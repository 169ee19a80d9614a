import type { TagListProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { BlogLayout, TagCloud } from '../components/blog';

export function TagListPage({ props }: { props: TagListProps }) {
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1>{strings.tags.title}</h1>
      <TagCloud tags={props.tags} />
    </BlogLayout>
  );
}
