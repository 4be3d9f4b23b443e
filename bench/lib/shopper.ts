/**
 * A new shopper for every order a benchmark places: the shop limits the unpaid orders one e-mail or
 * phone holds (decision 032), and a load of orders is many people, not one person ordering 10,000 times.
 */
let shoppers = 0;

export function withFreshShopper(body: string): string {
  shoppers += 1;
  const order = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify({
    ...order,
    customerEmail: `shopper${shoppers}@example.com`,
    customerPhone: `+91 9${String(shoppers % 1_000_000_000).padStart(9, "0")}`,
  });
}
