import type { CoffeeSeed, ProductSeed } from "../types";
import { productSeeds } from "./products";

/**
 * Origins ("coffees" in the admin), one per shop product, with the same name. Mood cards show these;
 * the shared facts (region, estate, altitude, notes, price, stock) are copied from the product so the
 * two never disagree, and each origin carries its own short and long description.
 */
type OriginText = {
  productSlug: string;
  roastLevel: "light" | "medium" | "medium-dark" | "dark";
  description: string;
  detailedDescription: string;
};

const originTexts: OriginText[] = [
  {
    productSlug: "morning-dust-light-roast-coffee",
    roastLevel: "light",
    description:
      "A washed arabica from the slopes where Indian coffee began — jasmine, orange blossom and raw honey, gentle as morning mist.",
    detailedDescription:
      "Grown at 1,350 metres on the Attigundi side of the Baba Budangiri range in Chikmagalur, under a double canopy of silver oak and jackfruit with pepper vines on the shade trees. Shankar Gowda's family picks in three selective passes, ferments the pulped parchment for thirty-six hours in spring-fed tanks and dries it on raised beds for twelve days. The result is a clean, tea-like cup with floral aromatics and a soft stone-fruit sweetness that builds as it cools. Roasted light, just past first crack; best as a slow pour-over.",
  },
  {
    productSlug: "earth-ember-dark-roast-coffee",
    roastLevel: "dark",
    description:
      "Sun-dried Coorg and Chikmagalur arabica roasted dark — dark cocoa, jaggery and a smouldering clove finish.",
    detailedDescription:
      "A blend of natural-process arabica from smallholders on the Harangi side of Kodagu and around Mudigere in Chikmagalur, grown at about 1,100 metres among pepper, arecanut and silver oak. The cherries are dried whole on barbecue yards for three to four weeks, which gives the blend its heavy body and ripe-fruit depth. Roasted into second crack, it turns smoky and cocoa-rich without tipping into bitterness, and holds its own with milk in a press pot, a moka pot or a filter.",
  },
  {
    productSlug: "forest-pour-medium-roast-coffee",
    roastLevel: "medium",
    description:
      "A forest-grown Coorg arabica with green-apple brightness, milk chocolate and a breath of black pepper.",
    detailedDescription:
      "From Kakkabe Hill Estate below Thadiandamol, Kodagu's highest peak, at 1,200 metres. The arabica grows under rosewood, wild fig and silver oak, with pepper vines on the shade trees and cardamom in the wet hollows, and the estate is certified organic. Washed and dried on patios, graded Plantation AA. A balanced medium roast keeps the crisp fruit up front and lets the chocolate and spice come through underneath — equally good hot through a V60 or brewed cold.",
  },
  {
    productSlug: "golden-hush-honey-process-coffee",
    roastLevel: "light",
    description:
      "Honey-processed Shevaroy Hills arabica, soft and syrupy — wildflower honey, dried apricot and lemongrass.",
    detailedDescription:
      "Grown by Selvi Murugesan at Nagalur in the Shevaroy Hills above Salem, at 1,400 metres. The ripest cherries are pulped and dried with most of their sticky mucilage still clinging to the parchment — a yellow honey process — on raised beds under shade netting through the cool weeks of January. The sugars in the mucilage caramelise slowly into the bean, giving a rounded, golden sweetness and a gentle citrus lift. A small lot, scored 87 on our cupping table and roasted light.",
  },
  {
    productSlug: "stone-drip-cold-brew-coffee",
    roastLevel: "medium",
    description:
      "A dense, slow-grown Nilgiris arabica roasted for cold brew — cacao nib, dried fig and malt.",
    detailedDescription:
      "From Kil Kotagiri on the eastern Nilgiris at 1,600 metres, where coffee grows in clearings between tea gardens and shola forest and cold nights slow the ripening by weeks. Washed and patio-dried, the dense beans carry deep, low sugars that cold water extracts beautifully. Roasted a shade darker than our pour-over coffees, it steeps overnight into a round, chocolate-dark concentrate with no sourness — serve it over ice, or cut it with milk.",
  },
  {
    productSlug: "clay-ritual-filter-coffee",
    roastLevel: "medium",
    description:
      "Our chicory-free South Indian filter blend — jaggery, roasted almond and cocoa, made for hot milk and a high pour.",
    detailedDescription:
      "Seventy parts semi-washed arabica from Aldur in Chikmagalur to thirty parts robusta from Gudalur in the Nilgiris, from estates between 900 and 1,400 metres. The arabica brings sweetness and aroma; the robusta brings the body and froth that a proper tumbler of kaapi needs. Roasted to a city-medium and ground for the traditional steel filter, it drips into a thick, chocolatey decoction in five to ten minutes. We leave chicory out so the coffee speaks for itself; add it if your family always has.",
  },
  {
    productSlug: "bitter-gold-espresso-roast-coffee",
    roastLevel: "dark",
    description:
      "Coorg robusta and Chikmagalur arabica for espresso — bittersweet chocolate, hazelnut and a thick golden crema.",
    detailedDescription:
      "Shade-grown CxR and S274 robusta from growers around Suntikoppa in Kodagu, dried as whole cherry, blended with natural Chandragiri arabica from Aldur in Chikmagalur; the blend averages about 1,000 metres. The robusta gives weight, crema and a long finish; the arabica adds cocoa and dried fruit. Roasted dark and slow so the bitterness stays on the cacao side of the line. Built for espresso and milk drinks, and excellent in a moka pot.",
  },
  {
    productSlug: "still-smoke-french-roast-coffee",
    roastLevel: "dark",
    description:
      "A fermented-natural Palani hills arabica taken to a French roast — black cherry, molasses and smoked cardamom.",
    detailedDescription:
      "From Thandikudi in the lower Palani hills of Dindigul district, at 1,500 metres, where coffee grows on old terraces among orange trees and pepper. Whole cherries rest in sealed tanks for seventy-two hours before drying, which deepens the fruit into something wine-dark. Roasted to the edge of French, the fermented fruit becomes black cherry and dark molasses under a soft haze of smoke and spice. Organic certified; best in a French press on a slow evening.",
  },
  {
    productSlug: "pulney-hills-high-altitude-arabica",
    roastLevel: "light",
    description:
      "Washed arabica from 1,800 metres above Kodaikanal — blood orange, hibiscus and a clean black-tea finish.",
    detailedDescription:
      "Vilpatti Cloud Estate sits in the upper Pulney Hills above Kodaikanal at 1,800 metres, among the highest coffee gardens in India. Cold nights and months of cloud stretch the ripening into March, so pickers make four or five selective rounds each season. The small, hard beans are fully washed and graded Plantation AA, and a light roast lets their bright acidity and floral sweetness come through. Bracing, clear and focused — a cup to start serious work with.",
  },
  {
    productSlug: "nilgiri-estate-reserve-coffee",
    roastLevel: "medium",
    description:
      "A gentle washed arabica from the Kateri valley near Coonoor — toffee, orange zest and cinnamon.",
    detailedDescription:
      "Kateri Valley Estate has grown coffee near Coonoor since before Independence, at 1,600 metres between eucalyptus windbreaks and silver oak. The Selection 9 and S795 trees are picked selectively, washed and dried on patios, and the lot is Fair Trade certified. A comfortable medium roast brings out toffee, orange peel and a little warm spice — a round, familiar cup that suits a French press, a pour-over or a filter equally well.",
  },
  {
    productSlug: "shevaroy-peaberry-coffee",
    roastLevel: "medium",
    description:
      "Hand-sorted natural peaberries from the Shevaroy Hills — red grape, cocoa and dried apricot.",
    detailedDescription:
      "From Manjakuttai in the Shevaroy Hills of Salem district, at 1,400 metres. Peaberries — cherries that grow a single round bean instead of two flat ones — are picked out of the natural-dried lot by hand in the estate's drying shed, a few kilos a day. Their shape lets them roast evenly, and the cup is concentrated and lively, with red grape, cocoa and a touch of cinnamon. Organic certified and graded Arabica Cherry PB; a small lot that sells out every year.",
  },
  {
    productSlug: "kodagu-wild-ferment-coffee",
    roastLevel: "light",
    description:
      "Wild-fermented Coorg cherry, loud and tropical — pineapple, passion fruit and rum-soaked raisin.",
    detailedDescription:
      "An experimental lot from Chettalli Grove Estate in Kodagu, at 1,200 metres. Ripe Chandragiri and Sarchimor cherries ferment whole for ninety-six hours in sealed steel drums with only the wild yeasts of the estate, then dry slowly on raised beds for nearly a month. Only the six best of eighteen drums made this lot. Roasted light to keep every note: tropical fruit, boozy sweetness and a cinnamon finish. Scored 88 on our cupping table.",
  },
];

function originFrom(text: OriginText): CoffeeSeed {
  const product: ProductSeed | undefined = productSeeds.find((p) => p.slug === text.productSlug);
  if (!product) throw new Error(`coffee seed: unknown product ${text.productSlug}`);
  return {
    name: product.name,
    productSlug: product.slug,
    description: text.description,
    detailedDescription: text.detailedDescription,
    region: product.region ?? product.origin ?? "South India",
    district: product.district ?? null,
    estate: product.estate ?? null,
    altitudeM: product.altitudeM ?? null,
    elevation: product.elevation ?? null,
    processMethod: product.processingMethod ?? null,
    tastingNotes: [...(product.tastingNotes ?? [])],
    imageUrl: `/images/products/${product.slug}.svg`,
    pricePaise: product.pricePaise,
    stock: product.stockQuantity ?? 0,
    category: product.category ?? "single-origin",
    roastLevel: text.roastLevel,
    certification: product.certification ?? null,
    grade: product.grade ?? null,
    cultivars: product.cultivars ?? null,
  };
}

export const coffeeSeeds: CoffeeSeed[] = originTexts.map(originFrom);
