import type { ComponentProps } from "react";
import { FallbackImage } from "~/components/ui/fallback-image";

export const PRODUCT_PLACEHOLDER = "/api/placeholder/800/800";

/** A product's first image; the branded placeholder when it has none or it fails to load. */
export function ProductImage({ src, ...props }: Omit<ComponentProps<"img">, "src" | "onError"> & { src?: string | null }) {
  return <FallbackImage src={src || PRODUCT_PLACEHOLDER} fallback={PRODUCT_PLACEHOLDER} width={800} height={800} decoding="async" {...props} />;
}
