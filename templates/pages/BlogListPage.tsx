import type { BlogListProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { BlogLayout, ListPagination, PostPreview } from '../components/blog';

export function BlogListPage({ props }: { props: BlogListProps }) {
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1 className="visually-hidden">
        {props.pagination.page === 1
          ? strings.blog.listTitle
          : `${strings.blog.listTitle} - ${strings.blog.pageN(props.pagination.page)}`}
      </h1>
      {props.posts.map((p) => (
        <PostPreview key={p.permalink} post={p} />
      ))}
      <ListPagination pagination={props.pagination} />
    </BlogLayout>
  );
}
