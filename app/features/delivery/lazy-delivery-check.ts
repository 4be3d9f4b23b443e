import { island } from "~/lib/island";
import { rememberedPincode } from "./remembered-pincode";

/**
 * The "Check delivery" box, whose code loads when it is used (issue 22, decision 168): until then its
 * server HTML is the whole box, and a pincode typed into it is checked once the code is in. A pincode
 * remembered from an earlier check is answered at once, so then its code loads with the page.
 */
export const DeliveryCheck = island(() => import("./delivery-check").then((m) => m.DeliveryCheck), {
  when: "used",
  early: () => rememberedPincode() !== "",
});
