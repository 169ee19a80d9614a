// The globals src/shared may use: the few that Node and browsers both define. src/shared runs on both sides, so it
// is type-checked with neither the DOM's nor Node's types (tsconfig.shared.json); anything else either side offers
// belongs in that side's code.
declare var performance: { now(): number };
declare var crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };
