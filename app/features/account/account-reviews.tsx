import Star from "lucide-react/icons/star";
import type { AccountOverview } from "./account-api";

const deliveredOn = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", timeZone: "Asia/Kolkata" });

/**
 * The delivered coffees still waiting for the shopper's review (decision 130): each opens the same signed
 * review page the delivery mail links to, so a review is once per order line however it is reached.
 */
export function AccountReviews({ lines }: { lines: AccountOverview["toReview"] }) {
  if (lines.length === 0)
    return (
      <p className="text-coffee-600">
        Nothing is waiting for a review. Once an order is delivered, its coffees appear here for you to review.
      </p>
    );
  return (
    <ul className="divide-y divide-coffee-100 rounded-2xl border border-coffee-100 bg-white">
      {lines.map((line) => (
        <li key={line.reviewUrl} className="flex flex-wrap items-center gap-4 p-4">
          {line.productImage ? (
            <img src={line.productImage} alt="" width={56} height={56} className="size-14 rounded-xl object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{line.productName}</p>
            <p className="text-sm text-coffee-600">
              {line.weightGrams}g · {line.orderNumber}
              {line.deliveredAt ? ` · delivered ${deliveredOn.format(new Date(line.deliveredAt))}` : ""}
            </p>
          </div>
          <a
            href={line.reviewUrl}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-coffee-300 px-4 text-sm font-semibold hover:bg-coffee-50"
          >
            <Star aria-hidden className="size-4" />
            Review<span className="sr-only"> {line.productName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
