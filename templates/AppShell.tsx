// The frame around a page template: site and route providers plus the layout. The server wraps the
// template chosen in App.tsx; the client runtime wraps the lazily loaded one (src/client/ClientApp.tsx).
import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../src/shared/page-props';
import { BaseUrlIssueBanner } from './components/BaseUrlIssueBanner';
import { RouteProvider, SiteProvider } from './context';
import { Layout } from './Layout';

export function AppShell({ site, page, children }: { site: SiteData; page: PageData; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <RouteProvider page={page}>
        {page.props.kind === 'home' && <BaseUrlIssueBanner />}
        <Layout>{children}</Layout>
      </RouteProvider>
    </SiteProvider>
  );
}
