// What the client root shows: a route's data and its template, or the chunk error in its place.
import type { PageData } from '../../shared/page-props';
import type { PageComponent } from './page-modules';

export interface ViewState {
  page: PageData;
  Component?: PageComponent;
  /** Set when the page template's chunk failed to load: the page shows the error and a Retry button. */
  chunkError?: unknown;
  /** The failed chunk's URL, when the route's HTML names it: the Retry button loads it from there. */
  chunkUrl?: string;
}
