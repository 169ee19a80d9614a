// A term's chunk entries (chunk → entry code) kept in a Map: the plain form of ChunkEntries that the search's
// chunk-bound tests fill by hand.
import type { ChunkEntries } from '../../src/shared/search/chunk-bounds';

export class MapEntries implements ChunkEntries {
  readonly map = new Map<number, number>();
  get size() {
    return this.map.size;
  }
  get(c: number) {
    return this.map.get(c);
  }
  has(c: number) {
    return this.map.has(c);
  }
  keys() {
    return this.map.keys();
  }
}
