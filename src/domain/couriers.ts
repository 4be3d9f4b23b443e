/**
 * The couriers an order ships with (decision 151): each with the name the shopper reads, the shape of its
 * AWB (air waybill) number, and its public tracking page. The links are only rendered, never fetched by
 * the server. "other" takes any reasonable number and has no page to link to.
 */
export type CourierEntry = {
  name: string;
  /** What the AWB looks like after `normaliseAwb` (upper case, no spaces for the named couriers). */
  awbPattern: RegExp;
  /** How the owner is told the shape when the number does not fit. */
  awbHint: string;
  /** `{awb}` stands for the URL-encoded number; null when there is no page to follow. */
  trackingUrl: string | null;
};

export const COURIERS = {
  delhivery: {
    name: "Delhivery",
    awbPattern: /^\d{10,15}$/,
    awbHint: "10 to 15 digits",
    trackingUrl: "https://www.delhivery.com/track/package/{awb}",
  },
  bluedart: {
    name: "Blue Dart",
    awbPattern: /^\d{9,11}$/,
    awbHint: "9 to 11 digits",
    trackingUrl: "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}",
  },
  dtdc: {
    name: "DTDC",
    awbPattern: /^[A-Z0-9]{9,12}$/,
    awbHint: "9 to 12 letters and digits, such as D12345678",
    trackingUrl: "https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={awb}",
  },
  "india-post": {
    name: "India Post",
    // The UPU S10 number: two letters, nine digits, IN (EE123456789IN).
    awbPattern: /^[A-Z]{2}\d{9}IN$/,
    awbHint: "13 characters such as EE123456789IN",
    trackingUrl:
      "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={awb}",
  },
  ekart: {
    name: "Ekart",
    awbPattern: /^[A-Z0-9]{10,20}$/,
    awbHint: "10 to 20 letters and digits",
    trackingUrl: "https://www.ekartlogistics.com/shipmenttrack/{awb}",
  },
  shiprocket: {
    name: "Shiprocket",
    awbPattern: /^[A-Z0-9]{8,20}$/,
    awbHint: "8 to 20 letters and digits",
    trackingUrl: "https://shiprocket.co/tracking/{awb}",
  },
  other: {
    name: "Other courier",
    // The rule the free-form tracking number had before couriers were named (decision 011).
    awbPattern: /^[\w\-./ ]{3,60}$/,
    awbHint: "3 to 60 letters, digits, spaces and - . /",
    trackingUrl: null,
  },
} as const satisfies Record<string, CourierEntry>;

export type CourierId = keyof typeof COURIERS;
export const COURIER_IDS = Object.keys(COURIERS) as [CourierId, ...CourierId[]];

export function isCourierId(value: unknown): value is CourierId {
  return typeof value === "string" && Object.hasOwn(COURIERS, value);
}

/** The courier's name, or null for an id this build does not know (a row written by a later one). */
export function courierName(id: string | null): string | null {
  return isCourierId(id) ? COURIERS[id].name : null;
}

/**
 * The number as it is stored: trimmed; for the named couriers also upper-cased and without the spaces and
 * dashes owners copy from labels ("1234 5678 901"). "other" keeps what was typed, as before.
 */
export function normaliseAwb(courier: CourierId, awb: string): string {
  const trimmed = awb.trim();
  return courier === "other" ? trimmed : trimmed.replace(/[\s-]/g, "").toUpperCase();
}

/** Null when the (normalised) number fits the courier, else the sentence saying what it should look like. */
export function awbProblem(courier: CourierId, awb: string): string | null {
  const entry: CourierEntry = COURIERS[courier];
  return entry.awbPattern.test(awb) ? null : `The ${entry.name} AWB number should be ${entry.awbHint}`;
}

/** The public page where the parcel is followed, or null ("other", an unknown id, no number). */
export function trackingUrl(courier: string | null, awb: string | null): string | null {
  if (!isCourierId(courier) || !awb) return null;
  const template: string | null = COURIERS[courier].trackingUrl;
  return template ? template.replace("{awb}", encodeURIComponent(awb)) : null;
}
