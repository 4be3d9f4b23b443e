/** What other features may use from the catalogue (docs/decisions/060): the product card. (Its skeleton grid, which the root shows while the shop loads, is in components/layout: importing it from here would put the card in every page's first view.) */
export { ProductCard } from "./product-card";
