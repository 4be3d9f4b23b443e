import Check from "lucide-react/icons/check";
import type { Philosophy as PhilosophyData } from "./section-data";
import { SectionHeading } from "./section-heading";

export function Philosophy({
  title,
  subtitle,
  content,
  data,
}: {
  title: string;
  subtitle: string;
  content: string;
  data: PhilosophyData;
}) {
  return (
    <section aria-labelledby="philosophy-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 defer-render">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="philosophy-heading" eyebrow={subtitle} title={title}>
            {content}
          </SectionHeading>
        </div>
        <img
          src="/images/story/hands.svg"
          alt="Hands holding freshly picked red coffee cherries"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="w-full rounded-[var(--radius-card)]"
        />
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {data.pillars.map((pillar) => (
          <li key={pillar.name} className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6">
            <p className="font-display text-3xl font-semibold text-terracotta-500">{pillar.name}</p>
            <h3 className="mt-2 text-lg font-semibold">{pillar.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-coffee-600">{pillar.description}</p>
          </li>
        ))}
      </ul>
      {data.promise.title ? (
        <div className="mt-10 grid gap-6 rounded-[var(--radius-card)] bg-cream-100 p-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <h3 className="text-2xl font-semibold">{data.promise.title}</h3>
            <p className="mt-2 text-coffee-600">{data.promise.text}</p>
          </div>
          <ul className="grid gap-2">
            {data.promise.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm font-medium">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-500" /> {point}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
