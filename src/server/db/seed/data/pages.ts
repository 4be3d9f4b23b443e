import type { PageSeed } from "../types";

/** Static pages. Content is markdown (headings, paragraphs, bullet lists, bold, italic). */

const ABOUT = `## Our story

Bean & Bhūmi began with a simple question asked over a tumbler of filter kaapi in a Chikmagalur kitchen: why does the coffee grown on these hills taste so much better here than anywhere it is sold?

*Bhūmi* means earth, land, the ground beneath your feet. We chose the word because everything that matters about a coffee starts there — in the red laterite soil of the Baba Budangiri range, the monsoon-soaked slopes of Kodagu, the cloud forests above Kodaikanal and the quiet terraces of the Shevaroy Hills. For generations the finest lots from these hills were blended away and sold without a name. We wanted to give them their names back.

So we went to the estates. We walked the rows with the families who grow the coffee, tasted their harvests on their verandahs, and agreed to buy directly from them, at prices that make careful farming worth the effort. We roast in small batches in Bengaluru and match every coffee to a mood, because we believe the right cup at the right moment can change the shape of a day.

## Our four promises

- **Straight from the bhūmi.** Every coffee we sell is traceable to a named estate or grower, with its region, elevation, cultivar and process printed on the bag.
- **Fair, and then some.** We pay our partner estates well above the market price, and we tell you exactly how much.
- **Roasted fresh, never stale.** We roast in small batches every week and ship within days of roasting, so your coffee arrives at its best.
- **Grown under the canopy.** We buy only shade-grown coffee, from farms that protect the forests, streams and wildlife of the Western Ghats.

## The people behind the cup

We are a small team of roasters, cuppers, writers and one very patient logistics lead, working between our Bengaluru roastery and the estates we buy from. If you are ever in Bengaluru, write to us — we would love to brew you something.`;

const CONTACT = `## We'd love to hear from you

Whether you have a question about an order, need help choosing a coffee, want to stock our beans in your café or simply want to tell us about a cup that made your morning, write to us. We answer every message, usually within one working day.

## Contact details

- **Roastery and office:** 3rd Floor, 27 Lavelle Road, Ashok Nagar, Bengaluru, Karnataka 560001
- **Phone:** +91 80 4567 2190
- **Email:** hello@beanandbhumi.in
- **Office hours:** Mon-Fri 9AM-6PM IST

## Before you write

- **Order questions:** please include your order number so we can find it quickly.
- **Wholesale and cafés:** tell us a little about your space and how much coffee you go through in a week.
- **Estates and growers:** if you farm coffee in South India and would like to work with us, we would love to taste your harvest.`;

const BREW_GUIDE = `Good coffee is forgiving, but a little care goes a long way. Here are the three methods we brew most often, with the ratios we use at the roastery.

## South Indian Filter

**Ratio 1:8 · Time 5-10 minutes · Difficulty: Easy**

The classic steel filter makes a thick, strong decoction to mix with hot milk.

- Add about 25 g of finely ground coffee to the upper chamber and level it gently.
- Place the umbrella disc on top and pour in 200 ml of water just off the boil.
- Close the lid and let the decoction drip undisturbed for 5-10 minutes.
- Mix one part decoction with two to three parts hot milk, sweeten to taste, and pour between tumbler and davara until it froths.

*Try it with:* Clay Ritual, Nilgiri Estate Reserve.

## Pour Over

**Ratio 1:15 · Time 3-4 minutes · Difficulty: Medium**

A paper-filtered brew that shows off the clarity of a single origin.

- Rinse a paper filter with hot water and discard the rinse.
- Add 15 g of medium-fine coffee and zero your scale.
- Bloom with 30 g of water at 92-96°C and wait 30-45 seconds.
- Pour slowly in small spirals up to 225 g, then let it drain, finishing at 3-4 minutes.

1:15 is our everyday starting point for any roast. The product pages suggest 1:16 for their pour-over: our light, high-grown single origins open up with a little more water (15 g of coffee to 240 g). Start at either and change one thing at a time.

*Try it with:* Morning Dust, Pulney Hills High Altitude, Golden Hush.

## French Press

**Ratio 1:12 · Time 4-5 minutes · Difficulty: Easy**

Full-bodied and forgiving, perfect for darker roasts and naturals.

- Add 25 g of coarsely ground coffee to the press.
- Pour in 300 g of water at about 93°C, making sure all the grounds are wet.
- Put the lid on and steep for 4 minutes; break the crust, skim the foam, and steep a minute more if you like it stronger.
- Press slowly and pour immediately, so the coffee does not keep extracting.

*Try it with:* Earth Ember, Still Smoke, Nilgiri Estate Reserve.

## Universal tips

- **Weigh, don't guess.** A simple kitchen scale makes every brew repeatable.
- **Grind just before brewing.** Ground coffee loses much of its aroma within half an hour.
- **Mind the water.** Filtered water makes a cleaner, sweeter cup; very hard borewell water dulls it.
- **Use fresh coffee.** Brew between one and four weeks after the roast date for the best flavour.
- **Store it well.** Keep beans in an airtight container, away from light, heat and the fridge.
- **Change one thing at a time.** Sour means grind finer; bitter means grind coarser.`;

const SUBSCRIPTION = `Freshly roasted South Indian coffee, chosen for your mood and delivered every month. Every plan includes **free shipping on subscription orders**, and you can **pause anytime**.

## Mood Explorer — ₹1299 / month

**2 x 250g bags every month.** A gentle introduction to South India's coffee hills.

- Two coffees matched to the moods you choose
- Tasting notes and brewing cards with every box
- Free shipping on subscription orders
- Pause or skip a month anytime

## Bhūmi Devotee — ₹2299 / month · Most Popular

**4 bags every month.** For households that go through coffee quickly, and people who like to compare.

- Four coffees, including one limited or experimental lot
- 10% off any extra orders from the shop
- Farmer stories and estate notes in every box
- Free shipping on subscription orders; pause anytime

## Estate Partner — ₹3999 / month

**6 bags every month.** For offices, families and serious coffee lovers.

- Six coffees, with first access to our Batch of the Month
- 15% off any extra orders from the shop
- Roaster's notes on every lot
- Free shipping on subscription orders; pause anytime

## How it works

- **Choose a plan and your moods** — or let us surprise you.
- **We roast to order** in the week your box ships, so it arrives fresh.
- **Pause, skip or change your moods** whenever you like. No lock-in, no fuss.`;

const SOURCING = `We buy every coffee directly from the people who grow it. No auctions, no anonymous lots, no middlemen taking the difference.

## Our impact

- **70% above market premium** paid to our partner growers on average, on top of the going price for their grade
- **15 partner estates** across Karnataka and Tamil Nadu
- **500+ acres** of shade-grown coffee under forest canopy
- **3 schools and 2 clinics** supported in the coffee communities we buy from

## Our origins

- **Chikmagalur, Karnataka — 1350 m.** The Baba Budangiri hills, where Indian coffee began. Washed arabica with floral, citrus clarity.
- **Coorg (Kodagu), Karnataka — 1200 m.** Forest-grown coffee beneath rosewood and silver oak, with pepper and cardamom intercropped. Balanced, spiced and chocolatey, and home to some of the world's finest robusta.
- **Nilgiris, Tamil Nadu — 1600 m.** Slow-ripened coffee among tea gardens and shola forest near Coonoor and Kotagiri. Toffee, citrus and cocoa.
- **Pulney Hills (Kodaikanal), Tamil Nadu — 1800 m.** Among the highest coffee gardens in India. Bright, clean and intense.
- **Shevaroy Hills (Yercaud), Tamil Nadu — 900-1400 m.** A small, overlooked range producing honey and natural lots of remarkable sweetness.

## How we choose an estate

- We taste every lot on our cupping table before we buy, and we visit every estate in person.
- We look for shade-grown farms that protect streams, treat their processing water and leave forest standing.
- We commit to multi-year relationships, so growers can invest in quality knowing the buyer will still be there next harvest.

## Certifications

Many of our partner estates carry independent certifications, and every bag says which:

- **Rainforest Alliance** — for farms meeting standards on biodiversity, soil, water and workers' welfare
- **Organic (India Organic)** — certified under India's National Programme for Organic Production
- **Fair Trade** — for fair prices and community development premiums
- **Specialty grade (SCA 85+)** — lots scored 85 points or more on the Specialty Coffee Association scale

Some of our smallest growers cannot afford certification fees. For them, our direct relationship and the premium we pay are the guarantee.`;

const SUBMIT_STORY = `Every cup of coffee has a story behind it — a grandmother's filter in a Madurai kitchen, a first pour-over that changed everything, a dawn walk through an estate in Coorg, a café that became a second home. We would love to hear yours.

## What we are looking for

- **Culture:** kaapi traditions, family rituals and the places coffee lives in your town
- **Brewing:** the method, the mistake or the recipe that made your perfect cup
- **Farming and processing:** life on an estate, from blossom to harvest
- **Sustainability:** how coffee and the land look after each other
- **Personal:** the moments and memories a cup of coffee has been part of

## How to share

Tell us your story in your own words. We suggest at least 200 words, but there is no strict limit. Add where you are writing from, how you like your coffee and, if you have them, a few photographs.

## What happens next

Our editors read every submission. Review takes 3-5 business days, and if your story is chosen for the Coffee Journal we will write to you before it is published. Every story we publish is credited to you.`;

export const pageSeeds: PageSeed[] = [
  {
    slug: "about",
    title: "About Bean & Bhūmi",
    excerpt:
      "Coffee from the earth of South India, traced to the families who grow it, roasted fresh and matched to the moment you drink it.",
    content: ABOUT,
    status: "published",
    template: "default",
    isHomepage: false,
    menuOrder: 1,
    metaTitle: "About Us — Bean & Bhūmi",
    metaDescription:
      "The story of Bean & Bhūmi: South Indian specialty coffee traced to named estates, bought directly at fair prices, roasted fresh in Bengaluru.",
  },
  {
    slug: "contact",
    title: "Contact Us",
    excerpt: "Questions, orders, wholesale or a story about your morning cup — write to us and we will answer within a working day.",
    content: CONTACT,
    status: "published",
    template: "contact",
    isHomepage: false,
    menuOrder: 2,
    metaTitle: "Contact — Bean & Bhūmi",
    metaDescription:
      "Get in touch with Bean & Bhūmi in Bengaluru: +91 80 4567 2190, hello@beanandbhumi.in, Mon-Fri 9AM-6PM IST.",
  },
  {
    slug: "brew-guide",
    title: "Brew Guide",
    excerpt:
      "Three ways to brew South Indian coffee at home — filter, pour over and French press — with the ratios and times we use at the roastery.",
    content: BREW_GUIDE,
    status: "published",
    template: "brew-guide",
    isHomepage: false,
    menuOrder: 3,
    metaTitle: "Brew Guide: Filter, Pour Over & French Press",
    metaDescription:
      "Brew South Indian coffee at home: filter coffee at 1:8, pour over at 1:15 and French press at 1:12, plus tips for a better cup every time.",
  },
  {
    slug: "subscription",
    title: "Coffee Subscription",
    excerpt:
      "Freshly roasted coffee matched to your moods, delivered monthly. Free shipping on subscription orders, and pause anytime.",
    content: SUBSCRIPTION,
    status: "published",
    template: "subscription",
    isHomepage: false,
    menuOrder: 4,
    metaTitle: "Monthly Coffee Subscription — Bean & Bhūmi",
    metaDescription:
      "Mood Explorer ₹1299, Bhūmi Devotee ₹2299 or Estate Partner ₹3999 a month. Fresh South Indian coffee, free shipping, pause anytime.",
  },
  {
    slug: "sourcing",
    title: "Our Sourcing",
    excerpt:
      "Direct trade with 15 partner estates across the hills of Karnataka and Tamil Nadu, at a 70% premium above the market.",
    content: SOURCING,
    status: "published",
    template: "sourcing",
    isHomepage: false,
    menuOrder: 5,
    metaTitle: "Direct-Trade Sourcing — Bean & Bhūmi",
    metaDescription:
      "How we source: 70% above market premium, 15 partner estates, 500+ acres of shade-grown coffee, and origins from 900 m to 1,800 m.",
  },
  {
    slug: "submit-story",
    title: "Share Your Coffee Story",
    excerpt: "Tell us about the cup, the kitchen or the café that stays with you. The best stories appear in our Coffee Journal.",
    content: SUBMIT_STORY,
    status: "published",
    template: "submit-story",
    isHomepage: false,
    menuOrder: 6,
    metaTitle: "Share Your Coffee Story — Bean & Bhūmi",
    metaDescription:
      "Share your coffee story with Bean & Bhūmi: kaapi traditions, brewing, farm life or a personal memory. Review takes 3-5 business days.",
  },
];
