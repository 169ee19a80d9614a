import type { ArchiveProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { Link } from '../components/Link';

export function ArchivePage({ props }: { props: ArchiveProps }) {
  return (
    <div className="container archive">
      <h1>{strings.blog.archiveTitle}</h1>
      {props.years.map((y) => (
        <section key={y.year} className="archive__year" aria-labelledby={`archive-${y.year}`}>
          <h2 id={`archive-${y.year}`}>{y.year}</h2>
          <ul>
            {y.posts.map((p) => (
              <li key={p.permalink}>
                <time dateTime={p.date}>{p.formattedDate}</time>
                <Link to={p.permalink}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
