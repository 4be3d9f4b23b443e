/** What other features may use from the catalogue (docs/decisions/060): the product card and its skeleton grid. */
export { ProductCard } from "./product-card";
export { ProductGridSkeleton } from "./product-grid-skeleton";
