import type { AuthorListProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { AuthorName, AuthorSocials, BlogLayout } from '../components/blog';
import { useSiteUrl } from '../components/Link';

export function AuthorListPage({ props }: { props: AuthorListProps }) {
  const siteUrl = useSiteUrl();
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1>{strings.blog.authorsTitle}</h1>
      <ul className="author-list">
        {props.authors.map((a) => (
          <li key={a.key} className="author-card">
            {a.imageUrl && (
              <img
                className="author-card__avatar"
                src={siteUrl(a.imageUrl)}
                alt=""
                width="64"
                height="64"
                loading="lazy"
              />
            )}
            <div>
              <AuthorName author={a} className="author-card__name" />
              {a.title && <div className="author-card__title">{a.title}</div>}
              <AuthorSocials author={a} />
              <div className="author-card__count">{strings.blog.authorPosts(a.count ?? 0)}</div>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
