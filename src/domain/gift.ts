/**
 * Gift orders (issue 20 item 5, decision 154), the parts the checkout form shows in its first view (no zod:
 * the schema is `GiftInput` in ./orders, loaded with the form's validator).
 */

/** A gift message fits on the packing slip's card: the form counts down to this, the server refuses more. */
export const GIFT_MESSAGE_MAX = 300;
export const GIFT_MESSAGE_TOO_LONG = `Gift message must be at most ${GIFT_MESSAGE_MAX} characters`;
