// Globs of URL paths, as Docusaurus's sitemap `ignorePatterns` match route paths: `**` any number of segments
// (`/a/**` also `/a` itself), `*` any run of characters within a segment, `?` one of them. A trailing slash of
// the path or the glob does not count.

const trimSlash = (s: string) => (s.length > 1 ? s.replace(/\/$/, '') : s);

function globToRegExp(glob: string): RegExp {
  const g = trimSlash(glob);
  let src = '';
  for (let i = 0; i < g.length; i++) {
    if (g.startsWith('/**', i) && (i + 3 === g.length || g[i + 3] === '/')) {
      src += '(?:/.*)?';
      i += 2;
    } else if (g.startsWith('**', i)) {
      src += '.*';
      i++;
    } else if (g[i] === '*') src += '[^/]*';
    else if (g[i] === '?') src += '[^/]';
    else src += g[i]!.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${src}$`);
}

/** Whether a path matches any of the globs. */
export function routeGlobMatcher(globs: string[]): (path: string) => boolean {
  const res = globs.map(globToRegExp);
  return (path) => res.some((re) => re.test(trimSlash(path)));
}
