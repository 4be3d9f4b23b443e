import Navigation from "lucide-react/icons/navigation";
import Phone from "lucide-react/icons/phone";
import type { PublicCafe } from "@domain/catalog";
import { cn } from "~/lib/utils";
import { directionsUrl, telUrl } from "./cafe-features";

const action =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500 [&_svg]:size-4";

/** Get Directions (a maps link to the café's coordinates) and Call Café (a tel: link). */
export function CafeActions({ cafe, className }: { cafe: PublicCafe; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <a
        href={directionsUrl(cafe)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(action, "bg-coffee-800 text-cream-50 hover:bg-coffee-700")}
      >
        <Navigation aria-hidden /> Get Directions
      </a>
      {cafe.phone ? (
        <a
          href={telUrl(cafe.phone)}
          className={cn(action, "border border-coffee-800/25 text-coffee-800 hover:border-coffee-800")}
        >
          <Phone aria-hidden /> Call Café
        </a>
      ) : null}
    </div>
  );
}
