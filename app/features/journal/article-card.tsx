import Clock from "lucide-react/icons/clock";
import { Link } from "react-router";
import type { PublicBlogPost } from "@domain/catalog";
import { formatLongDate } from "~/lib/format";
import { cn } from "~/lib/utils";
import { ArticleImage } from "./article-image";

export const MAX_CARD_TAGS = 3;

export type ArticleSummary = Pick<
  PublicBlogPost,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "tags"
  | "featuredImage"
  | "publishedAt"
  | "readTime"
  | "isFeatured"
  | "author"
>;

export function toArticleSummary(post: PublicBlogPost): ArticleSummary {
  const { id, slug, title, excerpt, category, tags, featuredImage, publishedAt, readTime, isFeatured, author } = post;
  return { id, slug, title, excerpt, category, tags, featuredImage, publishedAt, readTime, isFeatured, author };
}

export function ArticleCard({
  post,
  linkLabel,
  large = false,
}: {
  post: ArticleSummary;
  linkLabel: string;
  large?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className={cn("overflow-hidden bg-cream-100", large ? "aspect-[16/9]" : "aspect-[16/10]")}>
        <ArticleImage
          src={post.featuredImage}
          sizes={large ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-coffee-500">
          <span className="rounded-full bg-cream-100 px-2.5 py-0.5 font-semibold capitalize text-coffee-700">
            {post.category}
          </span>
          <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" /> {post.readTime} min read
          </span>
        </p>
        <h3 className={cn("mt-3 font-semibold leading-snug", large ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-terracotta-600">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-coffee-600">{post.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium text-forest-600" aria-label="Tags">
          {post.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
        <span aria-hidden className="mt-auto pt-5 text-sm font-semibold text-terracotta-600">
          {linkLabel} →
        </span>
      </div>
    </article>
  );
}
