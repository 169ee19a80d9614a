// Announcement bar: dismissal is remembered until the bar's id changes (Docusaurus storage keys).
import { useState } from 'react';
import { strings } from '../../src/shared/strings';
import { useSite } from '../context';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

export function AnnouncementBar() {
  const bar = useSite().announcementBar;
  const [closed, setClosed] = useState(false);
  if (!bar || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
      localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, 'true');
    } catch {
      // Not remembered when storage does not work.
    }
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    setClosed(true);
  };
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close icon-button"
          aria-label={strings.announcement.close}
          onClick={close}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
