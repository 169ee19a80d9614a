// Copy buttons for build-time code blocks (Markdown HTML the client does not render): added to each
// .code-block after every route render, wired by one delegated click listener, with "copied" feedback.
import { useEffect } from 'react';
import { strings } from '../../src/shared/strings';
import { useRoute } from '../context';

const FEEDBACK_MS = 2000;

/** The code of a block as the author wrote it: line-number gutters left out, no trailing newline. */
export function codeText(block: Element): string {
  const code = block.querySelector('pre code') ?? block.querySelector('pre');
  if (!code) return '';
  const clone = code.cloneNode(true) as Element;
  clone.querySelectorAll('.code-line__number').forEach((n) => n.remove());
  return (clone.textContent ?? '').replace(/\n$/, '');
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Clipboard API missing or denied (plain http): fall back to a hidden textarea.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

function addButtons(): void {
  document.querySelectorAll('.code-block').forEach((block) => {
    if (block.querySelector(':scope > .code-block__copy')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.setAttribute('aria-label', strings.code.copyAria);
    button.textContent = strings.code.copy;
    block.appendChild(button);
  });
}

export function CodeCopy() {
  const { route } = useRoute();
  useEffect(addButtons, [route]);
  useEffect(() => {
    const timers = new WeakMap<Element, number>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.code-block__copy');
      const block = button?.closest('.code-block');
      if (!button || !block) return;
      void writeClipboard(codeText(block)).then(() => {
        button.textContent = strings.code.copied;
        button.setAttribute('aria-label', strings.code.copied);
        button.classList.add('code-block__copy--copied');
        window.clearTimeout(timers.get(button));
        timers.set(
          button,
          window.setTimeout(() => {
            button.textContent = strings.code.copy;
            button.setAttribute('aria-label', strings.code.copyAria);
            button.classList.remove('code-block__copy--copied');
          }, FEEDBACK_MS),
        );
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
