import type { PostProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { AuthorName, AuthorSocials, BlogLayout, PostMeta, TagChips } from '../components/blog';
import { EntryMeta, PrevNext } from '../components/docs';
import { Html } from '../components/Html';
import { useSiteUrl } from '../components/Link';
import { TableOfContents, TableOfContentsMobile } from '../components/toc';

export function PostPage({ props }: { props: PostProps }) {
  const siteUrl = useSiteUrl();
  const { post } = props;
  return (
    <BlogLayout sidebar={props.sidebar} toc={<TableOfContents items={props.toc} />}>
      <article className="post">
        {post.draft && (
          <div className="banner banner--warning" role="note">
            {strings.banners.draft}
          </div>
        )}
        {post.unlisted && (
          <div className="banner banner--warning" role="note">
            {strings.banners.unlisted}
          </div>
        )}
        <header className="post__header">
          <h1 className="post__title">{post.title}</h1>
          <PostMeta post={post} authors={false} />
          {post.authors.length > 0 && (
            <div className="post__authors">
              {post.authors.map((a) => (
                <div className="author-card" key={a.key}>
                  {a.imageUrl ? (
                    <img
                      className="author-card__avatar"
                      src={siteUrl(a.imageUrl)}
                      alt=""
                      width="48"
                      height="48"
                      loading="lazy"
                    />
                  ) : (
                    <span className="author-card__avatar author-card__avatar--initial" aria-hidden="true">
                      {[...a.name.trim()][0] ?? '?'}
                    </span>
                  )}
                  <div>
                    <AuthorName author={a} className="author-card__name" />
                    {a.title && <div className="author-card__title">{a.title}</div>}
                    <AuthorSocials author={a} />
                  </div>
                </div>
              ))}
            </div>
          )}
        </header>
        <TableOfContentsMobile items={props.toc} />
        <Html value={props.content} className="markdown post__content" />
        <footer className="post__footer">
          <TagChips tags={post.tags} />
          <EntryMeta editUrl={props.editUrl} lastUpdate={props.lastUpdate} />
        </footer>
      </article>
      {/* Filled by the comments feature script (src/client/features); keyed so each post gets a fresh one. */}
      {props.comments && <div className="comments giscus" data-comments="" key={props.comments} />}
      <PrevNext
        previous={props.newer}
        next={props.older}
        label={strings.blog.postNav}
        prevLabel={strings.blog.newer}
        nextLabel={strings.blog.older}
      />
    </BlogLayout>
  );
}
