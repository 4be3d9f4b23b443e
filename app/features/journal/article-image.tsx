import { useState, type ComponentProps } from "react";
import { responsiveImage } from "~/lib/responsive-image";

export const DEFAULT_ARTICLE_IMAGE = "/images/story/estate.svg";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "onError" | "alt"> & {
  alt: string;
  src: string | null;
  /** How wide the picture is shown: an uploaded picture comes in the width that needs. */
  sizes: string;
};

/** An article's picture: the default article image if it fails, nothing if that fails too. */
export function ArticleImage({ src, sizes, alt, ...props }: Props) {
  const [stage, setStage] = useState<"own" | "default" | "hidden">(src ? "own" : "default");
  if (stage === "hidden") return null;
  return (
    <img
      alt={alt}
      // The default goes without the upload's srcset, which would otherwise win over it.
      {...(stage === "own" ? responsiveImage(src!, sizes) : { src: DEFAULT_ARTICLE_IMAGE })}
      onError={(event) => {
        console.warn(`Article image failed to load: ${event.currentTarget.src}`);
        setStage(stage === "own" ? "default" : "hidden");
      }}
      {...props}
    />
  );
}
