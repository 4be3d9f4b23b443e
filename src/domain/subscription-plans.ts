/** The three monthly plans of /subscription (fixed in code; decision 040). Prices in paise. */
export const SUBSCRIPTION_PLANS = [
  {
    id: "mood-explorer",
    name: "Mood Explorer",
    pricePaise: 129_900,
    frequency: "month",
    description: "2 x 250g bags",
    features: [
      "Two coffees matched to the moods you choose",
      "Tasting notes and brewing cards with every box",
      "Free shipping on subscription orders",
      "Pause or skip a month anytime",
    ],
    popular: false,
  },
  {
    id: "bhumi-devotee",
    name: "Bhūmi Devotee",
    pricePaise: 229_900,
    frequency: "month",
    description: "4 bags",
    features: [
      "Four coffees, including one limited or experimental lot",
      "10% off extra orders",
      "Farmer stories and estate notes in every box",
      "Free shipping; pause anytime",
    ],
    popular: true,
  },
  {
    id: "estate-partner",
    name: "Estate Partner",
    pricePaise: 399_900,
    frequency: "month",
    description: "6 bags",
    features: [
      "Six coffees, with first access to the Batch of the Month",
      "15% off extra orders",
      "Roaster's notes on every lot",
      "Free shipping; pause anytime",
    ],
    popular: false,
  },
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLANS)[number]["id"];
export const SUBSCRIPTION_PLAN_IDS = SUBSCRIPTION_PLANS.map((plan) => plan.id) as [
  SubscriptionPlanId,
  ...SubscriptionPlanId[],
];

/** How often a subscription's box ships: the id the API takes and the words forms and mail show. */
export const SUBSCRIPTION_FREQUENCIES = [
  { id: "biweekly", label: "Every 2 weeks" },
  { id: "monthly", label: "Monthly" },
  { id: "6weeks", label: "Every 6 weeks" },
] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]["id"];
export const SUBSCRIPTION_FREQUENCY_IDS = SUBSCRIPTION_FREQUENCIES.map((frequency) => frequency.id) as [
  SubscriptionFrequency,
  ...SubscriptionFrequency[],
];
export const SUBSCRIPTION_FREQUENCY_OPTIONS = SUBSCRIPTION_FREQUENCIES.map(({ id, label }) => ({ value: id, label }));
export const frequencyLabel = (id: string): string =>
  SUBSCRIPTION_FREQUENCIES.find((frequency) => frequency.id === id)?.label ?? id;
