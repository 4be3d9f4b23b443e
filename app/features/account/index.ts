/** What other features may use from the account (docs/decisions/060): its calls, not its screens. */
export { fetchAddresses, requestSignInCode } from "./account-api";
