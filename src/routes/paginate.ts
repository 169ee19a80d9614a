// Pagination: page 1 lives at the base path, page N at `<base>/<segment>/N`.
import { joinUrl } from '../shared/urls';
import type { Pagination } from '../shared/page-props';

export interface Paginated<T> {
  path: string;
  items: T[];
  pagination: Pagination;
}

/** Splits `items` into pages of `size`. `segment` is `page` for lists and `authors` for author pages (Docusaurus's URL). */
export function paginate<T>(items: T[], size: number, base: string, segment = 'page'): Paginated<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const pathOf = (n: number) => (n === 1 ? base : joinUrl(base, segment, String(n)));
  const out: Paginated<T>[] = [];
  for (let n = 1; n <= totalPages; n++) {
    out.push({
      path: pathOf(n),
      items: items.slice((n - 1) * size, n * size),
      pagination: {
        page: n,
        totalPages,
        totalCount: items.length,
        newer: n > 1 ? pathOf(n - 1) : undefined,
        older: n < totalPages ? pathOf(n + 1) : undefined,
      },
    });
  }
  return out;
}
