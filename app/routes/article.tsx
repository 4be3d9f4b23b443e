import { data, Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/article";

export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await context.services.blog.getPost(params.slug);
  if (!post) return data({ post: null, html: "", origin: context.origin }, { status: 404 });
  return { post, html: context.services.renderMarkdown(post.content), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  const post = data?.post;
  if (!post) return pageMeta({ title: "Post Not Found", path: "/blog", origin: data?.origin ?? "", noindex: true });
  return pageMeta({
    title: post.metaTitle ?? post.title,
    description: post.metaDescription ?? post.excerpt,
    path: `/blog/${post.slug}`,
    origin: data.origin,
    image: post.featuredImage,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    author: post.author,
  });
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold">Post Not Found</h1>
        <p className="mt-4 text-coffee-500">The blog post you're looking for doesn't exist or has been removed.</p>
        <Link to="/blog" className="mt-8 inline-block font-medium text-terracotta-600">
          Back to the Journal
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold leading-tight">{post.title}</h1>
      <p className="mt-3 text-coffee-500">{post.author}</p>
      <div className="prose-journal mt-10" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
