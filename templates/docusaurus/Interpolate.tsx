// `@docusaurus/Interpolate` for a site's own React code: `{name}` placeholders in a text replaced by `values`
// (strings, numbers or React elements). A placeholder without a value stays as written.
import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with its placeholders filled: a string when every value used is text, else React nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let onlyText = true;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(values, m[1])) continue;
    const value = values[m[1]];
    parts.push(text.slice(last, m.index), value);
    if (isValidElement(value) || (typeof value === 'object' && value !== null)) onlyText = false;
    last = m.index! + m[0].length;
  }
  parts.push(text.slice(last));
  if (onlyText)
    return parts.map((p) => (p === null || p === undefined || typeof p === 'boolean' ? '' : String(p))).join('');
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
