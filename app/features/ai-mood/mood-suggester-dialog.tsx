/**
 * The AI Coffee Mood Suggester: type a feeling or pick a chip, get a mood, a
 * blend, a brew and a café. Loaded only when opened.
 */
import LoaderCircle from "lucide-react/icons/loader-circle";
import Sparkles from "lucide-react/icons/sparkles";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import {
  BLANK_FEELING,
  feelingProblem,
  MAX_FEELING_CHARS,
  MOOD_CHIPS,
  type AiMoodAnswer,
  type AiRecommendation,
} from "@domain/ai-mood";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { ApiError, apiRequest } from "~/lib/api";
import { SECTION_JUMP_ATTRIBUTE } from "~/lib/section-jump";
import { RecommendationView } from "./recommendation-view";
import { returnFocusToOpener } from "./suggester-store";

export const LOADING_TEXT = "Getting your perfect recommendation...";
const FAILED = "Unable to get AI recommendation. Please try again.";

/** The shopper's position, only if they have already allowed this site to know it (never a prompt). */
async function knownPosition(): Promise<{ lat: number; lng: number } | undefined> {
  try {
    const permission = await navigator.permissions?.query({ name: "geolocation" });
    if (permission?.state !== "granted") return undefined;
    return await new Promise((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
        () => resolve(undefined),
        { timeout: 2000, maximumAge: 600_000 },
      ),
    );
  } catch {
    return undefined;
  }
}

/**
 * Home renders its lower sections lazily (content-visibility) with estimated heights: every section is
 * rendered for real first (as a link to a section does; use-section-jump.ts), then the section is
 * scrolled to, and again while the page still moves under it (images, sections hydrating).
 */
function scrollToSection(id: string, tries = 15) {
  const section = document.getElementById(id);
  if (!section) return;
  document.documentElement.setAttribute(SECTION_JUMP_ATTRIBUTE, "");
  // Instant: the page's smooth scrolling would still be moving when we measure.
  section.scrollIntoView({ block: "start", behavior: "instant" });
  const landed = section.getBoundingClientRect().top;
  setTimeout(() => {
    const moved = Math.abs(section.getBoundingClientRect().top - landed) > 1;
    if (tries > 0 && moved) scrollToSection(id, tries - 1);
  }, 120);
}

export function MoodSuggesterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [feeling, setFeeling] = useState("");
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<AiRecommendation | null>(null);
  // False when the server could not read a feeling: the result then offers the chips.
  const [understood, setUnderstood] = useState(true);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const goingToCafe = useRef(false);
  const request = useRef(0);

  function reset() {
    request.current++;
    setFeeling("");
    setResult(null);
    setLoading(false);
  }

  function close() {
    reset();
    onClose();
  }

  async function submit(event?: FormEvent, text = feeling) {
    event?.preventDefault();
    if (loading) return;
    const emotion = text.trim();
    const problem = feelingProblem(text);
    if (problem) {
      toast({
        title: problem === BLANK_FEELING ? "Share your feelings" : "That's a lot to read",
        description: problem,
        variant: "destructive",
      });
      return;
    }
    const mine = ++request.current;
    setLoading(true);
    try {
      const position = await knownPosition();
      const answer = await apiRequest<AiMoodAnswer>("POST", "/api/ai-mood-suggestion", { emotion, ...position });
      if (mine === request.current) {
        setUnderstood(answer.understood !== false);
        setResult(answer.recommendation);
      }
    } catch (error) {
      if (mine !== request.current) return;
      // A rate limit says how long to wait; anything else gets the dialog's usual words.
      const description = error instanceof ApiError && error.status === 429 ? (error.serverMessage ?? FAILED) : FAILED;
      toast({ title: "Something went wrong", description, variant: "destructive" });
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, as in a chat box; Shift+Enter makes a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function tryAnother() {
    reset();
    requestAnimationFrame(() => textArea.current?.focus());
  }

  /** A chip picked under an answer that read no feeling: ask again with it. */
  function askAgain(chip: string) {
    setResult(null);
    setFeeling(chip);
    void submit(undefined, chip);
  }

  function findCafe() {
    goingToCafe.current = true;
    close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="AI Coffee Mood Suggester"
        description={
          result
            ? "Here is what we would pour for you today."
            : "Tell us how you feel — in your own words, any language, emoji welcome — and we'll find your cup."
        }
        // The shared dialog is max-w-lg; the result needs room for three actions side by side.
        className="sm:max-w-2xl!"
        aria-busy={loading}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!goingToCafe.current) {
            returnFocusToOpener();
            return;
          }
          // Going to the café section: scroll there instead of back to the button that opened us.
          goingToCafe.current = false;
          if (window.location.pathname !== "/") {
            window.location.assign("/#cafe-discovery");
            return;
          }
          // After the dialog's scroll lock is gone, or the page cannot scroll.
          setTimeout(() => {
            if (window.location.hash !== "#cafe-discovery") window.history.pushState(null, "", "#cafe-discovery");
            scrollToSection("cafe-discovery");
          }, 0);
        }}
      >
        {result ? (
          <RecommendationView
            recommendation={result}
            onTryAnother={tryAnother}
            onFindCafe={findCafe}
            onShop={close}
            chips={understood ? undefined : { items: MOOD_CHIPS, onPick: askAgain }}
          />
        ) : (
          <form onSubmit={submit} className="mt-5 space-y-5" noValidate>
            <div>
              <label htmlFor="mood-feeling" className="text-sm font-semibold">
                How are you feeling today?
              </label>
              <textarea
                id="mood-feeling"
                ref={textArea}
                value={feeling}
                onChange={(event) => setFeeling(event.target.value)}
                onKeyDown={onKeyDown}
                readOnly={loading}
                maxLength={MAX_FEELING_CHARS}
                rows={4}
                placeholder="Rainy evening, missing home… or just 😴"
                aria-describedby="mood-feeling-hint"
                className="mt-2 block w-full resize-none rounded-2xl border border-coffee-800/20 bg-white px-4 py-3 text-base text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
              />
              <p
                id="mood-feeling-hint"
                className="mt-1.5 flex justify-end gap-4 text-xs text-coffee-500 sm:justify-between"
              >
                <span className="hidden sm:inline">Enter to send · Shift + Enter for a new line</span>
                <span aria-hidden>
                  {feeling.length}/{MAX_FEELING_CHARS}
                </span>
              </p>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold">Or start from one of these</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {MOOD_CHIPS.map((chip) => (
                  <button
                    key={chip}
                    type="button"
                    disabled={loading}
                    aria-pressed={feeling === chip}
                    onClick={() => {
                      setFeeling(chip);
                      textArea.current?.focus();
                    }}
                    className="rounded-full border border-coffee-800/15 bg-white px-3.5 py-2 text-sm text-coffee-700 transition hover:border-terracotta-500 hover:text-terracotta-600 disabled:opacity-50 aria-pressed:border-terracotta-500 aria-pressed:bg-terracotta-500/10 aria-pressed:text-terracotta-600"
                  >
                    {chip}
                  </button>
                ))}
              </div>
            </fieldset>
            <Button
              type="submit"
              size="lg"
              variant="accent"
              // The loading text is long: let it wrap on a phone, and keep it readable while disabled.
              className={cn("h-auto! min-h-12 w-full whitespace-normal! py-3", loading && "disabled:opacity-85!")}
              disabled={loading || feeling.trim() === ""}
            >
              {loading ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
              {loading ? LOADING_TEXT : "Find My Coffee"}
            </Button>
            <p role="status" className="sr-only">
              {loading ? LOADING_TEXT : ""}
            </p>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
