import type { TagProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { BlogLayout, ListPagination, PostPreview } from '../components/blog';
import { Link } from '../components/Link';
import { useSite } from '../context';

export function TagPage({ props }: { props: TagProps }) {
  const { links } = useSite();
  return (
    <BlogLayout sidebar={props.sidebar}>
      <header className="list-header">
        <h1>{strings.blog.tagged(props.tag.count ?? props.pagination.totalCount, props.tag.label)}</h1>
        {props.tag.description && <p>{props.tag.description}</p>}
        {links.tags && <Link to={links.tags}>{strings.tags.viewAll}</Link>}
      </header>
      {props.posts.map((p) => (
        <PostPreview key={p.permalink} post={p} />
      ))}
      <ListPagination pagination={props.pagination} />
    </BlogLayout>
  );
}
