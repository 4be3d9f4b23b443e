const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "November 3, 2026": the journal's US English long form, the same on server and browser. */
export function formatLongDate(iso: string | null): string {
  return iso ? longDate.format(new Date(iso)) : "";
}

const indianDate = new Intl.DateTimeFormat("en-IN", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "3 November 2026" in IST (reviews). */
export function formatIndianDate(iso: string): string {
  return indianDate.format(new Date(iso));
}
