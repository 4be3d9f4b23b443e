import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ArticleCard, type ArticleSummary } from "~/features/journal";
import { SectionHeading } from "./section-heading";

export function JournalSection({
  title,
  subtitle,
  posts,
}: {
  title: string;
  subtitle: string;
  posts: ArticleSummary[];
}) {
  const featured = posts.filter((post) => post.isFeatured);
  const recent = posts.filter((post) => !post.isFeatured);
  return (
    <section id="journal" aria-labelledby="journal-heading" className="bg-cream-100 py-20 defer-render">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="journal-heading" eyebrow="The journal" title={title}>
            {subtitle}
          </SectionHeading>
          <Link className={buttonVariants({ variant: "outline" })} to="/blog">
            View All Stories
          </Link>
        </div>
        {featured.length ? (
          <>
            <h3 className="mt-12 text-sm font-semibold uppercase tracking-widest text-coffee-500">Featured Stories</h3>
            <ul className="mt-4 grid gap-6 lg:grid-cols-2">
              {featured.map((post) => (
                <li key={post.id}>
                  <ArticleCard post={post} linkLabel="Read Story" large />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {recent.length ? (
          <>
            <h3 className="mt-12 text-sm font-semibold uppercase tracking-widest text-coffee-500">Recent Stories</h3>
            <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {recent.map((post) => (
                <li key={post.id}>
                  <ArticleCard post={post} linkLabel="Read Story" />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
