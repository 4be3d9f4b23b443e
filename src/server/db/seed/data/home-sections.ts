import type { HomeSectionSeed } from "../types";

/** Home page sections, in page order. `data` carries each section's structured extras. */
export const homeSectionSeeds: HomeSectionSeed[] = [
  {
    section: "hero",
    title: "Coffee for Every Mood, Grown in South Indian Earth",
    subtitle: "Single-estate coffees from the hills of Karnataka and Tamil Nadu, matched to the way you feel today.",
    content:
      "From the misty slopes of Chikmagalur to the cloud forests above Kodaikanal, every bag is traced to the family who grew it and roasted fresh in Bengaluru. Tell us your mood; we will find your cup.",
    buttonText: "Find Perfect Match",
    buttonUrl: "/discover-your-mood",
    imageUrl: "/images/hero/hills.svg",
    data: {
      slides: [
        {
          mood: "Calm & Reflective",
          moodSlug: "calm-and-reflective-coffee-match",
          coffee: "Chikmagalur Single Origin",
          productSlug: "morning-dust-light-roast-coffee",
          description:
            "A washed arabica from the Baba Budangiri hills, as gentle as the mist that sits on the slope until mid-morning.",
          notes: ["Jasmine", "Orange blossom", "Raw honey"],
        },
        {
          mood: "Energetic & Focused",
          moodSlug: "energetic-and-focused-coffee-match",
          coffee: "Pulney Hills High Altitude",
          productSlug: "pulney-hills-high-altitude-arabica",
          description:
            "Grown at 1,800 metres above Kodaikanal, bright and clear as cold mountain air — a cup for the morning you mean to get things done.",
          notes: ["Blood orange", "Hibiscus", "Black tea"],
        },
        {
          mood: "Cozy & Nostalgic",
          moodSlug: "cozy-and-nostalgic-coffee-match",
          coffee: "Nilgiri Estate Blend",
          productSlug: "nilgiri-estate-reserve-coffee",
          description:
            "A round, comforting cup from the blue hills near Coonoor, tasting of toffee and hill-station holidays remembered.",
          notes: ["Toffee", "Orange zest", "Cinnamon"],
        },
      ],
    },
    sortOrder: 1,
    isActive: true,
  },
  {
    section: "philosophy",
    title: "Rooted in the Bhūmi",
    subtitle: "Bhūmi means earth. Everything we do begins there.",
    content:
      "Great coffee is not made in a roastery. It is grown — slowly, under shade, on hillsides that have been tended by the same families for generations. Our work is to honour that land, pay the people who farm it fairly, and bring their coffee to your cup with nothing lost along the way.",
    buttonText: null,
    buttonUrl: null,
    imageUrl: null,
    data: {
      pillars: [
        {
          name: "Bhūmi",
          title: "The Land Comes First",
          description:
            "Every coffee we sell is shade-grown in the Western Ghats and Eastern Ghats, under silver oak, jackfruit and wild fig, on farms that protect their streams, soil and wildlife.",
        },
        {
          name: "Bean",
          title: "Traced to a Name",
          description:
            "Each bag tells you the estate, the elevation, the cultivar and the process — S795 from Baba Budangiri, Chandragiri from Kodagu, peaberry from the Shevaroys — so you know exactly what you are drinking.",
        },
        {
          name: "Heritage",
          title: "Four Centuries of Kaapi",
          description:
            "From Baba Budan's seven seeds to the brass filter in a grandmother's kitchen, South India has a coffee tradition older than most of the world's. We roast to carry it forward.",
        },
        {
          name: "Ritual",
          title: "A Cup for the Moment",
          description:
            "A slow pour-over at dawn, a strong decoction before work, a cold brew on a long afternoon. We match every coffee to a mood, so the right cup meets the right moment.",
        },
      ],
      promise: {
        title: "The Bean & Bhūmi Promise",
        text: "We buy directly from the families who grow our coffee, pay them well above the market, and roast every batch fresh — so that what reaches your cup is as honest as the earth it came from.",
        points: [
          "70% above market price paid to growers",
          "Shade-grown, traceable to the estate",
          "Roasted fresh in small batches every week",
          "Free shipping on subscription orders",
        ],
      },
    },
    sortOrder: 2,
    isActive: true,
  },
  {
    section: "batch_of_month",
    title: "Batch of the Month",
    subtitle: "Morning Dust — a single-block washed lot from the Baba Budangiri hills. 400 bags only.",
    content:
      "This month's batch comes from a single four-acre block on the north-east face of the Baba Budangiri range, within sight of the shrine where Indian coffee began. Picked in three passes through January, fermented for thirty-six hours in spring-fed tanks and dried on raised beds for twelve days, it is the clearest, most delicate coffee we have roasted this year — jasmine, orange blossom and raw honey in a tea-like cup. When these 400 bags are gone, this lot is gone until next harvest.",
    buttonText: "View Full Details",
    buttonUrl: "/product/morning-dust-light-roast-coffee",
    imageUrl: "/images/products/morning-dust-light-roast-coffee.svg",
    data: {
      productSlug: "morning-dust-light-roast-coffee",
      month: "November 2026",
      region: "Baba Budangiri Hills, Chikmagalur, Karnataka",
      altitudeM: 1350,
      process: "Washed — 36-hour dry fermentation, 12 days on raised beds",
      harvestDate: "January 2026",
      roastProfile: "Light roast, dropped just after first crack",
      farmer: "Shankar Gowda, Attigundi Ridge Estate",
      farmStory:
        "Shankar Gowda's grandfather planted the first S795 on this slope in 1961, between silver oaks he had grown from seed. Today the family farms forty acres of shade-grown arabica with pepper on the shade trees and cardamom in the wet hollows below. They pick only ripe red cherry, process every lot by hand beside a spring-fed tank, and still wait each morning for the mist to lift before the pickers go up the hill.",
      brewRecommendation:
        "Brew as a pour-over with a V60 or Kalita at 1:16 to let the jasmine and honey open up; it is also lovely in an AeroPress.",
      brewingGuide: { water: "92-96°C", grind: "Medium", time: "3-4 minutes", ratio: "1:16" },
      sustainability: [
        "Shade-grown under silver oak and jackfruit",
        "Spring-fed processing water, filtered through settling pits before it returns to the stream",
        "Coffee pulp composted back onto the estate",
        "Paid 70% above the market price for Plantation A",
      ],
    },
    sortOrder: 3,
    isActive: true,
  },
  {
    section: "community",
    title: "Join the Bean & Bhūmi Community",
    subtitle: "Farmer stories, brewing tips and first word on new harvests, once a week.",
    content:
      "Thousands of coffee lovers across India read our weekly letter from the hills. Tell us your favourite mood and we will send you coffees, recipes and stories to match.",
    buttonText: null,
    buttonUrl: null,
    imageUrl: null,
    data: {
      benefits: [
        "Early access to the Batch of the Month before it sells out",
        "Stories and photographs from our partner estates",
        "Seasonal brewing guides and recipes",
        "Invitations to cuppings and café events near you",
        "Members-only offers on new harvests",
      ],
    },
    sortOrder: 4,
    isActive: true,
  },
  {
    section: "subscription",
    title: "Your Monthly Coffee Ritual",
    subtitle: "Fresh South Indian coffee chosen for your mood, delivered to your door.",
    content:
      "Pick the moods you love and how often you want coffee, and we will roast and ship a new selection from our partner estates — fresh, traceable, and never the same box twice.",
    buttonText: null,
    buttonUrl: null,
    imageUrl: null,
    data: {
      promises: [
        "Free shipping on subscription orders",
        "Pause anytime",
        "Roasted to order in the week it ships",
        "Change your moods whenever you like",
      ],
    },
    sortOrder: 5,
    isActive: true,
  },
  {
    section: "journal",
    title: "From the Coffee Journal",
    subtitle: "Stories from the estates, the roastery and the kitchens of South India.",
    content: null,
    buttonText: "View All Stories",
    buttonUrl: "/blog",
    imageUrl: null,
    data: null,
    sortOrder: 6,
    isActive: true,
  },
  {
    section: "contact",
    title: "Contact",
    subtitle: "Write, call or visit our roastery in Bengaluru.",
    content: null,
    buttonText: null,
    buttonUrl: null,
    imageUrl: null,
    data: {
      address: "3rd Floor, 27 Lavelle Road, Ashok Nagar, Bengaluru, Karnataka 560001",
      phone: "+91 80 4567 2190",
      email: "hello@beanandbhumi.in",
      hours: "Mon-Fri 9AM-6PM IST",
    },
    sortOrder: 7,
    isActive: true,
  },
];
