/** What other features may use from community (docs/decisions/060): the subscription's choices. */
export { SUBSCRIPTION_FREQUENCY_OPTIONS, SUBSCRIPTION_MOOD_OPTIONS } from "./subscription-options";
