// Computed WCAG contrast of rendered text in real Chromium: the text colour (with opacity) against the
// backgrounds actually behind it, composited up the ancestor chain. A gradient or image behind text cannot
// be measured and is reported as a failure (ratio 0), so such text has to sit on a solid colour.
import type { Page } from 'playwright-core';

export interface TextContrast {
  text: string;
  selector: string;
  ratio: number;
  color: string;
  background: string;
}

/** Contrast of every element with its own visible text under `root` (the root included). */
export async function textContrasts(page: Page, root: string): Promise<TextContrast[]> {
  // tsx keeps function names with a __name() helper that the page does not have.
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  return page.$$eval(root, (roots) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) throw new Error('unparsed colour ' + c);
      const p = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top: number[], bottom: number[]) => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
    };
    const lum = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const out: { text: string; selector: string; ratio: number; color: string; background: string }[] = [];
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!own) continue;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0) continue;
        // Layers from the element outwards until an opaque one; a gradient/image cannot be measured.
        const layers: number[][] = [];
        let unmeasurable = false;
        let opacity = 1;
        for (let e: Element | null = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          opacity *= Number(s.opacity);
          if (s.backgroundImage !== 'none') unmeasurable = true;
          const bg = parse(s.backgroundColor);
          if (bg[3] > 0) layers.push(bg);
          if (bg[3] >= 1) break;
        }
        let bg = [255, 255, 255, 1];
        for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
        const fg = parse(style.color);
        const fgc = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
        const [hi, lo] = [lum(fgc), lum(bg)].sort((a, b) => b - a);
        const cls =
          typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
        out.push({
          text: own,
          selector: el.tagName.toLowerCase() + cls,
          ratio: unmeasurable ? 0 : (hi + 0.05) / (lo + 0.05),
          color: style.color,
          background: `rgb(${bg.slice(0, 3).map(Math.round).join(', ')})`,
        });
      }
    }
    return out;
  });
}
