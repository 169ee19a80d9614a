// The root component for the server render: providers, layout, and the page template the registry
// (src/shared/page-templates.ts) names for the route's kind.
import type { PageData, RouteProps, SiteData } from '../src/shared/page-props';
import { PAGE_TEMPLATES } from '../src/shared/page-templates';
import { AppShell } from './AppShell';
import { PAGE_COMPONENTS } from './pages';

export function Page({ props }: { props: RouteProps }) {
  const Template = PAGE_COMPONENTS[PAGE_TEMPLATES[props.kind]];
  return <Template props={props} />;
}

export function App({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <AppShell site={site} page={page}>
      <Page props={page.props} />
    </AppShell>
  );
}
