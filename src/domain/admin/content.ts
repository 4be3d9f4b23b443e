/** Home sections, pages and blog posts: the forms' rules, shared by the admin and the API. */
import { z } from "zod";
import { slugify } from "../slug";
import {
  commaList,
  flag,
  optionalSlug,
  optionalText,
  optionalWebUrl,
  plainText,
  requiredText,
  wholeNumber,
  withDefaults,
  choice,
} from "./fields";

// ─── Home sections ──────────────────────────────────────────────────────────

export const HOME_SECTION_DEFAULTS = { order: 0, isActive: true } as const;

export const HomeSectionFields = z.object({
  /** Identifier such as `hero`, `philosophy`, `batch_of_month`. */
  section: z
    .string({ error: "Section id is required" })
    .trim()
    .min(1, "Section id is required")
    .max(60, "Section id must be at most 60 characters")
    .regex(/^[a-z0-9_-]+$/, "Section id may contain only lower-case letters, digits, _ and -"),
  title: optionalText("Title", 200),
  subtitle: optionalText("Subtitle", 500),
  content: optionalText("Content", 10_000),
  buttonText: optionalText("Button text", 60),
  buttonUrl: optionalWebUrl("Button URL"),
  imageUrl: optionalWebUrl("Image URL"),
  order: wholeNumber("Order", 0, 1000),
  isActive: flag("Active"),
  /** Structured extras a section needs (carousel slides, pillars…); kept as given. */
  data: z
    .record(z.string(), z.unknown(), { error: "Data must be a JSON object" })
    .refine((d) => JSON.stringify(d).length <= 50_000, "Data must be at most 50,000 characters")
    .nullable()
    .optional(),
});

export const HomeSectionInput = withDefaults(HomeSectionFields, HOME_SECTION_DEFAULTS);
export type HomeSectionInput = z.output<typeof HomeSectionInput>;
export const HomeSectionPatch = HomeSectionFields.partial();
export type HomeSectionPatch = z.output<typeof HomeSectionPatch>;

// ─── Pages ──────────────────────────────────────────────────────────────────

export const PAGE_STATUSES = ["draft", "published"] as const;
export const PAGE_DEFAULTS = { status: "draft", template: "default", isHomepage: false, menuOrder: 0 } as const;

export const PageFields = z.object({
  title: requiredText("Title", 200),
  /** Empty: made from the title (the blog rule). */
  slug: optionalSlug(),
  excerpt: plainText("Excerpt", 1000),
  /** Markdown; raw HTML in it is shown as text. */
  content: plainText("Content", 100_000),
  status: choice("Status", PAGE_STATUSES),
  template: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string({ error: "Template must be text" })
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]+$/, "Template must be a template id such as default")
      .optional(),
  ),
  isHomepage: flag("Homepage"),
  menuOrder: wholeNumber("Menu order", 0, 1000),
  metaTitle: optionalText("Meta title", 60),
  metaDescription: optionalText("Meta description", 160),
});

export const PageInput = withDefaults(PageFields, PAGE_DEFAULTS);
export type PageInput = z.output<typeof PageInput>;
export const PagePatch = PageFields.partial();
export type PagePatch = z.output<typeof PagePatch>;

// ─── Blog posts ─────────────────────────────────────────────────────────────

export const BLOG_STATUSES = ["draft", "published", "private"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The blog form's category ids (1–6); `category` is what the journal shows (the seed's articles use these slugs). */
export const BLOG_CATEGORIES = [
  { id: 1, slug: "culture", name: "Coffee Culture" },
  { id: 2, slug: "brewing", name: "Brewing Tips" },
  { id: 3, slug: "farming", name: "Farm Stories" },
  { id: 4, slug: "sustainability", name: "Sustainability" },
  { id: 5, slug: "recipes", name: "Recipes" },
  { id: 6, slug: "processing", name: "Processing" },
] as const;
export const BLOG_CATEGORY_IDS = BLOG_CATEGORIES.map((c) => c.id);
export const blogCategoryById = (id: number) => BLOG_CATEGORIES.find((c) => c.id === id);
export const blogCategoryBySlug = (slug: string) => BLOG_CATEGORIES.find((c) => c.slug === slug);

export const BLOG_META_TITLE_MAX = 60;
export const BLOG_META_DESCRIPTION_MAX = 160;
export const BLOG_READ_TIME_DEFAULT = 5;
export const BLOG_DEFAULTS = {
  status: "draft",
  readTime: BLOG_READ_TIME_DEFAULT,
  isFeatured: false,
  categoryId: 1,
  tags: [] as string[],
} as const;

/** The blog rule: lower-cased title, punctuation removed, spaces turned into hyphens. */
export const blogSlugFromTitle = slugify;

export const BlogFields = z.object({
  title: requiredText("Title", 200),
  slug: optionalSlug(),
  excerpt: plainText("Excerpt", 1000),
  /** Markdown (headings, bullets, bold, italic); raw HTML is shown as text. */
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(200_000, "Content must be at most 200,000 characters"),
  metaTitle: optionalText("Meta title", BLOG_META_TITLE_MAX),
  metaDescription: optionalText("Meta description", BLOG_META_DESCRIPTION_MAX),
  tags: commaList("Tags", { maxItems: 20, maxLength: 40 }),
  status: choice("Status", BLOG_STATUSES),
  isFeatured: flag("Featured"),
  categoryId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === "" || v === null ? undefined : v),
    z
      .number({ error: "Category must be one of the listed categories" })
      .refine((id) => BLOG_CATEGORY_IDS.includes(id as never), "Category must be one of the listed categories")
      .optional(),
  ),
  featuredImage: optionalWebUrl("Featured image"),
  readTime: z.preprocess(
    (v) => (v === "" || v === null ? BLOG_READ_TIME_DEFAULT : v),
    wholeNumber("Read time", 1, 240),
  ),
  author: optionalText("Author", 120),
  /** The panel's form sends "admin"; the author shown is `author` (default: the shop). */
  authorId: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

export const BlogInput = withDefaults(BlogFields, BLOG_DEFAULTS);
export type BlogInput = z.output<typeof BlogInput>;
export const BlogPatch = BlogFields.partial();
export type BlogPatch = z.output<typeof BlogPatch>;
