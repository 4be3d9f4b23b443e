import Check from "lucide-react/icons/check";
import type { MoodOption } from "@domain/moods";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { apiRequest } from "~/lib/api";
import { useFormSubmit } from "~/lib/use-form-submit";
import { SectionHeading } from "./section-heading";
import { formText } from "~/lib/form-data";

export function CommunitySection({
  title,
  subtitle,
  content,
  benefits,
  moods,
}: {
  title: string;
  subtitle: string;
  content: string;
  benefits: string[];
  /** The favourite-mood choices: every mood the shop lists (newsletterMoodOptions). */
  moods: MoodOption[];
}) {
  const { pending, onSubmit } = useFormSubmit({
    check: (data) => {
      const email = formText(data, "email").trim();
      if (!email) return { toast: { title: "Email Required", description: "Please enter your email address." } };
      return { payload: { email, favoriteMode: formText(data, "favoriteMode") || undefined } };
    },
    send: (payload) => apiRequest("POST", "/api/newsletter/subscribe", payload),
    success: {
      title: "Welcome to Bean & Bhūmi!",
      // Double opt-in (decision 034): nothing arrives until the mailed link is confirmed.
      description: "Please confirm with the link we've sent to your email.",
    },
    failure: { title: "Subscription Failed", fallback: "Please try again later." },
  });

  return (
    <section
      id="community"
      aria-labelledby="community-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 defer-render"
    >
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="community-heading" eyebrow="Community" title={title}>
            {subtitle}
          </SectionHeading>
          <p className="mt-4 text-coffee-600">{content}</p>
          <ul className="mt-6 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-forest-500 text-white">
                  <Check aria-hidden className="size-3.5" />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
        >
          <h3 className="text-2xl font-semibold">Get the weekly letter</h3>
          <div className="mt-6 space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="newsletter-email">Email</Label>
              <Input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                placeholder="you@example.com"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="newsletter-mood">Favourite coffee mood (optional)</Label>
              <Select id="newsletter-mood" name="favoriteMode" defaultValue="">
                <option value="">Any mood</option>
                {moods.map((mood) => (
                  <option key={mood.value} value={mood.value}>
                    {mood.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? "Joining..." : "Join the Community"}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
