// `@theme/Details` for a site's own React code: a <details> box like Markdown's (templates/mdx.css), its
// `summary` prop (text or a <summary> element) as the summary.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
  children?: ReactNode;
}

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const head =
    isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details className={`details${className ? ' ' + className : ''}`} {...rest}>
      {head}
      <div className="details__content">{children}</div>
    </details>
  );
}
