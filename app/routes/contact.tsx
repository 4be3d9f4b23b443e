import { ContactForm } from "~/features/community/contact-form";
import { infoPageMeta, loadInfoPage } from "~/features/pages/info-page";
import { organizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/contact";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadInfoPage(context, request, (origin) => [organizationLd(origin)]);
}

export function meta({ data }: Route.MetaArgs) {
  return infoPageMeta(data);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, html } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-lg text-coffee-600">{page.excerpt}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <div className="prose-journal" dangerouslySetInnerHTML={{ __html: html }} />
        <div className="order-first lg:order-none">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
