// `@docusaurus/Translate` for a site's own React code. blogctl builds one locale and reads no translation
// files, so a message is shown as written in the code (what Docusaurus shows for its default locale), with its
// `{name}` placeholders filled from `values`.
import { interpolate, type InterpolateValues } from './Interpolate';

export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

/** The message (or, without one, the id) with its placeholders filled: always text. */
export function translate({ message, id }: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values));
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
