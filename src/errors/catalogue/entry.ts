// One entry of the error catalogue: the code's title, and the wording of every diagnostic it reports, as
// templates over typed params. Call sites pass the code, the params and the location; never text.

export interface CodeEntry<P> {
  /** What kind of problem the code names, in one sentence (listings, docs). */
  title: string;
  /** The diagnostic's text: what happened and why. */
  message: (p: P) => string;
  /** What to do next. */
  hint?: (p: P) => string | undefined;
}

/** Declares a catalogue entry; `P` (the params) is taken from the message template. */
export function entry<P>(
  title: string,
  message: (p: P) => string,
  hint?: string | ((p: P) => string | undefined),
): CodeEntry<P> {
  return { title, message, hint: typeof hint === 'string' ? () => hint : hint };
}

/** `n word` or `n words`. */
export function plural(n: number, one: string, many = one + 's'): string {
  return n === 1 ? one : many;
}
