import CheckCircle2 from "lucide-react/icons/circle-check";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { STORY_REVIEW_WINDOW } from "@domain/community-rules";
import { StoryForm } from "~/features/community/story-form";
import { infoPageMeta, loadInfoPage } from "~/features/pages/info-page";
import type { Route } from "./+types/submit-story";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadInfoPage(context, request);
}

export function meta({ data }: Route.MetaArgs) {
  return infoPageMeta(data);
}

export default function SubmitStory({ loaderData }: Route.ComponentProps) {
  const { page, html } = loaderData;
  const [submitted, setSubmitted] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!submitted) return;
    window.scrollTo({ top: 0, behavior: "instant" });
    thanks.current?.focus();
  }, [submitted]);

  if (submitted) {
    return (
      <div ref={thanks} tabIndex={-1} className="mx-auto max-w-2xl px-4 py-20 text-center outline-none sm:px-6">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-forest-500" />
        <h1 className="mt-6 font-display text-4xl font-semibold">Thank You for Sharing!</h1>
        <p className="mt-4 text-lg text-coffee-600">
          Your story is with our editors. Review takes {STORY_REVIEW_WINDOW}; if it is chosen for the Coffee Journal, we
          will write to you before it is published.
        </p>
        <p className="mt-2 text-coffee-500">We have sent a confirmation to your email.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/blog"
            className="inline-flex h-12 items-center rounded-full bg-coffee-800 px-7 font-medium text-cream-50 hover:bg-coffee-700"
          >
            Read the Coffee Journal
          </Link>
          <button
            type="button"
            onClick={() => setSubmitted(false)}
            className="inline-flex h-12 items-center rounded-full border border-coffee-800/25 px-7 font-medium hover:border-coffee-800"
          >
            Share another story
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-lg text-coffee-600">{page.excerpt}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:items-start">
        <div className="prose-journal" dangerouslySetInnerHTML={{ __html: html }} />
        <StoryForm onSubmitted={() => setSubmitted(true)} />
      </div>
    </div>
  );
}
