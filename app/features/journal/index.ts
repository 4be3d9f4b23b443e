/** What other features may use from the journal (docs/decisions/060): an article's card. */
export { ArticleCard, type ArticleSummary } from "./article-card";
