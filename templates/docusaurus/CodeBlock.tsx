// `@theme/CodeBlock` for a site's own React code: the same box as a Markdown code block (markdown-plugins/
// code-blocks.ts) — its language from `language` or a `language-x` class, its `title` — with the code as text.
// Highlighting is Markdown's (at build time, from the fence); a component's code block is not highlighted. Its
// copy button is rendered here (the theme's CodeCopy then leaves the block as it is, so hydration matches) and
// works through the theme's one click listener.
import type { ReactNode } from 'react';
import { UI_LOCALES, uiLocaleOf } from '../../src/shared/i18n';
import { useSiteConfig } from '../hooks';

export interface CodeBlockProps {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

/** The code as one string (children of a code block are text; anything else is left out). */
function codeOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(codeOf).join('');
  return '';
}

export default function CodeBlock({ children, className, language, title, showLineNumbers }: CodeBlockProps) {
  const lang = language ?? /\blanguage-([\w-]+)/.exec(className ?? '')?.[1] ?? 'text';
  const cls = `language-${lang}`;
  const lines = codeOf(children).replace(/\n$/, '').split('\n');
  const strings = UI_LOCALES[uiLocaleOf(useSiteConfig().locale).table].code;
  return (
    <div className={`code-block ${cls}${showLineNumbers ? ' code-block--numbered' : ''}`} data-language={lang}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <pre className={cls} tabIndex={0}>
        <code className={cls}>
          {lines.map((line, i) => (
            <span className="code-line" key={i}>
              {showLineNumbers ? (
                <span className="code-line__number" aria-hidden="true">
                  {i + 1}
                </span>
              ) : null}
              {line || ' '}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
      <button type="button" className="code-block__copy" aria-label={strings.copyAria}>
        {strings.copy}
      </button>
    </div>
  );
}
