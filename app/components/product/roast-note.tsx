import Flame from "lucide-react/icons/flame";
import { istToday, roastLabel } from "@domain/roast-batches";

/**
 * The roast day of the bag the shopper would get (decision 152): "Roasted on 18 Nov", or "Roasted to
 * order, dispatched within 3 days" when the next bags are a planned roast. Nothing without a batch.
 */
export function RoastNote({ roastedOn, className = "" }: { roastedOn: string | null; className?: string }) {
  if (!roastedOn) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium text-forest-600 ${className}`}>
      <Flame aria-hidden className="size-4 shrink-0" />
      <span>{roastLabel(roastedOn, istToday())}</span>
    </p>
  );
}
