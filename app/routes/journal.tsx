import { Link } from "react-router";
import { ArticleCard, toArticleSummary } from "~/features/journal/article-card";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/journal";

export async function loader({ context, request }: Route.LoaderArgs) {
  const posts = await context.services.blog.listPosts();
  const origin = context.origin;
  return {
    posts: posts.map(toArticleSummary),
    origin,
    path: new URL(request.url).pathname,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [
      breadcrumbLd(origin, [
        { name: "Home", path: "/" },
        { name: "Journal", path: "/blog" },
      ]),
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  const origin = data?.origin ?? "";
  return pageMeta({
    title: "Coffee Journal",
    description:
      "Stories from South India's coffee hills: processing, kaapi culture, brewing, sustainability and life on the estates.",
    path: "/blog",
    origin,
    jsonLd: data?.jsonLd,
  });
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const featured = loaderData.posts.filter((post) => post.isFeatured);
  const latest = loaderData.posts.filter((post) => !post.isFeatured);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-coffee-500">
        <ol className="flex gap-2">
          <li>
            <Link to="/" className="hover:text-coffee-800">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-coffee-800">
            Journal
          </li>
        </ol>
      </nav>
      <header className="mt-6 max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Coffee Journal</h1>
        <p className="mt-3 text-lg text-coffee-600">
          Stories from the estates, the roastery and the kitchens of South India.
        </p>
      </header>
      {featured.length ? (
        <section aria-labelledby="featured-stories" className="mt-12">
          <h2 id="featured-stories" className="text-sm font-semibold uppercase tracking-widest text-coffee-500">
            Featured Stories
          </h2>
          <ul className="mt-4 grid gap-6 lg:grid-cols-2">
            {featured.map((post) => (
              <li key={post.id}>
                <ArticleCard post={post} linkLabel="Read More" large />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="latest-stories" className="mt-14">
        <h2 id="latest-stories" className="text-sm font-semibold uppercase tracking-widest text-coffee-500">
          Latest Stories
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {latest.map((post) => (
            <li key={post.id}>
              <ArticleCard post={post} linkLabel="Read More" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
