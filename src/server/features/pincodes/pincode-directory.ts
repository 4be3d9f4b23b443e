/**
 * India's pincodes → district and state, from the compact table in pincode-directory.txt (see
 * scripts/build-pincode-directory.ts). Loaded on the first lookup, then kept as two typed arrays
 * (~19,000 pincodes: ~115 KB) and the 637 district names; a lookup is a binary search.
 */
import { readFileSync } from "node:fs";
import { fromRoot } from "../../paths";

export type PincodePlace = { pincode: string; city: string; district: string; state: string };

type Directory = { codes: Int32Array; districtOf: Uint16Array; districts: { name: string; state: string }[] };

let directory: Directory | undefined;

export function parseDirectory(text: string): Directory {
  const [, stateLine = "", districtLine = "", rowLine = ""] = text.split("\n");
  const states = stateLine.split("|");
  const districts = districtLine.split("|").map((entry) => {
    const colon = entry.indexOf(":");
    return { state: states[Number(entry.slice(0, colon))] ?? "", name: entry.slice(colon + 1) };
  });
  const rows = rowLine.trim().split(" ");
  const codes = new Int32Array(rows.length);
  const districtOf = new Uint16Array(rows.length);
  let code = 0;
  rows.forEach((row, i) => {
    const [gap = "0", index = "0"] = row.split(",");
    code += parseInt(gap, 36);
    codes[i] = code;
    districtOf[i] = parseInt(index, 36);
  });
  return { codes, districtOf, districts };
}

function load(): Directory {
  directory ??= parseDirectory(readFileSync(fromRoot("src/server/features/pincodes/pincode-directory.txt"), "utf8"));
  return directory;
}

/**
 * The town a shopper writes on a parcel is usually the district's name (Bengaluru, Chikkamagaluru…);
 * Delhi's districts ("Central Delhi") are parts of one city.
 */
function cityFor(district: string, state: string): string {
  if (state === "Delhi") return district === "New Delhi" ? "New Delhi" : "Delhi";
  return district;
}

export function lookupPincode(pincode: string): PincodePlace | null {
  const { codes, districtOf, districts } = load();
  const target = Number(pincode);
  let low = 0;
  let high = codes.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const code = codes[mid]!;
    if (code === target) {
      const district = districts[districtOf[mid]!]!;
      return { pincode, city: cityFor(district.name, district.state), district: district.name, state: district.state };
    }
    if (code < target) low = mid + 1;
    else high = mid - 1;
  }
  return null;
}
