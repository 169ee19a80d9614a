// `@docusaurus/ExecutionEnvironment` for a site's own React code: what the code runs in (false on the server).
const canUseDOM = typeof window !== 'undefined' && !!window.document?.createElement;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};

export default ExecutionEnvironment;
