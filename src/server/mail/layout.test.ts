import { describe, expect, it } from "vitest";
import { renderMail } from "./layout";

describe("mail layout", () => {
  const mail = renderMail({
    preheader: "Your order is confirmed",
    heading: "Thank you, <Asha>",
    blocks: [
      { kind: "paragraph", text: "We are roasting your coffee & packing it today." },
      {
        kind: "rows",
        heading: "Order",
        rows: [
          { label: "Subtotal", value: "₹1,300" },
          { label: "Total", value: "₹1,584", strong: true },
        ],
      },
      { kind: "button", label: "View your order", url: "https://shop.example/orders?n=1&t=2" },
    ],
    unsubscribeUrl: "https://shop.example/unsubscribe?t=abc",
  });

  it("escapes what a visitor typed in the HTML", () => {
    expect(mail.html).toContain("Thank you, &lt;Asha&gt;");
    expect(mail.html).not.toContain("<Asha>");
    expect(mail.html).toContain('href="https://shop.example/orders?n=1&amp;t=2"');
  });

  it("says the same in plain text, with aligned rows and the unsubscribe link", () => {
    expect(mail.text).toContain("Thank you, <Asha>");
    expect(mail.text).toContain("Subtotal  ₹1,300");
    expect(mail.text).toContain("Total     ₹1,584");
    expect(mail.text).toContain("View your order: https://shop.example/orders?n=1&t=2");
    expect(mail.text).toContain("Unsubscribe: https://shop.example/unsubscribe?t=abc");
  });
});
