import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/journal";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await context.services.blog.listPosts(), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Coffee Journal",
    description: "Stories from South India's coffee hills: processing, kaapi culture, brewing, sustainability and life on the estates.",
    path: "/blog",
    origin: data?.origin ?? "",
  });
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Coffee Journal</h1>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.posts.map((post) => (
          <li key={post.id} className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5">
            <h2 className="text-xl font-semibold">{post.title}</h2>
            <p className="mt-2 text-sm text-coffee-500">{post.excerpt}</p>
            <Link to={`/blog/${post.slug}`} className="mt-4 inline-block font-medium text-terracotta-600">
              Read More
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
