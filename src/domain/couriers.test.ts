import { describe, expect, it } from "vitest";
import { OrderPatch } from "./admin/orders";
import { awbProblem, COURIER_IDS, courierName, normaliseAwb, trackingUrl } from "./couriers";

describe("the courier registry", () => {
  it("lists the seven couriers the owner chooses from, each named", () => {
    expect(COURIER_IDS).toEqual(["delhivery", "bluedart", "dtdc", "india-post", "ekart", "shiprocket", "other"]);
    expect(courierName("bluedart")).toBe("Blue Dart");
    expect(courierName("india-post")).toBe("India Post");
    expect(courierName("pigeon")).toBeNull();
    expect(courierName(null)).toBeNull();
  });

  it("accepts each courier's AWB shape and refuses wrong lengths and odd characters", () => {
    expect(awbProblem("delhivery", "1234567890123")).toBeNull();
    expect(awbProblem("delhivery", "123456789")).toMatch(/Delhivery AWB number should be 10 to 15 digits/);
    expect(awbProblem("delhivery", "12345678901AB")).not.toBeNull();
    expect(awbProblem("bluedart", "12345678901")).toBeNull();
    expect(awbProblem("bluedart", "123456789012")).not.toBeNull();
    expect(awbProblem("dtdc", "D12345678")).toBeNull();
    expect(awbProblem("dtdc", "D1234567")).not.toBeNull();
    expect(awbProblem("india-post", "EE123456789IN")).toBeNull();
    expect(awbProblem("india-post", "EE12345678IN")).not.toBeNull();
    expect(awbProblem("india-post", "EE123456789US")).not.toBeNull();
    expect(awbProblem("ekart", "FMPC1234567890")).toBeNull();
    expect(awbProblem("shiprocket", "SR1234<b>")).not.toBeNull();
    expect(awbProblem("other", "BLR-551234")).toBeNull();
    expect(awbProblem("other", "<script>")).toMatch(/letters, digits, spaces and - \. \//);
    expect(awbProblem("other", "AB")).not.toBeNull();
  });

  it("stores named couriers' numbers upper-cased without spaces or dashes; other as typed", () => {
    expect(normaliseAwb("india-post", " ee 123 456 789 in ")).toBe("EE123456789IN");
    expect(normaliseAwb("delhivery", "1234-5678-90123")).toBe("1234567890123");
    expect(normaliseAwb("other", " BLR-55 1234 ")).toBe("BLR-55 1234");
  });

  it("links each named courier's page with the AWB encoded, and nothing for other or unknown", () => {
    expect(trackingUrl("delhivery", "1234567890123")).toBe("https://www.delhivery.com/track/package/1234567890123");
    expect(trackingUrl("bluedart", "12345678901")).toBe(
      "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901",
    );
    expect(trackingUrl("ekart", "FMPC1234567890")).toBe("https://www.ekartlogistics.com/shipmenttrack/FMPC1234567890");
    expect(trackingUrl("shiprocket", "SR12345678")).toBe("https://shiprocket.co/tracking/SR12345678");
    expect(trackingUrl("india-post", "EE123456789IN")).toMatch(/^https:\/\/www\.indiapost\.gov\.in\/.*EE123456789IN$/);
    // A number from an older row is still encoded, never able to break out of the path or query.
    expect(trackingUrl("delhivery", "12/34?x=1&y #")).toBe(
      "https://www.delhivery.com/track/package/12%2F34%3Fx%3D1%26y%20%23",
    );
    expect(trackingUrl("dtdc", "A&B")).toMatch(/strCnno=A%26B$/);
    expect(trackingUrl("other", "BLR-551234")).toBeNull();
    expect(trackingUrl("pigeon", "1234567890")).toBeNull();
    expect(trackingUrl("delhivery", null)).toBeNull();
  });
});

describe("the ship patch", () => {
  const parse = (body: unknown) => OrderPatch.safeParse(body);
  const errorsOf = (body: unknown) => {
    const result = parse(body);
    if (result.success) throw new Error("expected a refusal");
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("normalises the AWB for its courier", () => {
    expect(parse({ courier: "india-post", trackingNumber: "ee123456789in" }).data).toEqual({
      courier: "india-post",
      trackingNumber: "EE123456789IN",
    });
  });

  it("takes an AWB without a courier as other, the rule before couriers were named", () => {
    expect(parse({ trackingNumber: " DTDC-123456789 " }).data).toEqual({
      courier: "other",
      trackingNumber: "DTDC-123456789",
    });
  });

  it("clears the courier with the number, and keeps both on a status change", () => {
    expect(parse({ trackingNumber: "" }).data).toEqual({ trackingNumber: null, courier: null });
    expect(parse({ status: "delivered" }).data).toEqual({ status: "delivered", courier: undefined });
  });

  it("names the field that is wrong", () => {
    expect(errorsOf({ courier: "pigeon", trackingNumber: "1234567890" }).courier).toMatch(/Courier must be one of/);
    expect(errorsOf({ courier: "delhivery", trackingNumber: "12345" }).trackingNumber).toMatch(/10 to 15 digits/);
    expect(errorsOf({ courier: "bluedart", trackingNumber: "1234<b>567" }).trackingNumber).toMatch(/Blue Dart/);
    expect(errorsOf({ courier: "delhivery" }).trackingNumber).toMatch(/Send the AWB number/);
  });
});
