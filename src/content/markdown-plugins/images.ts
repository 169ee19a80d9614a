// Images in Markdown: loading="lazy" (and async decoding) on every image, and width/height from the file
// when the content stage could read its size (relative images), so the page does not shift as they load; a srcset
// and sizes for the responsive copies of the image (config images.responsive, content/responsive-images.ts).
import type { MarkdownIt } from './types';

import type { ImageEnv } from './env';

export function imagesPlugin(md: MarkdownIt): void {
  const render = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const t = tokens[idx];
    const size = (env as ImageEnv).imageSize?.(String(t.attrGet('src') ?? ''));
    if (size && t.attrGet('width') === null && t.attrGet('height') === null) {
      t.attrSet('width', String(size.width));
      t.attrSet('height', String(size.height));
    }
    const responsive = (env as ImageEnv).imageSrcset?.(String(t.attrGet('src') ?? ''));
    if (responsive && t.attrGet('srcset') === null) {
      t.attrSet('srcset', responsive.srcset);
      t.attrSet('sizes', responsive.sizes);
    }
    if (t.attrGet('loading') === null) t.attrSet('loading', 'lazy');
    if (t.attrGet('decoding') === null) t.attrSet('decoding', 'async');
    return render(tokens, idx, options, env, self);
  };
}
