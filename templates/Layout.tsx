// The frame of every page: skip link, announcement bar, navbar, main area, footer.
import type { ReactNode } from 'react';
import { strings } from '../src/shared/strings';
import { AnnouncementBar } from './components/AnnouncementBar';
import { BackToTop } from './components/BackToTop';
import { CodeCopy } from './components/CodeCopy';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Footer } from './components/Footer';
import { Navbar } from './components/Navbar';
import { useRoute } from './context';
import { Splice } from './splice';

export function Layout({ children }: { children: ReactNode }) {
  const { route } = useRoute();
  return (
    <>
      <a className="skip-to-content" href="#__blogctl_main">
        {strings.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper">
        <main id="__blogctl_main" tabIndex={-1}>
          <ErrorBoundary route={route}>{children}</ErrorBoundary>
        </main>
      </div>
      <Splice k="footer">{() => <Footer />}</Splice>
      <CodeCopy />
      <Splice k="backToTop">{() => <BackToTop />}</Splice>
    </>
  );
}
