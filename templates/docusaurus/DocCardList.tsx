// `@theme/DocCardList` for a site's own React code: a card for each of `items` (Docusaurus's sidebar items:
// links and categories with an href), or, without items, for every doc of the site.
import { useDocs } from '../hooks';

export interface DocCardItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
}

export default function DocCardList({ items, className }: { items?: DocCardItem[]; className?: string }) {
  const docs = useDocs();
  const cards: DocCardItem[] = items ?? docs.map((d) => ({ label: d.title, href: d.permalink }));
  return (
    <ul className={`card-grid doc-category-items${className ? ' ' + className : ''}`}>
      {cards
        .filter((c) => c.href)
        .map((c) => (
          <li key={c.href}>
            <a className="card" href={c.href} data-internal="">
              <span className="card__title">{c.label}</span>
              {c.description ? <span className="card__description">{c.description}</span> : null}
            </a>
          </li>
        ))}
    </ul>
  );
}
