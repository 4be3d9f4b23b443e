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
  const { page, html, art } = loaderData;
  if (!art)
    return (
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-semibold">{page.title}</h1>
        <p className="mt-4 text-lg text-coffee-500">{page.excerpt}</p>
        <div className="prose-journal mt-10" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    );
  // With artwork (decision 083): title and picture side by side on a laptop, the picture under the title on a phone.
  return (
    <article className="px-4 pb-16 pt-10 sm:px-6 lg:pt-14">
      <header className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14">
        <div>
          <h1 className="text-4xl font-semibold sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-coffee-500">{page.excerpt}</p>
        </div>
        <img
          src={art.src}
          alt={art.alt}
          width={art.width}
          height={art.height}
          fetchPriority="high"
          decoding="async"
          className="w-full rounded-[var(--radius-card)] shadow-[0_20px_50px_-30px_rgba(43,26,18,0.45)]"
        />
      </header>
      <div className="prose-journal mx-auto mt-12 max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
