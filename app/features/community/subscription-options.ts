/** The coffee subscription's choices as the forms show them (values from @domain/sign-ups). */
export const SUBSCRIPTION_MOOD_OPTIONS = [
  { value: "calm-reflective", label: "Calm & Reflective" },
  { value: "energetic-focused", label: "Energetic & Focused" },
  { value: "cozy-nostalgic", label: "Cozy & Nostalgic" },
  { value: "surprise", label: "Surprise me" },
];
export const SUBSCRIPTION_FREQUENCY_OPTIONS = [
  { value: "biweekly", label: "Every 2 weeks" },
  { value: "monthly", label: "Monthly" },
  { value: "6weeks", label: "Every 6 weeks" },
];
