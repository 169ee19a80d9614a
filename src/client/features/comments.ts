// Giscus comments in a page's placeholder: giscus's client script is added only when the placeholder comes into
// view (it then makes the comments frame), with the theme of the current colour mode; when the reader switches the
// colour mode, the frame is told the new theme with giscus's `setConfig` message. Nothing is loaded on a page
// without a placeholder, and a placeholder that leaves the page (client-side navigation) stops its observers.
import type { CommentsClientConfig } from '../../shared/features';

const mounted = new WeakSet<HTMLElement>();

function themeOf(config: CommentsClientConfig): string {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? config.darkTheme : config.theme;
}

function addScript(el: HTMLElement, config: CommentsClientConfig): void {
  const script = document.createElement('script');
  script.src = `${config.host}/client.js`;
  script.async = true;
  script.crossOrigin = 'anonymous';
  for (const [name, value] of Object.entries(config.attributes)) script.setAttribute(`data-${name}`, value);
  script.setAttribute('data-theme', themeOf(config));
  el.append(script);
}

/** Watches one placeholder: loads giscus when it is near the viewport, follows the colour mode after that. */
export function mountComments(el: HTMLElement, config: CommentsClientConfig): void {
  if (mounted.has(el)) return;
  mounted.add(el);
  // The theme the frame shows: the script's until the frame says it is ready, then each one sent to it.
  let shown = '';
  let ready = false;
  const follow = () => {
    const theme = themeOf(config);
    const frame = el.querySelector<HTMLIFrameElement>('iframe.giscus-frame');
    if (!ready || !frame?.contentWindow || theme === shown) return;
    shown = theme;
    frame.contentWindow.postMessage({ giscus: { setConfig: { theme } } }, config.host);
  };
  const view = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      view.disconnect();
      shown = themeOf(config);
      addScript(el, config);
    },
    { rootMargin: '200px 0px' },
  );
  view.observe(el);
  const mode = new MutationObserver(() => {
    if (!el.isConnected) return stop();
    // Before giscus's script has made its frame, the script's own attribute is the theme it will use.
    const script = el.querySelector('script');
    if (script && !el.querySelector('iframe.giscus-frame'))
      script.setAttribute('data-theme', (shown = themeOf(config)));
    follow();
  });
  mode.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // giscus's frame messages its page once it runs (its height, at least): a theme chosen meanwhile is sent then.
  const onMessage = (e: MessageEvent) => {
    if (!el.isConnected) return stop();
    if (e.origin !== config.host || !(e.data as { giscus?: unknown } | null)?.giscus) return;
    ready = true;
    follow();
  };
  window.addEventListener('message', onMessage);
  const gone = () => {
    if (!el.isConnected) stop();
  };
  window.addEventListener('blogctl:navigated', gone);
  function stop(): void {
    view.disconnect();
    mode.disconnect();
    window.removeEventListener('message', onMessage);
    window.removeEventListener('blogctl:navigated', gone);
  }
}
