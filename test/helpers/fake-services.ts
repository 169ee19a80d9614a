// Stand-ins for the third-party services the site features talk to, served through Playwright's request routing
// (this machine has no network, and the pages must see the real origins their CSP allows):
//  - giscus: a client.js that does what giscus documents (reads its script's data-* attributes, makes an
//    `iframe.giscus-frame` in the `.giscus` element), and a widget page that messages its parent once it runs (as
//    giscus's frame does with its height) and records every message it receives;
//  - gtag.js: reads the dataLayer as gtag.js does and sends one hit per page view and measurement id to the
//    collection endpoint, which is routed too and counted;
//  - gtm.js: counts its loads.
import type { BrowserContext } from 'playwright-core';

export const GISCUS = 'https://giscus.app';

const GISCUS_CLIENT = `(function () {
  var script = document.currentScript;
  var params = new URLSearchParams({ origin: location.href });
  for (var i = 0; i < script.attributes.length; i++) {
    var a = script.attributes[i];
    if (a.name.indexOf('data-') === 0) params.set(a.name.slice(5), a.value);
  }
  var frame = document.createElement('iframe');
  frame.className = 'giscus-frame';
  frame.title = 'Comments';
  frame.src = '${GISCUS}/widget?' + params.toString();
  (document.querySelector('.giscus') || script.parentElement).appendChild(frame);
})();`;

const GISCUS_WIDGET = `<!doctype html><html><body><script>
  var q = new URLSearchParams(location.search);
  window.__received = [];
  document.body.dataset.theme = q.get('theme');
  addEventListener('message', function (e) {
    window.__received.push({ origin: e.origin, data: e.data });
    if (e.data && e.data.giscus && e.data.giscus.setConfig && e.data.giscus.setConfig.theme)
      document.body.dataset.theme = e.data.giscus.setConfig.theme;
  });
  parent.postMessage({ giscus: { resizeHeight: 120 } }, '*');
</script></body></html>`;

const GTAG = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  var ids = [];
  function hit(id, location) {
    fetch('https://www.google-analytics.com/g/collect?en=page_view&tid=' + encodeURIComponent(id) +
      '&dl=' + encodeURIComponent(location), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function handle(a) {
    if (!a || typeof a.length !== 'number') return;
    if (a[0] === 'config') {
      ids.push(a[1]);
      if (!(a[2] && a[2].send_page_view === false)) hit(a[1], location.href);
    }
    if (a[0] === 'event' && a[1] === 'page_view')
      ids.forEach(function (id) { hit(id, (a[2] && a[2].page_location) || location.href); });
  }
  dl.forEach(handle);
  var push = dl.push;
  dl.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(dl, arguments);
  };
})();`;

export interface AnalyticsHits {
  /** Each page view sent, in order: the measurement id and the page's URL. */
  pageViews: { tid: string; url: string }[];
  gtmLoads: number;
}

/** Routes giscus.app, gtag.js, gtm.js and GA's collection endpoint of `context` to the stand-ins. */
export async function routeFakeServices(context: BrowserContext): Promise<AnalyticsHits> {
  const hits: AnalyticsHits = { pageViews: [], gtmLoads: 0 };
  await context.route(`${GISCUS}/client.js`, (r) => r.fulfill({ contentType: 'text/javascript', body: GISCUS_CLIENT }));
  await context.route(`${GISCUS}/widget?*`, (r) => r.fulfill({ contentType: 'text/html', body: GISCUS_WIDGET }));
  await context.route('https://www.googletagmanager.com/gtag/js?*', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: GTAG }),
  );
  await context.route('https://www.googletagmanager.com/gtm.js?*', (r) => {
    hits.gtmLoads++;
    return r.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await context.route('https://www.google-analytics.com/g/collect?*', (r) => {
    const url = new URL(r.request().url());
    hits.pageViews.push({ tid: url.searchParams.get('tid') ?? '', url: url.searchParams.get('dl') ?? '' });
    return r.fulfill({ status: 204, body: '' });
  });
  return hits;
}
