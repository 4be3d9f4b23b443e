/** The admin's payload schemas (forms and API share them) and answer types. */
export * from "./auth";
export * from "./cafes";
export * from "./community";
export * from "./content";
export * from "./fields";
export * from "./moods";
export * from "./orders";
export * from "./origins";
export * from "./products";
export { ProductFields, ProductInput, ProductPatch } from "../product-fields";
export * from "./seo";
export type * from "./types";
export * from "./discounts";
