// `@theme/Heading` for a site's own React code: `<Heading as="h2" id="x">` is an h1–h6 with that id and, below
// h1, the same "#" link to itself that Markdown headings get.
import type { HTMLAttributes, ReactNode } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}

export default function Heading({ as: Tag, id, children, ...rest }: HeadingProps) {
  if (Tag === 'h1' || !id) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag id={id} {...rest}>
      {children}{' '}
      <a className="hash-link" href={`#${id}`} aria-label={`#${id}`}>
        #
      </a>
    </Tag>
  );
}
