import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";

type Props = Omit<ComponentProps<"img">, "onError" | "alt"> & {
  /** Said instead of the picture; "" for one that only decorates. */
  alt: string;
  /** Shown instead of the image when it fails: another URL, or any element (an icon and a name). */
  fallback: string | ReactNode;
};

/**
 * An <img> that swaps to a fallback when it fails to load — including failures that happen before
 * hydration, which React's onError never sees.
 */
export function FallbackImage({ fallback, src, srcSet, sizes, alt, ...props }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, [src, srcSet]);

  if (failed && typeof fallback !== "string") return <>{fallback}</>;
  return (
    <img
      ref={ref}
      alt={alt}
      src={failed ? (fallback as string) : src}
      // A srcset would win over the fallback's src, so it goes with the image that failed.
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      {...props}
    />
  );
}
