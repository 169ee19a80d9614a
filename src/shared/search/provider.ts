// The interface every search provider answers (the built-in index and the hosted one, src/client/search/
// providers.ts). Shared so the theme can use a provider it is given without importing the browser runtime.
import type { SearchResponse } from './types';

export interface SearchProvider {
  search(query: string, options?: { page?: number }): Promise<SearchResponse>;
  /** Fallback "try searching for" suggestions. */
  sections(): string[];
  /** Starts loading what the provider needs (index or client), without searching. */
  preload(): void;
}
