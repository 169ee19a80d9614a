// The shipped site's Markdown pages: blogctl's, except a page whose front matter lists `places`
// (content/pages/footprints.md), which is drawn as a map and a timeline (footprints/Footprints.tsx).
import type { PageProps } from 'blogctl/theme';
import { MarkdownPage as BlogctlMarkdownPage } from 'blogctl/theme/original/MarkdownPage';
import { Footprints, placesOf } from './footprints/Footprints';

export function MarkdownPage({ props }: { props: PageProps }) {
  const places = placesOf(props.frontMatter?.places);
  if (!places) return <BlogctlMarkdownPage props={props} />;
  return <Footprints title={props.title} content={props.content} places={places} />;
}
