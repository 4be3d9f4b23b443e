import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { opensMoodSuggester } from "~/features/ai-mood";
import { cn } from "~/lib/utils";
import type { HeroSlide } from "./section-data";

export const CAROUSEL_INTERVAL_MS = 5000;
export const FADE_MS = 300;
export const DOT_SWITCH_DELAY_MS = 200;

type Props = { title: string; subtitle: string; content: string; slides: HeroSlide[] };

export function Hero({ title, subtitle, content, slides }: Props) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const slide = slides[index];

  /** Fade out, swap the slide, fade back in. */
  function goTo(next: number, delay = FADE_MS) {
    clearTimeout(pending.current);
    setVisible(false);
    pending.current = setTimeout(() => {
      setIndex(next);
      setVisible(true);
    }, delay);
  }

  useEffect(() => {
    if (paused || slides.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => goTo((index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [index, paused, slides.length]);

  useEffect(() => () => clearTimeout(pending.current), []);

  return (
    <section aria-label="Welcome" className="relative isolate overflow-hidden bg-coffee-900 text-cream-50">
      <img
        src="/images/hero/hills.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-coffee-900/85 via-coffee-900/55 to-coffee-900/10" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-400 sm:text-sm">{subtitle}</p>
          <h1 className="mt-4 text-4xl font-semibold leading-[1.08] sm:text-6xl">{title}</h1>
          <p className="mt-6 max-w-xl text-base text-cream-100/90 sm:text-lg">{content}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              className={buttonVariants({ variant: "light", size: "lg" })}
              to={slide ? `/mood/${slide.moodSlug}` : "/discover-your-mood"}
            >
              Find Perfect Match <ArrowRight aria-hidden />
            </Link>
            <a className={buttonVariants({ variant: "outline-light", size: "lg" })} href="#discover">
              Explore All Moods
            </a>
            <Button type="button" variant="ghost-light" size="lg" {...opensMoodSuggester}>
              <Sparkles aria-hidden /> Ask the Mood Suggester
            </Button>
          </div>
        </div>
        {slide ? (
          <div
            className="relative"
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <section
              aria-roledescription="carousel"
              aria-label="Coffee moods"
              className="rounded-[1.75rem] border border-cream-50/15 bg-coffee-900/55 p-6 shadow-2xl sm:p-8"
            >
              <div
                role="group"
                aria-live={paused ? "polite" : "off"}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={cn(
                  "min-h-[15rem] transition-opacity ease-in-out sm:min-h-[13.5rem]",
                  visible ? "opacity-100" : "opacity-0",
                )}
                style={{ transitionDuration: `${FADE_MS}ms` }}
              >
                <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">{slide.mood}</p>
                <h2 className="mt-2 text-2xl font-semibold sm:text-3xl">{slide.coffee}</h2>
                <p className="mt-3 text-cream-100/90">{slide.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tasting notes">
                  {slide.notes.map((note) => (
                    <li key={note} className="rounded-full bg-cream-50/15 px-3 py-1 text-xs font-medium">
                      {note}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/product/${slide.productSlug}`}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-gold-400 hover:text-gold-500"
                >
                  Meet this coffee <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </section>
            <div className="mt-5 flex justify-center gap-2" role="group" aria-label="Choose a mood">
              {slides.map((s, i) => (
                <button
                  key={s.mood}
                  type="button"
                  aria-label={`Show ${s.mood}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => i !== index && goTo(i, DOT_SWITCH_DELAY_MS)}
                  className="grid size-8 place-items-center"
                >
                  <span
                    className={cn(
                      "block h-2 rounded-full transition-all",
                      i === index ? "w-8 bg-gold-400" : "w-2 bg-cream-50/50 hover:bg-cream-50",
                    )}
                  />
                </button>
              ))}
            </div>
            <p className="mt-2 text-center">
              <a
                href="#discover"
                className="text-sm font-medium text-cream-100/80 underline-offset-4 hover:text-cream-50 hover:underline"
              >
                Discover All Coffee Moods
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
