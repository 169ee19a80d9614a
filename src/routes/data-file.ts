// The one rule for which routes get a page-data file: a route written as a folder's index.html also gets the
// page-data.json beside it (client-side navigation fetches it); other files (404.html) have none.
import { routeToDataFile } from '../shared/urls';
import type { Route } from './route-types';

export function dataFileOf(route: Pick<Route, 'outFile' | 'path'>): string | null {
  return route.outFile.endsWith('index.html') ? routeToDataFile(route.path) : null;
}
