import { describe, expect, it } from "vitest";
import { lookupPincode, parseDirectory } from "./pincode-directory";

describe("the pincode directory", () => {
  it("decodes gaps and district indexes", () => {
    const directory = parseDirectory("# header\nKarnataka|Kerala\n0:Bengaluru|1:Ernakulam\nc03t,0 1,0 a,1\n");
    expect([...directory.codes]).toEqual([560_009, 560_010, 560_020]);
    expect([...directory.districtOf]).toEqual([0, 0, 1]);
    expect(directory.districts[1]).toEqual({ name: "Ernakulam", state: "Kerala" });
  });

  it("holds about 19,000 pincodes and finds the first, the last and one in between", () => {
    expect(lookupPincode("110001")?.state).toBe("Delhi");
    expect(lookupPincode("682001")).toMatchObject({ district: "Ernakulam", state: "Kerala" });
    expect(lookupPincode("000000")).toBeNull();
    expect(lookupPincode("999999")).toBeNull();
  });
});
