// The hash of the text each entry of the graph was built from (read-sources.ts sourceHashOf), kept beside the
// entry without being one of its fields (fields are what the route stage's structure key serializes). The route
// stage uses it to tell an unchanged entry without serializing it (routes/structure-cache.ts). Only entries read
// with the Markdown cache on have one.
const sourceHashes = new WeakMap<object, string>();

/** Records the hash of the text `entry` was built from. */
export function recordEntrySource(entry: object, hash: string | undefined): void {
  if (hash) sourceHashes.set(entry, hash);
}

/** The hash of the text `entry` was built from, when recorded. */
export function entrySourceHash(entry: object): string | undefined {
  return sourceHashes.get(entry);
}
