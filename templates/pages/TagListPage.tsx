import type { TagListProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { BlogLayout } from '../components/blog';
import { Link } from '../components/Link';

export function TagListPage({ props }: { props: TagListProps }) {
  return (
    <BlogLayout sidebar={props.sidebar}>
      <h1>{strings.tags.title}</h1>
      <ul className="tag-cloud">
        {props.tags.map((t) => (
          <li key={t.key}>
            <Link to={t.permalink} className="tag" rel="tag" title={t.description}>
              {t.label}
              <span className="tag__count">{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
