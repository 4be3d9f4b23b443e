/** What other features and routes may use from delivery (decision 150): the "Check delivery" box. */
export { DeliveryCheck, DELIVERY_PINCODE_KEY } from "./delivery-check";
