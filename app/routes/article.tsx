import ArrowLeft from "lucide-react/icons/arrow-left";
import Clock from "lucide-react/icons/clock";
import { data, Link } from "react-router";
import { ArticleCard, toArticleSummary } from "~/features/journal/article-card";
import { ArticleActions } from "~/features/journal/article-actions";
import { ArticleImage } from "~/features/journal/article-image";
import { formatLongDate } from "~/lib/format";
import { absolute, pageMeta, SITE_NAME } from "~/lib/meta";
import { breadcrumbLd } from "~/lib/structured-data";
import type { PublicBlogPost } from "@domain/catalog";
import type { Route } from "./+types/article";

export const MAX_RELATED = 3;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { blog, renderMarkdown } = context.services;
  const post = await blog.getPost(params.slug);
  if (!post)
    return data(
      { post: null, html: "", related: [], ogImage: null, origin: context.origin, jsonLd: [] },
      { status: 404 },
    );
  const related = (await blog.listPosts())
    .filter((other) => other.id !== post.id && other.tags.some((tag) => post.tags.includes(tag)))
    .slice(0, MAX_RELATED)
    .map(toArticleSummary);
  return {
    post,
    html: renderMarkdown(post.content),
    related,
    ogImage: context.services.ogImages.find("journal", post.slug),
    origin: context.origin,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: articleLd(context.origin, post),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const post = data?.post;
  const origin = data?.origin ?? "";
  if (!post) return pageMeta({ title: "Post Not Found", path: "/blog", origin, noindex: true });
  return pageMeta({
    title: post.metaTitle ?? post.title,
    description: post.metaDescription ?? post.excerpt,
    path: `/blog/${post.slug}`,
    origin,
    image: data.ogImage ?? post.featuredImage,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    author: post.author,
    keywords: post.tags,
    jsonLd: data.jsonLd,
  });
}

function articleLd(origin: string, post: PublicBlogPost) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      image: post.featuredImage ? [absolute(origin, post.featuredImage)] : undefined,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { "@type": "Person", name: post.author },
      publisher: {
        "@type": "Organization",
        name: SITE_NAME,
        logo: { "@type": "ImageObject", url: absolute(origin, "/images/logo-mark.svg") },
      },
      mainEntityOfPage: `${origin}/blog/${post.slug}`,
      keywords: post.tags.join(", "),
    },
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: "Journal", path: "/blog" },
      { name: post.title, path: `/blog/${post.slug}` },
    ]),
  ];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html, related } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold">Post Not Found</h1>
        <p className="mt-4 text-coffee-500">The blog post you're looking for doesn't exist or has been removed.</p>
        <Link to="/blog" className="mt-8 inline-flex items-center gap-1 font-semibold text-terracotta-600">
          <ArrowLeft aria-hidden className="size-4" /> Back to the Journal
        </Link>
      </section>
    );
  }
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1 text-sm font-medium text-coffee-500 hover:text-coffee-800"
        >
          <ArrowLeft aria-hidden className="size-4" /> Coffee Journal
        </Link>
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-coffee-500">
          <span className="rounded-full bg-cream-100 px-3 py-0.5 font-semibold capitalize text-coffee-700">
            {post.category}
          </span>
          <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {post.readTime} min read
          </span>
        </p>
        <h1 className="mt-4 text-4xl font-semibold leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-xl text-coffee-600">{post.excerpt}</p>
        <p className="mt-4 text-sm font-semibold">By {post.author}</p>
      </header>
      <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
        <ArticleImage
          src={post.featuredImage}
          sizes="(min-width: 1024px) 976px, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
        />
      </div>
      <div className="prose-journal mx-auto mt-12 max-w-3xl px-4 sm:px-6" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="mx-auto mt-10 max-w-3xl border-t border-coffee-800/10 px-4 pt-6 sm:px-6">
        <ArticleActions slug={post.slug} title={post.title} initialViews={post.viewCount} />
      </div>
      <ul className="mx-auto mt-6 flex max-w-3xl flex-wrap gap-2 px-4 sm:px-6" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-forest-600/10 px-3 py-1 text-sm font-medium text-forest-700">
            #{tag}
          </li>
        ))}
      </ul>
      {related.length ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-20 max-w-7xl px-4 pb-20 sm:px-6">
          <h2 id="related-heading" className="text-3xl font-semibold">
            You Might Also Like
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleCard post={other} linkLabel="Read More" />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="pb-20" />
      )}
    </article>
  );
}
