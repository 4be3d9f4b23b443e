/**
 * The provider seam itself (decision 051): refunds through each provider, mandates refused clearly until
 * a provider supports them, and every registry id backed by an implementation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_PROVIDER_IDS, PAYMENT_PROVIDERS } from "@domain/payment-providers";
import { ProviderCapabilityError, ProviderUnavailableError } from "../../src/server/payments/provider";
import { PROVIDER_MODULES } from "../../src/server/payments/providers";
import { createRazorpayProvider } from "../../src/server/payments/razorpay/razorpay.provider";
import { createSandboxProvider } from "../../src/server/payments/sandbox/sandbox.provider";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";

describe("Refunds through Razorpay (fake API on loopback)", () => {
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
  });
  afterAll(async () => {
    await razorpay?.close();
  });
  const provider = () =>
    createRazorpayProvider({
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
      apiBase: razorpay.url,
    });

  async function capturedPayment(amountPaise: number) {
    const order = await provider().createOrder({ receipt: "BB-2026-000001", amountPaise, notes: {} });
    return razorpay.pay(order.id).razorpay_payment_id;
  }

  it("posts amount in paise, speed optimum, notes and the idempotency key; a repeated key refunds once", async () => {
    const paymentId = await capturedPayment(150_000);
    const request = {
      providerPaymentId: paymentId,
      amountPaise: 40_000,
      idempotencyKey: "refund-0001-abcdef",
      notes: { orderNumber: "BB-2026-000001", refundNumber: "RF-1" },
    };
    const first = await provider().refund(request);
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId, amountPaise: 40_000, status: "pending" });
    const sent = razorpay.requests.find((r) => r.path === `/v1/payments/${paymentId}/refund`)!;
    expect(sent).toMatchObject({
      method: "POST",
      authorized: true,
      idempotencyKey: "refund-0001-abcdef",
      body: { amount: 40_000, speed: "optimum", notes: request.notes, receipt: "refund-0001-abcdef" },
    });
    const again = await provider().refund(request);
    expect(again.id).toBe(first.id);
    expect(razorpay.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(await provider().fetchRefund(paymentId, first.id)).toEqual(first);
  });

  it("reports Razorpay's refusal (more than is left) as the provider's answer, never a refund", async () => {
    const paymentId = await capturedPayment(50_000);
    await expect(
      provider().refund({
        providerPaymentId: paymentId,
        amountPaise: 50_001,
        idempotencyKey: "refund-too-much-1",
        notes: {},
      }),
    ).rejects.toThrow(ProviderUnavailableError);
    expect(razorpay.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(0);
  });
});

describe("The sandbox's refunds", () => {
  it("are processed at once, and one idempotency key always names the same refund (in every process)", async () => {
    const a = createSandboxProvider("sandbox-secret-0123456789");
    const b = createSandboxProvider("sandbox-secret-0123456789");
    const request = { providerPaymentId: "pay_x", amountPaise: 12_300, idempotencyKey: "refund-key-42", notes: {} };
    const first = await a.refund(request);
    expect(first).toMatchObject({ paymentId: "pay_x", amountPaise: 12_300, status: "processed" });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect((await b.refund(request)).id).toBe(first.id);
    expect((await a.refund({ ...request, idempotencyKey: "refund-key-43" })).id).not.toBe(first.id);
  });
});

describe("The provider registry", () => {
  it("backs every registry id with an implementation of that id", () => {
    expect(Object.keys(PROVIDER_MODULES).sort()).toEqual([...PAYMENT_PROVIDER_IDS].sort());
    for (const id of PAYMENT_PROVIDER_IDS) expect(PROVIDER_MODULES[id].id).toBe(id);
    expect(PAYMENT_PROVIDERS.sandbox.testMode).toBe(true);
    expect(PAYMENT_PROVIDERS.razorpay.testMode).toBe(false);
  });

  it("refuses recurring mandates clearly where they cannot work (a sandbox without its database)", async () => {
    const sandbox = createSandboxProvider("sandbox-secret-0123456789");
    await expect(sandbox.mandates.createMandate({ amountPaise: 100, intervalDays: 30, notes: {} })).rejects.toThrow(
      new ProviderCapabilityError("Recurring payments (mandates) are not supported with PAYMENT_PROVIDER=sandbox yet."),
    );
  });
});
