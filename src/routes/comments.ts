// Which pages show comments (config `comments`): posts unless `posts: false`, docs when `docs: true`, and on each
// page as its front matter says: `comments: false` hides them and `comments: true` shows them (the only way in
// under `optIn`), as do the fields a site already uses (`frontMatter.show` / `frontMatter.hide`).
import type { ResolvedConfig } from '../config/load-config';
import type { FrontMatter } from '../content/front-matter';

/** The comments prop of a post or doc page: its path (the key the template gives the comments), when it has them. */
export function commentsOf(
  entry: { frontMatter: FrontMatter; permalink: string },
  section: 'posts' | 'docs',
  config: Pick<ResolvedConfig, 'comments'>,
): { comments?: string } {
  const c = config.comments;
  if (!c || !c[section]) return {};
  const fm = entry.frontMatter;
  const { show, hide } = c.frontMatter;
  let on = !c.optIn;
  if (show !== undefined && fm[show] === true) on = true;
  if (hide !== undefined && fm[hide] === true) on = false;
  if (typeof fm.comments === 'boolean') on = fm.comments;
  return on ? { comments: entry.permalink } : {};
}
