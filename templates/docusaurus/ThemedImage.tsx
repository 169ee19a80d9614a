// `@theme/ThemedImage` for a site's own React code: `sources.light` and `sources.dark`, each shown in its color
// mode. Both are rendered (the server does not know the reader's mode); the stylesheet hides the other one by
// `<html data-theme>`.
import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={`themedImage themedImage--${mode}${className ? ' ' + className : ''}`}
          {...rest}
        />
      ))}
    </>
  );
}
