// The top progress bar of route changes, so a slow navigation shows it is under way: shown only when a change
// takes longer than 200 ms, starts at 0.08, moves with a 200 ms transition, trickles 0.02 every 800 ms, and
// completes when the page shows.
// Plain DOM outside the React root, so it never disturbs hydration.

export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(doc: Document = document): ProgressBar {
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;
  let el: HTMLElement | null = null;
  let value = 0;

  const set = (n: number) => {
    value = Math.min(Math.max(n, PROGRESS.minimum), 1);
    const bar = el?.firstElementChild as HTMLElement | null;
    if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
  };
  const show = () => {
    el?.remove();
    el = doc.createElement('div');
    el.className = 'route-progress';
    el.setAttribute('role', 'progressbar');
    el.setAttribute('aria-hidden', 'true');
    el.style.setProperty('--route-progress-speed', `${PROGRESS.speed}ms`);
    el.appendChild(doc.createElement('div')).className = 'route-progress__bar';
    doc.body.appendChild(el);
    set(PROGRESS.minimum);
    trickleTimer = setInterval(() => set(Math.min(value + PROGRESS.trickleRate, 0.994)), PROGRESS.trickleSpeed);
  };
  const clear = () => {
    clearTimeout(delayTimer);
    clearInterval(trickleTimer);
    delayTimer = trickleTimer = undefined;
  };
  return {
    start() {
      clear();
      delayTimer = setTimeout(show, PROGRESS.delay);
    },
    done() {
      clear();
      if (!el) return;
      const finished = el;
      el = null;
      const bar = finished.firstElementChild as HTMLElement;
      bar.style.transform = 'translate3d(0,0,0)';
      finished.classList.add('route-progress--done');
      setTimeout(() => finished.remove(), PROGRESS.speed * 2);
    },
  };
}
