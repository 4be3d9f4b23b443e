import { COFFEE_CATEGORIES } from "@domain/categories";
import { featuredProducts, toSummary } from "@domain/catalog";
import { newsletterMoodOptions, subscriptionMoodOptions } from "@domain/moods";
import { shortRoastDate } from "@domain/roast-batches";
import { cafeMarkers } from "~/features/cafes/marker-layout.server";
import { Hero } from "~/features/home/hero";
import { MoodTiles } from "~/features/home/mood-tiles";
import { batchData, heroSlides, listData, philosophyData } from "~/features/home/section-data";
import { useSectionJump } from "~/features/home/use-section-jump";
import { toArticleSummary } from "~/features/journal/article-card";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import { organizationLd, websiteLd } from "~/lib/structured-data";
import { island } from "~/lib/island";
import type { Route } from "./+types/home";

// Below the first view: each section's code loads as the shopper nears it (decision 168).
const BatchOfTheMonth = island(() => import("~/features/home/batch-of-month").then((m) => m.BatchOfTheMonth));
const CafeDiscovery = island(() => import("~/features/home/cafe-discovery").then((m) => m.CafeDiscovery));
const CoffeeCategories = island(() => import("~/features/home/coffee-categories").then((m) => m.CoffeeCategories));
const CommunitySection = island(() => import("~/features/home/community-section").then((m) => m.CommunitySection));
const FeaturedCollection = island(() =>
  import("~/features/home/featured-collection").then((m) => m.FeaturedCollection),
);
const JournalSection = island(() => import("~/features/home/journal-section").then((m) => m.JournalSection));
const Philosophy = island(() => import("~/features/home/philosophy").then((m) => m.Philosophy));
const SubscriptionSection = island(() =>
  import("~/features/home/subscription-section").then((m) => m.SubscriptionSection),
);

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, moods, content, blog, cafes } = context.services;
  const [products, moodList, choices, sections, posts, cafeList, pick] = await Promise.all([
    catalog.listProducts(),
    moods.listMoods(),
    moods.moodChoices(),
    content.homeSections(),
    blog.listPosts(),
    cafes.listCafes(),
    cafes.weeklyPick(),
  ]);
  const batchSection = sections.batch_of_month;
  const batch = batchData(batchSection?.data);
  const batchProduct = products.find((p) => p.slug === batch.productSlug);
  // The release's own roast (decision 152): its bags, what is sold and what is left come from the batch.
  const roast = batchProduct ? await catalog.releaseBatch(batchProduct.id) : null;
  const release = roast
    ? { bags: roast.bags, remaining: roast.remaining, code: roast.code, roasted: shortRoastDate(roast.roastedOn) }
    : batchProduct
      ? {
          bags: batchProduct.limitedTo ?? batchProduct.stockQuantity,
          remaining: batchProduct.stockQuantity,
          code: null,
          roasted: null,
        }
      : null;
  return {
    origin: context.origin,
    sections,
    // Read from the sections' JSON here, so the page's script carries no readers and the lower sections'
    // props stay the same objects from render to render (they hydrate on view; app/lib/island.tsx).
    read: {
      slides: heroSlides(sections.hero?.data),
      batch,
      philosophy: philosophyData(sections.philosophy?.data),
      benefits: listData(sections.community?.data, "benefits"),
      promises: listData(sections.subscription?.data, "promises"),
    },
    moods: moodList,
    signUpMoods: { newsletter: newsletterMoodOptions(choices), subscription: subscriptionMoodOptions(choices) },
    featured: featuredProducts(products).map(toSummary),
    categoryCounts: Object.fromEntries(
      COFFEE_CATEGORIES.map((c) => [c.id, products.filter((p) => c.matches(p)).length]),
    ),
    batch: batchSection && batchProduct && release ? { product: toSummary(batchProduct), release } : null,
    posts: posts.map(toArticleSummary),
    cafes: { pick: pick ?? null, markers: cafeMarkers(cafeList), cities: new Set(cafeList.map((c) => c.city)).size },
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [websiteLd(context.origin), organizationLd(context.origin)],
  };
}

export function meta({ data }: Route.MetaArgs) {
  const origin = data?.origin ?? "";
  return pageMeta({
    title: SITE_NAME,
    description:
      "Find the South Indian specialty coffee that fits your mood — single origins from Chikmagalur, Coorg, the Nilgiris and the Pulney and Shevaroy hills, priced in rupees and shipped across India.",
    path: "/",
    origin,
    jsonLd: data?.jsonLd,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, read, moods, signUpMoods, featured, categoryCounts, batch, posts, cafes } = loaderData;
  useSectionJump();
  const hero = sections.hero;
  const philosophy = sections.philosophy;
  const batchSection = sections.batch_of_month;
  const community = sections.community;
  const subscription = sections.subscription;
  const journal = sections.journal;
  return (
    <>
      <Hero
        title={hero?.title ?? "Coffee for Every Mood"}
        subtitle={hero?.subtitle ?? ""}
        content={hero?.content ?? ""}
        slides={read.slides}
      />
      <MoodTiles moods={moods} />
      <FeaturedCollection products={featured} />
      <CoffeeCategories counts={categoryCounts} />
      {batch && batchSection ? (
        <BatchOfTheMonth
          title={batchSection.title ?? "Batch of the Month"}
          subtitle={batchSection.subtitle ?? ""}
          story={batchSection.content ?? ""}
          imageUrl={batchSection.imageUrl}
          batch={read.batch}
          product={batch.product}
          release={batch.release}
        />
      ) : null}
      {philosophy ? (
        <Philosophy
          title={philosophy.title ?? ""}
          subtitle={philosophy.subtitle ?? ""}
          content={philosophy.content ?? ""}
          data={read.philosophy}
        />
      ) : null}
      <CafeDiscovery pick={cafes.pick} markers={cafes.markers} cityCount={cafes.cities} />
      <JournalSection
        title={journal?.title ?? "From the Coffee Journal"}
        subtitle={journal?.subtitle ?? ""}
        posts={posts}
      />
      <CommunitySection
        title={community?.title ?? "Join the Community"}
        subtitle={community?.subtitle ?? ""}
        content={community?.content ?? ""}
        benefits={read.benefits}
        moods={signUpMoods.newsletter}
      />
      <SubscriptionSection
        title={subscription?.title ?? "Your Monthly Coffee Ritual"}
        subtitle={subscription?.subtitle ?? ""}
        content={subscription?.content ?? ""}
        promises={read.promises}
        moods={signUpMoods.subscription}
      />
    </>
  );
}
