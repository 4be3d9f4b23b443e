/** The "how was your coffee?" mail sent once an order is first marked delivered: a button per coffee. */
import type { OrderView } from "@domain/orders";
import { renderMail, type MailBlock } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";
import { REVIEW_LINK_DAYS } from "./review-links";

export function reviewRequestMail(
  order: Pick<OrderView, "orderNumber" | "customerName" | "customerEmail">,
  lines: readonly { productName: string; weightGrams: number; url: string }[],
): OutgoingMail {
  const buttons: MailBlock[] = lines.map((line) => ({
    kind: "button",
    label: `Review ${line.productName} (${line.weightGrams} g)`,
    url: line.url,
  }));
  const { text, html } = renderMail({
    preheader: `Order ${order.orderNumber} has arrived. Tell other coffee lovers how it tastes.`,
    heading: "How is your coffee?",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${order.customerName}, your order ${order.orderNumber} has been delivered. Once you have brewed a few cups, tell us how each coffee tastes: 1 to 5 stars and a few words help other coffee lovers choose.`,
      },
      ...buttons,
      {
        kind: "note",
        text: `Each link is yours alone and works for ${REVIEW_LINK_DAYS} days. We show your first name and initial with your review, never your e-mail address.`,
      },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `How is your coffee? Order ${order.orderNumber} — Bean & Bhūmi`,
    text,
    html,
    template: "review-request",
  };
}
