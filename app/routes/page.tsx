import { infoPageMeta, loadInfoPage } from "~/features/pages/info-page";
import type { Route } from "./+types/page";

/** The informational pages (/about, /brew-guide, /sourcing): content managed in the admin's Pages. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadInfoPage(context, request);
}

export function meta({ data }: Route.MetaArgs) {
  return infoPageMeta(data);
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
