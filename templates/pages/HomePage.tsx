import type { HomeProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { PostMeta } from '../components/blog';
import { Html } from '../components/Html';
import { Link } from '../components/Link';
import { useSite } from '../context';

export function HomePage({ props }: { props: HomeProps }) {
  const site = useSite();
  // The site's title is shown once: when the navbar shows it, the tagline is the page's heading.
  const titled = !!site.navbar.title && !!site.tagline;
  return (
    <>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{titled ? site.tagline : site.title}</h1>
          {!titled && site.tagline && <p className="hero__subtitle">{site.tagline}</p>}
          {props.intro && <Html value={props.intro} className="hero__intro markdown" />}
          <div className="hero__actions">
            {site.links.blog && (
              <Link to={site.links.blog} className="button button--primary">
                {strings.home.allPosts}
              </Link>
            )}
            {site.links.docs && (
              <Link to={site.links.docs} className="button button--secondary">
                {strings.home.readDocs}
              </Link>
            )}
          </div>
        </div>
      </header>
      <div className="container home">
        {/* No blog (blog: false): no latest-posts section. */}
        {site.links.blog && (
          <section className="home__section" aria-labelledby="home-latest">
            <h2 id="home-latest">{strings.home.latestPosts}</h2>
            <ul className="home__posts">
              {props.latest.map((p) => (
                <li key={p.permalink}>
                  <article className="home-post">
                    <h3 className="home-post__title">
                      <Link to={p.permalink}>{p.title}</Link>
                    </h3>
                    <PostMeta post={p} />
                    <p className="home-post__description">{p.description}</p>
                  </article>
                </li>
              ))}
            </ul>
            <Link to={site.links.blog} className="home__more">
              {strings.home.allPosts} →
            </Link>
          </section>
        )}
        {props.docs.length > 0 && (
          <section className="home__section" aria-labelledby="home-docs">
            <h2 id="home-docs">{strings.home.docsEntry}</h2>
            <ul className="card-grid">
              {props.docs.map((d) => (
                <li key={d.permalink}>
                  <Link to={d.permalink} className="card">
                    <span className="card__title">{d.title}</span>
                    {d.description && <span className="card__description">{d.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
