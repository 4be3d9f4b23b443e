import CheckCircle2 from "lucide-react/icons/circle-check";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input, Label, textareaClass } from "~/components/ui/field";
import { apiRequest } from "~/lib/api";
import { useFormSubmit, type FieldErrors } from "~/lib/use-form-submit";

type Message = { name: string; email: string; subject: string; message: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form: checked here for what is obvious, by the server for everything; then a clear confirmation. */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, errors, onSubmit } = useFormSubmit<Message>({
    check: (form) => {
      const data = Object.fromEntries(form) as Message;
      const missing: FieldErrors = {};
      if (!data.name.trim()) missing.name = "Please enter your name";
      if (!EMAIL.test(data.email.trim()))
        missing.email = data.email.trim() ? "Please enter a valid email" : "Please enter your email address.";
      if (!data.message.trim()) missing.message = "Please write your message";
      return Object.keys(missing).length ? { errors: missing } : { payload: data };
    },
    send: (message) => apiRequest("POST", "/api/contact", message),
    failure: { title: "Message Not Sent", fallback: "Something went wrong. Please try again." },
    onSuccess: (_, message) => setSentTo(message.email.trim()),
    reset: false,
  });
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="rounded-[var(--radius-card)] border border-forest-500/30 bg-white p-8 text-center shadow-sm outline-none"
      >
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-forest-500" />
        <h2 className="mt-4 font-display text-2xl font-semibold">Message Sent!</h2>
        <p className="mt-2 text-coffee-600">
          Thank you for writing to us. We usually answer within one working day; a copy of your message is on its way to{" "}
          {sentTo}.
        </p>
        <Button type="button" variant="outline" className="mt-6" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="font-display text-2xl font-semibold">
        Send us a message
      </h2>
      <div className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="contact-name">Name *</Label>
            <Input
              id="contact-name"
              name="name"
              autoComplete="name"
              maxLength={100}
              required
              aria-invalid={Boolean(errors.name)}
              aria-describedby="contact-name-error"
            />
            <FieldError id="contact-name-error" message={errors.name} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="contact-email">Email *</Label>
            <Input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              aria-invalid={Boolean(errors.email)}
              aria-describedby="contact-email-error"
            />
            <FieldError id="contact-email-error" message={errors.email} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="contact-subject">Subject</Label>
          <Input
            id="contact-subject"
            name="subject"
            maxLength={150}
            placeholder="Order, wholesale, a question…"
            aria-describedby="contact-subject-error"
          />
          <FieldError id="contact-subject-error" message={errors.subject} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="contact-message">Message *</Label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            maxLength={5000}
            required
            className={textareaClass}
            aria-invalid={Boolean(errors.message)}
            aria-describedby="contact-message-error"
          />
          <FieldError id="contact-message-error" message={errors.message} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
