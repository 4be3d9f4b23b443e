import { expect, it } from "vitest";
import { eachDatabase } from "../support/test-app";

eachDatabase("Pincode lookup", (app) => {
  it.each([
    ["560001", { city: "Bengaluru", district: "Bengaluru", state: "Karnataka" }],
    ["577101", { state: "Karnataka" }],
    ["110001", { city: "Delhi", state: "Delhi" }],
    ["600018", { city: "Chennai", state: "Tamil Nadu" }],
    ["194101", { state: "Ladakh" }],
    ["744301", { state: "Andaman and Nicobar Islands" }],
  ])("finds %s in the postal directory", async (pincode, place) => {
    const res = await app().api(`/api/pincodes/${pincode}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pincode, ...place });
  });

  it("answers 404 with a gentle message for a pincode it does not know, 400 for one that is not 6 digits", async () => {
    const unknown = await app().api("/api/pincodes/999999");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/fill in the city and state yourself/);
    for (const bad of ["56000", "5600011", "56000a", "%20560001"]) {
      const res = await app().api(`/api/pincodes/${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).errors.pincode).toBe("Please enter valid 6-digit pincode");
    }
  });
});
