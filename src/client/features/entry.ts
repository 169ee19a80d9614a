// The site features' entry script, on every page of a site that configures comments or image zoom (no other site
// ships it). It reads the feature config the build wrote into the page, and loads each feature's code only on the
// pages that use it: the comments code where the page has a comments placeholder, the zoom code where the page has
// an image the zoom selector matches. Both follow client-side navigation (`blogctl:navigated`).
import { COMMENTS_ATTR, FEATURES_DATA_ID, type FeatureClientConfig } from '../../shared/features';

const config = JSON.parse(document.getElementById(FEATURES_DATA_ID)?.textContent ?? '{}') as FeatureClientConfig;
let zoom: Promise<unknown> | undefined;
let comments: Promise<typeof import('./comments')> | undefined;

function scan(): void {
  if (config.zoom && !zoom && document.querySelector(config.zoom.selector)) {
    const options = config.zoom;
    zoom = import('./zoom').then((m) => m.startZoom(options));
    zoom.catch((err: unknown) => console.warn('[blogctl] The image zoom code failed to load.', err));
  }
  const placeholders = document.querySelectorAll<HTMLElement>(`[${COMMENTS_ATTR}]`);
  if (config.comments && placeholders.length) {
    const options = config.comments;
    comments ??= import('./comments');
    comments.then(
      (m) => placeholders.forEach((el) => m.mountComments(el, options)),
      (err: unknown) => console.warn('[blogctl] The comments code failed to load.', err),
    );
  }
}

// The page hydrates first: nothing is added to the server's HTML before React has taken it over.
let frames = 0;
function waitForPage(): void {
  const w = window as unknown as { __BLOGCTL_HYDRATED__?: boolean };
  if (w.__BLOGCTL_HYDRATED__ || frames++ > 120) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        scan();
        window.addEventListener('blogctl:navigated', scan);
      }, 0),
    );
    return;
  }
  requestAnimationFrame(waitForPage);
}
waitForPage();
