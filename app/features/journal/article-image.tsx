import { useState, type ComponentProps } from "react";

export const DEFAULT_ARTICLE_IMAGE = "/images/story/estate.svg";

/** An article's picture: the default article image if it fails, nothing if that fails too. */
export function ArticleImage({ src, ...props }: Omit<ComponentProps<"img">, "src" | "onError"> & { src: string | null }) {
  const [stage, setStage] = useState<"own" | "default" | "hidden">(src ? "own" : "default");
  if (stage === "hidden") return null;
  return (
    <img
      src={stage === "own" ? src! : DEFAULT_ARTICLE_IMAGE}
      onError={(event) => {
        console.warn(`Article image failed to load: ${event.currentTarget.src}`);
        setStage(stage === "own" ? "default" : "hidden");
      }}
      {...props}
    />
  );
}
