import type { AuthorProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { AuthorSocials, BlogLayout, ListPagination, PostPreview } from '../components/blog';
import { Link, useSiteUrl } from '../components/Link';

export function AuthorPage({ props }: { props: AuthorProps }) {
  const siteUrl = useSiteUrl();
  const a = props.author;
  return (
    <BlogLayout sidebar={props.sidebar}>
      <header className="list-header author-card author-card--large">
        {a.imageUrl && <img className="author-card__avatar" src={siteUrl(a.imageUrl)} alt="" width="80" height="80" />}
        <div>
          <h1>{strings.blog.postsBy(a.name)}</h1>
          {a.title && <p className="author-card__title">{a.title}</p>}
          {a.description && <p>{a.description}</p>}
          {a.url && <Link to={a.url}>{a.url}</Link>}
          <AuthorSocials author={a} />
        </div>
      </header>
      {props.posts.map((p) => (
        <PostPreview key={p.permalink} post={p} />
      ))}
      <ListPagination pagination={props.pagination} />
    </BlogLayout>
  );
}
