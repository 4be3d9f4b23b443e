import { uploadedImageSrcSet } from "@domain/uploaded-images";

/**
 * An image's `src`, and when it is one the owner uploaded (kept at 400, 800 and 1600 px) its
 * `srcSet` with `sizes` — how wide the page shows it — so a phone takes the small file and a large
 * screen the sharp one. Other images (the SVG artwork, a URL the owner typed) come as they are.
 */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadedImageSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}

/** Admin tables' thumbnails (40–44 px): the smallest upload is plenty. */
export const THUMBNAIL_SIZES = "48px";
