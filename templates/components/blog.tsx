// Blog building blocks: post meta line, tags, preview article, list pagination, year-grouped sidebar.
import type { ReactNode } from 'react';
import type { AuthorData, BlogSidebarData, Pagination, PostSummary, TagData } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { useRoute } from '../context';
import { Html } from './Html';
import { Link } from './Link';
import { Splice } from '../splice';

/** An author's name: a link to their author page or, for an author written inline in a post (no page), to
 *  their own URL when they have one. */
export function AuthorName({ author, className }: { author: AuthorData; className: string }) {
  const to = author.permalink ?? author.url;
  return to === undefined ? (
    <span className={className}>{author.name}</span>
  ) : (
    <Link to={to} className={className}>
      {author.name}
    </Link>
  );
}

/** An author's profile links (Docusaurus's `socials`), by the platform's name. */
export function AuthorSocials({ author }: { author: AuthorData }) {
  if (!author.socials?.length) return null;
  return (
    <ul className="author-socials" aria-label={strings.blog.socialLinks(author.name)}>
      {author.socials.map((s, i) => (
        <li key={i}>
          <Link to={s.url}>{s.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Date, reading time and (unless `authors` is false: a post page shows them in its header) the authors. */
export function PostMeta({ post, authors = true }: { post: PostSummary; authors?: boolean }) {
  return (
    <div className="post-meta">
      <time dateTime={post.date}>{post.formattedDate}</time>
      <span aria-hidden="true"> · </span>
      <span>{strings.blog.readingTime(post.readingMinutes)}</span>
      {authors && post.authors.length > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          {post.authors.map((a, i) => (
            <span key={a.key}>
              {i > 0 && strings.blog.authorSeparator}
              <AuthorName author={a} className="post-meta__author" />
            </span>
          ))}
        </>
      )}
    </div>
  );
}

/** Tags under a post or doc (a doc's tags link to the docs' tag pages). */
export function TagChips({ tags }: { tags: TagData[] }) {
  if (!tags.length) return null;
  return (
    <div className="tag-chips">
      <b className="tag-chips__label">{strings.tags.tagged}</b>
      <ul className="tag-chips__list">
        {tags.map((t) => (
          <li key={t.key}>
            <Link to={t.permalink} className="tag" rel="tag">
              {t.label}
              {t.count !== undefined && <span className="tag__count">{t.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tag list page's tags with their counts (the blog's and the docs'). */
export function TagCloud({ tags }: { tags: TagData[] }) {
  return (
    <ul className="tag-cloud">
      {tags.map((t) => (
        <li key={t.key}>
          <Link to={t.permalink} className="tag" rel="tag" title={t.description}>
            {t.label}
            <span className="tag__count">{t.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PostPreview({ post }: { post: PostSummary }) {
  return (
    <article className="post-preview">
      <header>
        <h2 className="post-preview__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
        <PostMeta post={post} />
      </header>
      {post.excerpt && <Html value={post.excerpt} className="markdown post-preview__excerpt" />}
      <footer className="post-preview__footer">
        <TagChips tags={post.tags} />
        {post.truncated && (
          <Link to={post.permalink} className="post-preview__more" aria-label={strings.blog.readMoreAbout(post.title)}>
            {strings.blog.readMore} →
          </Link>
        )}
      </footer>
    </article>
  );
}

export function ListPagination({ pagination }: { pagination: Pagination }) {
  if (!pagination.newer && !pagination.older) return null;
  return (
    <nav className="pagination-nav" aria-label={strings.blog.listPageNav}>
      {pagination.newer ? (
        <Link to={pagination.newer} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <span className="pagination-nav__label">« {strings.blog.newer}</span>
        </Link>
      ) : (
        <span />
      )}
      {pagination.older && (
        <Link to={pagination.older} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <span className="pagination-nav__label">{strings.blog.older} »</span>
        </Link>
      )}
    </nav>
  );
}

export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <aside className="blog-sidebar">
      <nav aria-label={strings.blog.recentPosts}>
        <BlogSidebarYears sidebar={sidebar} />
      </nav>
    </aside>
  );
}

/** The year-grouped post links; also the secondary menu of the mobile navbar panel on blog pages. */
export function BlogSidebarYears({ sidebar }: { sidebar: BlogSidebarData }) {
  const { route } = useRoute();
  // The same HTML on every page of the blog but the post it marks as the current one (templates/splice.tsx).
  const key = (json: (value: object) => string) =>
    `blogSidebarYears|${sidebar.years.some((y) => y.posts.some((p) => p.permalink === route)) ? route : ''}|${json(sidebar)}`;
  return <Splice k={key}>{() => <BlogSidebarYearList sidebar={sidebar} route={route} />}</Splice>;
}

function BlogSidebarYearList({ sidebar, route }: { sidebar: BlogSidebarData; route: string }) {
  return (
    <>
      <div className="blog-sidebar__title">{sidebar.title}</div>
      {sidebar.years.map((y) => (
        <div key={y.year} className="blog-sidebar__year">
          <h3 className="blog-sidebar__year-title">{y.year}</h3>
          <ul>
            {y.posts.map((p) => (
              <li key={p.permalink}>
                <Link
                  to={p.permalink}
                  className={`blog-sidebar__link${p.permalink === route ? ' blog-sidebar__link--active' : ''}`}
                  aria-current={p.permalink === route ? 'page' : undefined}
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function BlogLayout({
  sidebar,
  children,
  toc,
}: {
  sidebar: BlogSidebarData;
  children: ReactNode;
  toc?: ReactNode;
}) {
  return (
    <div className="container blog-layout">
      <BlogSidebar sidebar={sidebar} />
      <div className="blog-layout__main">{children}</div>
      {toc && <div className="blog-layout__toc">{toc}</div>}
    </div>
  );
}
