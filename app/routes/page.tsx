import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/page";

/** The informational pages (/about, /contact, …): content managed in the admin's Pages. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const page = await context.services.content.page(slug);
  if (!page) throw new Response("Page not found", { status: 404 });
  return { page, html: context.services.renderMarkdown(page.content), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { page, origin } = data;
  return pageMeta({ title: page.metaTitle ?? page.title, description: page.metaDescription ?? page.excerpt, path: `/${page.slug}`, origin });
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, html } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">{page.title}</h1>
      <p className="mt-4 text-lg text-coffee-500">{page.excerpt}</p>
      <div className="prose-journal mt-10" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
