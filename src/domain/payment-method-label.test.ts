import { describe, expect, it } from "vitest";
import { BANK_NAMES, NETBANKING_BANKS, paymentMethodLabel, PAYMENT_METHODS, UPI_APPS } from "./payment-providers";

describe("payment method labels (issue 16: no raw codes in the order sheet or the CSV)", () => {
  it("names what the sandbox records, with its app or bank", () => {
    expect(paymentMethodLabel("upi:Google Pay")).toBe("UPI (Google Pay)");
    expect(paymentMethodLabel("netbanking:hdfc")).toBe("Net banking (HDFC Bank)");
    expect(paymentMethodLabel("card")).toBe("Card");
    expect(paymentMethodLabel("provider")).toBe("Payment window");
  });

  it("names Razorpay's own methods and anything new readably", () => {
    expect(paymentMethodLabel("wallet")).toBe("Wallet");
    expect(paymentMethodLabel("emi")).toBe("EMI");
    expect(paymentMethodLabel("cardless_emi")).toBe("Cardless EMI");
    expect(paymentMethodLabel("some_new_way")).toBe("Some new way");
  });

  it("never shows a colon, an underscore or a bank's code, for every method, app and bank", () => {
    const codes = [
      ...PAYMENT_METHODS,
      ...UPI_APPS.map((app) => `upi:${app}`),
      ...NETBANKING_BANKS.map((bank) => `netbanking:${bank}`),
    ];
    for (const code of codes) {
      const label = paymentMethodLabel(code);
      expect(label, code).not.toMatch(/[:_]/);
      expect(label, code).toMatch(/^[A-Z]/);
    }
    for (const bank of NETBANKING_BANKS) expect(paymentMethodLabel(`netbanking:${bank}`)).toContain(BANK_NAMES[bank]);
  });
});
