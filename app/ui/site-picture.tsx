// A site picture managed in the back-office (a stored image in several widths), or the bundled
// drawing when staff have not uploaded one.
import { imageSrcSet, imageVariantUrl } from '../../common/media.ts';
import { cn } from './cn.ts';

export interface StoredPicture {
  path: string;
  width: number;
  height: number;
}

export function SitePicture({
  image,
  fallback,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: StoredPicture | null;
  fallback: React.ReactNode;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) return <>{fallback}</>;
  return (
    <img
      src={imageVariantUrl(image.path, 1024)}
      srcSet={imageSrcSet(image.path)}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
