import type { ComponentProps } from 'react';

/** An image file referenced from content/, with the size Velite read from it. */
type ImageFile = { src: string; width: number; height: number };

type Props = { image: ImageFile; alt: string; lazy?: boolean } & Omit<
  ComponentProps<'img'>,
  'src' | 'width' | 'height' | 'alt' | 'loading' | 'decoding'
>;

/**
 * A content image (docs/decisions.md, Pages and content): its width and height reserve its space
 * before it loads, so nothing shifts; below the fold (the default) it loads lazily and decodes off
 * the main thread.
 */
export function ContentImage({ image, alt, lazy = true, ...rest }: Props) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      {...rest}
    />
  );
}
