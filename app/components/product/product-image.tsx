import type { ComponentProps } from "react";
import { FallbackImage } from "~/components/ui/fallback-image";
import { responsiveImage } from "~/lib/responsive-image";

export const PRODUCT_PLACEHOLDER = "/api/placeholder/800/800";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "onError" | "alt"> & {
  src?: string | null;
  alt: string;
  /** How wide the image is shown (the `sizes` attribute): the browser picks an uploaded photo's width by it. */
  sizes: string;
};

/**
 * A product's first image; the branded placeholder when it has none or it fails to load. Uploaded
 * photos come in 400, 800 and 1600 px (`srcSet`); the SVG artwork is one file at every size.
 */
export function ProductImage({ src, sizes, ...props }: Props) {
  return (
    <FallbackImage
      {...responsiveImage(src || PRODUCT_PLACEHOLDER, sizes)}
      fallback={PRODUCT_PLACEHOLDER}
      width={800}
      height={800}
      decoding="async"
      {...props}
    />
  );
}
