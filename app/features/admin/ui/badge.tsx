import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export type Tone = "neutral" | "good" | "warn" | "bad" | "info";

const TONES: Record<Tone, string> = {
  neutral: "bg-coffee-800/8 text-coffee-700",
  good: "bg-forest-500/12 text-forest-700",
  warn: "bg-gold-400/25 text-coffee-800",
  bad: "bg-terracotta-500/15 text-terracotta-600",
  info: "bg-mist-300/50 text-coffee-800",
};

export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<string, Tone> = {
  pending: "warn",
  confirmed: "info",
  processing: "info",
  shipped: "info",
  delivered: "good",
  cancelled: "bad",
  paid: "good",
  failed: "bad",
  refunded: "neutral",
  approved: "good",
  rejected: "bad",
  published: "good",
  draft: "neutral",
  private: "neutral",
  sent: "good",
  active: "good",
  paused: "neutral",
  hidden: "neutral",
  waiting: "warn",
};

/** An order, payment, café, post or mail status in its colour. */
export function StatusBadge({ status }: { status: string }) {
  const text = status.replace(/-/g, " ");
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{text.charAt(0).toUpperCase() + text.slice(1)}</Badge>;
}
