// `@theme/Admonition` for a site's own React code: the same box Markdown's `:::tip` makes (markdown-plugins/
// admonitions.ts), so both look alike. Without a `title`, the kind's title in the site's locale (the built-in
// zh-CN or en wording; the config's i18n.strings overrides reach Markdown admonitions only).
import type { ReactNode } from 'react';
import { UI_LOCALES, uiLocaleOf } from '../../src/shared/i18n';
import { useSiteConfig } from '../hooks';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  /** Docusaurus's custom icon: blogctl's boxes draw their icon from the kind, so it is not shown. */
  icon?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const { locale } = useSiteConfig();
  const kind = /^[a-z]+$/.test(type) ? type : 'note';
  const titles: Record<string, string> = UI_LOCALES[uiLocaleOf(locale).table].admonition;
  const heading = title ?? titles[kind] ?? kind;
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">
        <span className="admonition-icon" aria-hidden="true"></span>
        {heading}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
