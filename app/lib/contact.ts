/** The shop's contact details, edited in the admin as the `contact` home section. */
export type ContactDetails = { address: string; phone: string; email: string; hours: string };

export const DEFAULT_CONTACT: ContactDetails = {
  address: "3rd Floor, 27 Lavelle Road, Ashok Nagar, Bengaluru, Karnataka 560001",
  phone: "+91 80 4567 2190",
  email: "hello@beanandbhumi.in",
  hours: "Mon-Fri 9AM-6PM IST",
};

export function contactDetails(data: Record<string, unknown> | null | undefined): ContactDetails {
  const pick = (key: keyof ContactDetails) =>
    typeof data?.[key] === "string" && data[key] ? data[key] : DEFAULT_CONTACT[key];
  return { address: pick("address"), phone: pick("phone"), email: pick("email"), hours: pick("hours") };
}
