// A parsed YAML document's plain value, or where and why it cannot have one. The YAML library reports syntax
// errors as it parses, but an alias to an anchor that does not exist (`*nope`) or an alias expansion too large
// to be real data (the "billion laughs" shape) only fail when the value is built, as a thrown ReferenceError with
// no position. This turns that into a located reason the callers report like any other YAML error.
import { visit, type Document } from 'yaml';

export type YamlValue = { ok: true; value: unknown } | { ok: false; reason: string; offset: number };

export function yamlValue(doc: Document): YamlValue {
  try {
    return { ok: true, value: doc.toJS() as unknown };
  } catch (e) {
    if (!(e instanceof Error)) throw e;
    return { ok: false, reason: e.message.split('\n')[0], offset: failingAlias(doc) };
  }
}

/** The offset of the first alias whose anchor is missing; failing that (an expansion too large), the first alias. */
function failingAlias(doc: Document): number {
  let unresolved: number | undefined;
  let first: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      const start = node.range?.[0] ?? 0;
      first ??= start;
      if (unresolved === undefined && !node.resolve(doc)) unresolved = start;
      return unresolved === undefined ? undefined : visit.BREAK;
    },
  });
  return unresolved ?? first ?? 0;
}
