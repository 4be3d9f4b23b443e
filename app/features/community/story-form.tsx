import { useEffect, useRef, useState } from "react";
import { countWords, STORY_CATEGORIES, SUGGESTED_STORY_WORDS } from "@domain/community-rules";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input, Label, textareaClass } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { apiRequest } from "~/lib/api";
import { useFormSubmit, type FieldErrors } from "~/lib/use-form-submit";
import { cn } from "~/lib/utils";

const BREWING_METHODS = [
  "South Indian filter",
  "Pour over",
  "French press",
  "Espresso",
  "AeroPress",
  "Moka pot",
  "Cold brew",
  "Other",
];
/** The required fields in the form's order, each with what to say when it is empty. */
const REQUIRED = {
  name: "Please enter your name",
  email: "Please enter your email address.",
  storyTitle: "Please give your story a title",
  story: "Please write your story",
} as const;

/** The story form of /submit-story; `onSubmitted` shows the thank-you state. */
export function StoryForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [words, setWords] = useState(0);
  const { pending, errors, onSubmit } = useFormSubmit({
    check: (form) => {
      const data = Object.fromEntries(form) as Record<string, string>;
      const missing: FieldErrors = {};
      for (const [field, message] of Object.entries(REQUIRED)) if (!data[field]?.trim()) missing[field] = message;
      if (Object.keys(missing).length)
        return {
          errors: missing,
          toast: { title: "Missing Information", description: "Please fill in all required fields." },
        };
      return { payload: data };
    },
    send: (story) => apiRequest("POST", "/api/stories", story),
    success: { title: "Story Submitted!", description: "Thank you for sharing your coffee story with us." },
    failure: { title: "Submission Failed", fallback: "Something went wrong. Please try again." },
    onSuccess: onSubmitted,
    reset: false,
  });

  // A phone shows one field at a time: take the shopper to the first one to fix (the page's own check or the server's).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  const field = (id: string) => ({
    id: `story-${id}`,
    name: id,
    "aria-invalid": Boolean(errors[id]) || undefined,
    "aria-describedby": `story-${id}-error`,
  });
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="story-form-heading"
      className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="story-form-heading" className="font-display text-2xl font-semibold">
        Your story
      </h2>
      <p className="mt-1 text-sm text-coffee-500">Fields marked * are required.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="story-name">Name *</Label>
          <Input {...field("name")} autoComplete="name" maxLength={100} required />
          <FieldError id="story-name-error" message={errors.name} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="story-email">Email *</Label>
          <Input {...field("email")} type="email" autoComplete="email" maxLength={254} required />
          <FieldError id="story-email-error" message={errors.email} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="story-location">Location</Label>
          <Input {...field("location")} maxLength={120} placeholder="Madurai, Tamil Nadu" />
          <FieldError id="story-location-error" message={errors.location} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="story-category">Category</Label>
          <Select {...field("category")} defaultValue="">
            <option value="">Choose a category</option>
            {STORY_CATEGORIES.map((category) => (
              <option key={category} value={category} className="capitalize">
                {category[0]!.toUpperCase() + category.slice(1)}
              </option>
            ))}
          </Select>
          <FieldError id="story-category-error" message={errors.category} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="story-storyTitle">Story title *</Label>
          <Input {...field("storyTitle")} maxLength={150} required />
          <FieldError id="story-storyTitle-error" message={errors.storyTitle} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Label htmlFor="story-story">Your story * (minimum {SUGGESTED_STORY_WORDS} words)</Label>
            <span
              aria-live="polite"
              className={cn(
                "text-sm",
                words >= SUGGESTED_STORY_WORDS ? "font-semibold text-forest-500" : "text-coffee-500",
              )}
            >
              {words} {words === 1 ? "word" : "words"}
            </span>
          </div>
          <textarea
            {...field("story")}
            rows={10}
            maxLength={20_000}
            required
            className={textareaClass}
            onChange={(e) => setWords(countWords(e.target.value))}
          />
          <FieldError id="story-story-error" message={errors.story} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="story-coffeeExperience">Your coffee experience</Label>
          <textarea
            {...field("coffeeExperience")}
            rows={3}
            maxLength={2000}
            className={textareaClass}
            placeholder="How did you come to coffee? What do you drink every day?"
          />
          <FieldError id="story-coffeeExperience-error" message={errors.coffeeExperience} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="story-brewingMethod">Favourite brewing method</Label>
          <Select {...field("brewingMethod")} defaultValue="">
            <option value="">Choose a method</option>
            {BREWING_METHODS.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </Select>
          <FieldError id="story-brewingMethod-error" message={errors.brewingMethod} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="story-images">Image URLs (comma-separated)</Label>
          <Input {...field("images")} placeholder="https://…, https://…" />
          <FieldError
            id="story-images-error"
            message={errors.images ?? Object.entries(errors).find(([key]) => key.startsWith("images."))?.[1]}
          />
        </div>
      </div>
      <Button type="submit" size="lg" variant="accent" className="mt-6 w-full sm:w-auto" disabled={pending}>
        {pending ? "Submitting..." : "Submit Story"}
      </Button>
    </form>
  );
}
