/** What other features and routes may use from delivery (decision 150): the "Check delivery" box. */
export { DeliveryCheck } from "./lazy-delivery-check";
export { DELIVERY_PINCODE_KEY } from "./remembered-pincode";
