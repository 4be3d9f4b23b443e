import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import Share2 from "lucide-react/icons/share-2";
import { useEffect, useState } from "react";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

const LIKED_KEY = "liked-articles";
const VIEWED_KEY = "viewed-articles";

function readSet(storage: Storage | undefined, key: string): Set<string> {
  try {
    return new Set(JSON.parse(storage?.getItem(key) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function writeSet(storage: Storage, key: string, set: Set<string>) {
  try {
    storage.setItem(key, JSON.stringify([...set]));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}

/**
 * Views (counted once per browser session by the server), Like (remembered in this browser) and
 * Share (the system share sheet where there is one, else the link is copied).
 */
export function ArticleActions({ slug, title, initialViews }: { slug: string; title: string; initialViews: number }) {
  const [views, setViews] = useState(initialViews);
  const [liked, setLiked] = useState(false);

  useEffect(() => {
    setLiked(readSet(localStorage, LIKED_KEY).has(slug));
    const viewed = readSet(sessionStorage, VIEWED_KEY);
    if (viewed.has(slug)) return;
    viewed.add(slug);
    writeSet(sessionStorage, VIEWED_KEY, viewed);
    void fetch(`/api/blogs/${encodeURIComponent(slug)}/views`, { method: "POST", keepalive: true })
      .then((res) => (res.ok ? (res.json() as Promise<{ viewCount: number }>) : null))
      .then((body) => body && setViews(body.viewCount))
      .catch(() => undefined);
  }, [slug]);

  function toggleLike() {
    const set = readSet(localStorage, LIKED_KEY);
    if (liked) set.delete(slug);
    else set.add(slug);
    writeSet(localStorage, LIKED_KEY, set);
    setLiked(!liked);
  }

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link Copied", description: "The article's link is on your clipboard." });
    } catch {
      toast({ title: "Copy this link", description: url });
    }
  }

  const button =
    "inline-flex h-10 items-center gap-2 rounded-full border border-coffee-800/15 px-4 text-sm font-medium hover:border-coffee-800/40 [&_svg]:size-4";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="inline-flex items-center gap-1.5 text-sm text-coffee-500">
        <Eye aria-hidden className="size-4" /> <span data-testid="view-count">{views.toLocaleString("en-IN")}</span>{" "}
        {views === 1 ? "view" : "views"}
      </p>
      <button
        type="button"
        aria-pressed={liked}
        onClick={toggleLike}
        className={cn(button, liked && "border-terracotta-500 bg-terracotta-500/10 text-terracotta-600")}
      >
        <Heart aria-hidden className={cn(liked && "fill-current")} /> {liked ? "Liked" : "Like"}
      </button>
      <button type="button" onClick={share} className={button}>
        <Share2 aria-hidden /> Share
      </button>
    </div>
  );
}
