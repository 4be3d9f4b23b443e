import Coffee from "lucide-react/icons/coffee";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import type { MoodCoffee } from "@domain/catalog";
import { Button, buttonVariants } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { StarRating } from "~/components/ui/star-rating";
import { moodCardAdd } from "~/features/cart";
import { PriceTag } from "~/components/product/price-tag";
import { cn } from "~/lib/utils";
import { responsiveImage } from "~/lib/responsive-image";

type Props = { coffee: MoodCoffee; selected: boolean; onSelect: () => void; accent: string };

/** A coffee matched to a mood; choosing it reveals the brewing ritual. Prices are the live product's. */
export function MoodCoffeeCard({ coffee, selected, onSelect, accent }: Props) {
  const product = coffee.product;
  const image = coffee.imageUrl ?? product?.image ?? null;
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-white shadow-sm transition",
        selected ? "border-transparent ring-2 shadow-lg" : "border-coffee-800/10 hover:shadow-md",
      )}
      style={selected ? ({ "--tw-ring-color": accent } as React.CSSProperties) : undefined}
    >
      {/* The title's button covers the picture and the facts (its ::after), so the whole card chooses the coffee. */}
      <div className="relative flex flex-1 flex-col text-left">
        <div className="aspect-[4/3] w-full overflow-hidden bg-cream-100">
          {image ? (
            <FallbackImage
              {...responsiveImage(image, "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw")}
              alt={`${coffee.name} coffee`}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
              fallback={<ImageFallback name={coffee.name} />}
            />
          ) : (
            <ImageFallback name={coffee.name} />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <h2 className="text-2xl font-semibold">
            <button
              type="button"
              onClick={onSelect}
              aria-pressed={selected}
              aria-label={`Choose ${coffee.name} for your brewing ritual`}
              className="text-left after:absolute after:inset-0 focus-visible:outline-none"
            >
              {coffee.name}
            </button>
          </h2>
          <p className="text-coffee-600">“{coffee.description}”</p>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold">Origin</dt>
              <dd className="text-coffee-600">
                {coffee.region}
                {coffee.altitude ? ` · ${coffee.altitude.toLocaleString("en-IN")}m` : ""}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Tasting Notes</dt>
              <dd className="text-coffee-600">{coffee.tastingNotes.join(", ")}</dd>
            </div>
            {coffee.processMethod ? (
              <div>
                <dt className="font-semibold">Process</dt>
                <dd className="text-coffee-600">{coffee.processMethod}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {product ? (
        <div className="space-y-3 border-t border-coffee-800/10 px-5 py-4">
          <div className="flex items-center justify-between gap-3">
            <PriceTag price={product.pricePaise} grams={250} className="text-lg" />
            {product.rating ? <StarRating rating={product.rating} /> : null}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Link
              className={buttonVariants({ variant: "outline", size: "sm" })}
              to={`/product/${product.slug}`}
              aria-label={`View details of ${coffee.name}`}
            >
              View Details
            </Link>
            <Button
              type="button"
              size="sm"
              variant={product.inStock ? "primary" : "outline"}
              disabled={!product.inStock}
              aria-label={product.inStock ? `Add to Cart: ${coffee.name}` : `Out of Stock: ${coffee.name}`}
              onClick={() =>
                moodCardAdd({
                  id: product.id,
                  name: product.name,
                  pricePaise: product.pricePaise,
                  images: product.image ? [product.image] : [],
                  inStock: product.inStock,
                })
              }
            >
              {product.inStock ? <ShoppingBag aria-hidden /> : null}
              {product.inStock ? "Add" : "Out of Stock"}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

function ImageFallback({ name }: { name: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-cream-100 text-coffee-500">
      <Coffee aria-hidden className="size-10" />
      <span className="font-display text-lg">{name}</span>
    </div>
  );
}
