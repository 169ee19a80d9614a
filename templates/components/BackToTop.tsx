// "Back to top" button: appears once the reader is a screen and a half down the page.
import { useEffect, useState } from 'react';
import { strings } from '../../src/shared/strings';
import { useRuntime } from '../runtime';

export function BackToTop() {
  const [shown, setShown] = useState(false);
  const runtime = useRuntime();
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight * 1.5);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top icon-button${shown ? ' back-to-top--shown' : ''}`}
      aria-label={strings.backToTop}
      title={strings.backToTop}
      tabIndex={shown ? 0 : -1}
      onClick={() => runtime.scrollTo(0)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 14l6-6 6 6"
        />
      </svg>
    </button>
  );
}
