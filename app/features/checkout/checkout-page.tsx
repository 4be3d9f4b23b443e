import { memo, startTransition, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { repriceCart, type CartItem, type CatalogueEntry } from "@domain/cart";
import { isPincode } from "@domain/geo";
import { toRupees } from "@domain/money";
import { refundDue } from "@domain/order-outcome";
import type { OrderView } from "@domain/orders";
import { clearCart, readCart, updateCartLine, useCart, type AppliedDiscount } from "~/features/cart";
import { DeliveryCheck } from "~/features/delivery";
import { useGrindPrices } from "~/components/product/use-grind-prices";
import { useNearScreen } from "~/lib/island";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { useHydrated } from "~/lib/use-hydrated";
import type { PaymentProvider } from "./checkout-api";
import { StepIndicator, StepLoading, SummaryJump } from "./checkout-parts";
import { EMPTY_DETAILS, type DetailsValues } from "./details-fields";
import { DetailsForm } from "./details-form";
import { clearPendingOrder, readPendingOrder, savePendingOrder } from "./pending-order";
import { StepHeading } from "./step-heading";
import { SummarySkeleton } from "./summary-card";
import { useAccountPrefill } from "./use-account-prefill";
import { loadPlacing, usePlaceOrder } from "./use-place-order";

// The payment and confirmation steps load when the shopper gets there, not with the page.
const loadPaymentStep = () => import("./payment-step");
const PaymentStep = lazyPart(() => loadPaymentStep().then((m) => m.default));
const SuccessStep = lazyPart(() => import("./success-step").then((m) => m.default));
// What stops the cart from being ordered shows only when something does.
const CartProblems = lazyPart(() => import("./cart-problems").then((m) => m.CartProblems));
// The summary is drawn in the browser (the cart lives there): its code loads as it nears the screen (on a
// phone it sits below the form), or once the shopper starts on the form. An empty cart's page, when it is one.
const loadCartSummary = () => import("./cart-summary");
const CartSummary = lazyPart(() => loadCartSummary().then((m) => m.CartSummary));
const EmptyCheckout = lazyPart(() => import("./empty-checkout").then((m) => m.default));
/** The orders this browser placed: needed once an order exists, not for the page's first view. */
const orderHistory = () => import("~/features/orders");

type Stage =
  | { step: "details" }
  | { step: "payment"; order: OrderView; accessToken: string; amount: number; cart: CartItem[] }
  | { step: "success"; order: OrderView };

type PageProps = { catalogue: CatalogueEntry[]; provider: PaymentProvider };

/**
 * The three checkout steps (details → payment → confirmation) around one order.
 *
 * The cart and "hydrated" are the browser's: the server rendered the page without them. Once the page is
 * React's, React renders again for them, at once and in one piece (a store's new value is urgent), which on
 * this page was one long task of 35–40 ms on the bench's machine (issue 22, decision 170). The steps take
 * them deferred instead: the urgent render finds nothing new for them, and the one that brings the cart is
 * cut into slices between which the browser can answer the shopper.
 */
export function CheckoutPage(props: PageProps) {
  const hydrated = useDeferredValue(useHydrated());
  const items = useDeferredValue(useCart());
  return <CheckoutSteps {...props} hydrated={hydrated} items={items} />;
}

const CheckoutSteps = memo(function CheckoutSteps({
  catalogue,
  provider,
  hydrated,
  items,
}: PageProps & { hydrated: boolean; items: CartItem[] }) {
  const byId = useMemo(() => new Map(catalogue.map((entry) => [entry.id, entry])), [catalogue]);
  const grindPrices = useGrindPrices();
  const lines = useMemo(() => repriceCart(items, byId, grindPrices), [items, byId, grindPrices]);
  const [stage, setStage] = useState<Stage>({ step: "details" });
  const [values, setValues] = useState<DetailsValues>(EMPTY_DETAILS);
  const [resuming, setResuming] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const stepChanged = useRef(false);

  function go(next: Stage) {
    stepChanged.current = true;
    setStage(next);
  }

  function paid(order: OrderView) {
    // Only now does the cart go: until the money is confirmed the shopper may still need it. A payment
    // that arrived after the last bags went (refund due) leaves the cart, to order something else.
    if (!refundDue(order)) clearCart();
    clearPendingOrder();
    void orderHistory().then(({ awaitsPayment, notePaymentDue }) =>
      notePaymentDue(order.orderNumber, awaitsPayment(order)),
    );
    go({ step: "success", order });
  }

  function unpayable(message: string, outOfStock: boolean) {
    clearPendingOrder();
    startOver();
    if (outOfStock) reportStock(message, readCart());
    else setNotice(`${message} Your cart is still here — place the order again when you're ready.`);
    go({ step: "details" });
  }

  const { place, submitting, serverErrors, stockMessage, reportStock, startOver, revalidating } = usePlaceOrder(
    (message) => {
      // The code stopped working between "Apply" and "Place order" (used up meanwhile, say).
      setDiscount(null);
      setCodeError(message);
    },
    (created, sent) => {
      const { order, accessToken } = created;
      savePendingOrder({ orderNumber: order.orderNumber, accessToken, cartKey: JSON.stringify(sent) });
      void orderHistory().then(({ awaitsPayment, rememberOrder }) =>
        rememberOrder(order.orderNumber, accessToken, order.createdAt, awaitsPayment(order)),
      );
      setNotice(null);
      go({ step: "payment", order, accessToken, amount: created.paymentStatus.amount, cart: sent });
    },
  );

  // Back from a reload or a closed tab: continue with the order already made, or show it paid.
  const resume = useEffectEvent(() => {
    const pending = readPendingOrder();
    if (!pending) {
      startTransition(() => setResuming(false));
      return;
    }
    const controller = new AbortController();
    import("./resume-order")
      .then(({ resumeOrder }) => resumeOrder(pending, controller.signal))
      .then(({ order, details }) => {
        setValues(details);
        if (order.paymentStatus === "paid" || order.paymentStatus === "due_on_delivery") paid(order);
        else if (order.status === "pending" && pending.cartKey === JSON.stringify(readCart())) {
          setStage({
            step: "payment",
            order,
            accessToken: pending.accessToken,
            amount: toRupees(order.totalPaise),
            cart: readCart(),
          });
        } else clearPendingOrder();
      })
      .catch(() => {
        if (!controller.signal.aborted) clearPendingOrder();
      })
      .finally(() => {
        if (!controller.signal.aborted) startTransition(() => setResuming(false));
      });
    return () => controller.abort();
  });
  useEffect(() => resume(), []);

  const [formStarted, setFormStarted] = useState(false);
  const [summaryNear, summaryBox] = useNearScreen(hydrated);

  const focus = stepChanged.current;
  const imageOf = (productId: number | null) => (productId === null ? null : (byId.get(productId)?.image ?? null));
  const stockOf = (productId: number) => byId.get(productId)?.stockQuantity ?? 0;
  const ready = hydrated && !resuming;
  useAccountPrefill(ready, setValues);
  const orderable = lines.length > 0 && lines.every((line) => line.available && line.inStock);
  const serverStock = stockMessage && stockMessage.cartKey === JSON.stringify(items) ? stockMessage.message : null;

  let content;
  if (stage.step === "payment") {
    content = (
      <PaymentStep
        provider={provider}
        order={stage.order}
        accessToken={stage.accessToken}
        amount={stage.amount}
        cart={stage.cart}
        imageOf={imageOf}
        onPaid={paid}
        onUnpayable={unpayable}
        onEdit={() => go({ step: "details" })}
        focus={focus}
      />
    );
  } else if (stage.step === "success") {
    content = <SuccessStep order={stage.order} imageOf={imageOf} focus={focus} />;
  } else if (ready && items.length === 0) {
    content = <EmptyCheckout />;
  } else {
    content = (
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        {/* Once the shopper starts on the form, what comes next loads in the background. */}
        <div
          className="min-w-0 space-y-6"
          onFocus={() => {
            setFormStarted(true);
            for (const load of [loadPlacing, loadPaymentStep, loadCartSummary]) void load().catch(() => undefined);
          }}
        >
          <StepHeading focus={focus}>Your details</StepHeading>
          {notice ? (
            <p
              role="status"
              className="rounded-2xl border border-gold-500/60 bg-gold-400/15 p-4 text-sm text-coffee-700"
            >
              {notice}
            </p>
          ) : null}
          <SummaryJump items={items} lines={lines} ready={ready} discount={discount} />
          {ready && ((lines.length > 0 && !orderable) || serverStock) ? (
            <PartBoundary>
              <CartProblems lines={lines} stockOf={stockOf} serverMessage={serverStock} onQuantity={updateCartLine} />
            </PartBoundary>
          ) : null}
          {/* The address's pincode once typed, else the one checked earlier on this browser. */}
          <DeliveryCheck
            subtotal={null}
            pincode={isPincode(values.pincode.trim()) ? values.pincode.trim() : undefined}
          />
          <DetailsForm
            values={values}
            setValues={setValues}
            serverErrors={serverErrors}
            submitting={submitting}
            canSubmit={ready && orderable && !revalidating}
            onSubmit={(details) =>
              void place(details, readCart(), repriceCart(readCart(), byId, grindPrices), discount?.code)
            }
          />
        </div>
        {ready && (summaryNear || formStarted) ? (
          <PartBoundary fallback={<SummarySkeleton />}>
            <CartSummary
              lines={lines}
              stockOf={stockOf}
              storedPrice={(index) => items[index]?.price ?? 0}
              code={{
                items,
                email: values.customerEmail,
                applied: discount,
                error: codeError,
                onApplied: setDiscount,
                onError: setCodeError,
              }}
            />
          </PartBoundary>
        ) : (
          <div ref={summaryBox}>
            <SummarySkeleton />
          </div>
        )}
      </div>
    );
  }

  return (
    // At least a screen tall: when the cart turns out empty after hydration, the shorter page must not pull the footer into view.
    <section className="mx-auto min-h-svh max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-semibold sm:text-5xl">Checkout</h1>
          {stage.step === "details" ? (
            <p className="mt-3 max-w-xl text-coffee-600 sm:text-lg">
              Pay by UPI, card or net banking in a secure window — your card details never touch our site.
            </p>
          ) : null}
        </div>
        {/* With nothing to check out the steps are not shown, but keep their place: the page must not jump when the cart is read. */}
        <div
          className={stage.step === "details" && ready && items.length === 0 ? "invisible" : undefined}
          aria-hidden={stage.step === "details" && ready && items.length === 0 ? true : undefined}
        >
          <StepIndicator current={stage.step} />
        </div>
      </div>
      <div className="mt-8">
        <PartBoundary fallback={<StepLoading />}>{content}</PartBoundary>
      </div>
    </section>
  );
});
