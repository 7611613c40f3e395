import { Image, type ImageProps } from '@chakra-ui/react';

interface SiteImageProps extends Omit<ImageProps, 'width' | 'height' | 'src' | 'alt'> {
  src: string;
  /**
   * The image's text alternative: "" where the text beside it says all it
   * shows (a card's title, an author's name), so a screen reader does not
   * read it twice.
   */
  alt: string;
  /** Intrinsic size: reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  eager?: boolean;
}

/** A local image with fixed dimensions that scales to its container's width. */
export function SiteImage({ src, alt, width, height, eager, ...rest }: SiteImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={String(width)}
      htmlHeight={String(height)}
      w="100%"
      h="auto"
      aspectRatio={`${width} / ${height}`}
      fit="cover"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      bg="bg.muted"
      {...rest}
    />
  );
}
