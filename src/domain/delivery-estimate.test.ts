import { describe, expect, it } from "vitest";
import {
  DELIVERY_DEFAULTS,
  deliveredByLabel,
  deliveryZone,
  dispatchDay,
  estimateDelivery,
  istDayAndHour,
  shortDeliveryDate,
  type DeliverySettings,
} from "./delivery-estimate";

/** An instant written as IST wall-clock time. */
const ist = (wallClock: string) => new Date(`${wallClock}:00+05:30`);
const settings = (change: Partial<DeliverySettings> = {}): DeliverySettings => ({ ...DELIVERY_DEFAULTS, ...change });
const BENGALURU = { city: "Bengaluru", state: "Karnataka" };

// November 2026: Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29, Mon 30; Tue 1 December.
describe("dispatchDay", () => {
  it("takes an order before 2 pm IST that day, and roasts it by the next working day", () => {
    expect(dispatchDay(ist("2026-11-24T10:00"), settings({ leadDays: 0 }))).toBe("2026-11-24");
    expect(dispatchDay(ist("2026-11-24T13:59"), settings())).toBe("2026-11-25");
  });

  it("takes an order from 2 pm on the next day", () => {
    expect(dispatchDay(ist("2026-11-24T14:00"), settings({ leadDays: 0 }))).toBe("2026-11-25");
    expect(dispatchDay(ist("2026-11-24T14:00"), settings())).toBe("2026-11-26");
  });

  it("reads the clock in IST, not UTC", () => {
    expect(istDayAndHour(new Date("2026-11-24T08:29:00Z"))).toEqual({ day: "2026-11-24", hour: 13 });
    expect(istDayAndHour(new Date("2026-11-24T20:00:00Z"))).toEqual({ day: "2026-11-25", hour: 1 });
    expect(dispatchDay(new Date("2026-11-24T08:29:00Z"), settings({ leadDays: 0 }))).toBe("2026-11-24");
    expect(dispatchDay(new Date("2026-11-24T08:30:00Z"), settings({ leadDays: 0 }))).toBe("2026-11-25");
  });

  it("moves a Saturday order after the cut-off past Sunday", () => {
    expect(dispatchDay(ist("2026-11-28T15:00"), settings({ leadDays: 0 }))).toBe("2026-11-30");
    expect(dispatchDay(ist("2026-11-28T15:00"), settings())).toBe("2026-12-01");
    expect(dispatchDay(ist("2026-11-28T10:00"), settings())).toBe("2026-11-30");
  });

  it("does not dispatch on a Sunday", () => {
    expect(dispatchDay(ist("2026-11-29T09:00"), settings({ leadDays: 0 }))).toBe("2026-11-30");
    expect(dispatchDay(ist("2026-11-27T10:00"), settings({ leadDays: 1 }))).toBe("2026-11-28");
  });

  it("skips consecutive holidays, before and during the roast", () => {
    const holidays = ["2026-11-30", "2026-12-01"];
    expect(dispatchDay(ist("2026-11-28T15:00"), settings({ leadDays: 0, holidays }))).toBe("2026-12-02");
    expect(dispatchDay(ist("2026-11-28T15:00"), settings({ holidays }))).toBe("2026-12-03");
    expect(dispatchDay(ist("2026-11-24T10:00"), settings({ holidays: ["2026-11-25", "2026-11-26"] }))).toBe(
      "2026-11-27",
    );
  });

  it("counts a longer roast-to-order lead in working days", () => {
    expect(dispatchDay(ist("2026-11-26T10:00"), settings({ leadDays: 3 }))).toBe("2026-11-30");
  });

  it("crosses the year end", () => {
    expect(dispatchDay(ist("2026-12-31T15:00"), settings({ holidays: ["2027-01-01"] }))).toBe("2027-01-04");
  });
});

describe("deliveryZone", () => {
  it.each([
    [BENGALURU, "sameCity"],
    [{ city: "Mysuru", state: "Karnataka" }, "sameState"],
    [{ city: "Mumbai", state: "Maharashtra" }, "metro"],
    [{ city: "Delhi", state: "Delhi" }, "metro"],
    [{ city: "New Delhi", state: "Delhi" }, "metro"],
    [{ city: "Kolkata", state: "West Bengal" }, "metro"],
    [{ city: "Chennai", state: "Tamil Nadu" }, "metro"],
    [{ city: "Hyderabad", state: "Telangana" }, "metro"],
    [{ city: "Pune", state: "Maharashtra" }, "metro"],
    [{ city: "Ahmedabad", state: "Gujarat" }, "metro"],
    [{ city: "Patna", state: "Bihar" }, "rest"],
    [{ city: "Kochi", state: "Kerala" }, "rest"],
    [{ city: "Kamrup", state: "Assam" }, "northEastAndIslands"],
    [{ city: "East Sikkim", state: "Sikkim" }, "northEastAndIslands"],
    [{ city: "South Andaman", state: "Andaman and Nicobar Islands" }, "northEastAndIslands"],
    [{ city: "Lakshadweep", state: "Lakshadweep" }, "northEastAndIslands"],
  ] as const)("%o → %s", (place, zone) => {
    expect(deliveryZone(place)).toBe(zone);
  });
});

describe("estimateDelivery", () => {
  const tuesdayMorning = ist("2026-11-24T10:00"); // dispatched Wed 25
  it.each([
    [BENGALURU, "2026-11-26"],
    [{ city: "Mysuru", state: "Karnataka" }, "2026-11-27"],
    [{ city: "Mumbai", state: "Maharashtra" }, "2026-11-28"],
    [{ city: "Patna", state: "Bihar" }, "2026-11-30"],
    [{ city: "Kamrup", state: "Assam" }, "2026-12-03"],
  ])("adds the zone's transit days: %o → %s", (place, deliverBy) => {
    expect(estimateDelivery(place, tuesdayMorning, settings()).deliverBy).toBe(deliverBy);
  });

  it("uses the owner's zone days", () => {
    const slow = settings({ zoneDays: { ...DELIVERY_DEFAULTS.zoneDays, sameCity: 4 } });
    expect(estimateDelivery(BENGALURU, tuesdayMorning, slow)).toEqual({
      zone: "sameCity",
      dispatchOn: "2026-11-25",
      deliverBy: "2026-11-30", // Sun 29 → Mon 30
    });
  });

  it("never promises a Sunday delivery", () => {
    // Dispatched Thu 26 + 3 metro days = Sun 29 → Mon 30.
    expect(estimateDelivery({ city: "Mumbai", state: "Maharashtra" }, ist("2026-11-24T14:30"), settings())).toEqual({
      zone: "metro",
      dispatchOn: "2026-11-26",
      deliverBy: "2026-11-30",
    });
  });

  it("carries into the new year", () => {
    const estimate = estimateDelivery(
      { city: "Patna", state: "Bihar" },
      ist("2026-12-31T15:00"),
      settings({ holidays: ["2027-01-01"] }),
    );
    expect(estimate).toEqual({ zone: "rest", dispatchOn: "2027-01-04", deliverBy: "2027-01-09" });
    expect(deliveredByLabel(estimate.deliverBy)).toBe("Delivered by Sat 9 Jan");
  });
});

describe("labels", () => {
  it("writes the day as a shopper reads it", () => {
    expect(shortDeliveryDate("2026-12-01")).toBe("Tue 1 Dec");
    expect(deliveredByLabel("2026-11-26")).toBe("Delivered by Thu 26 Nov");
  });
});
