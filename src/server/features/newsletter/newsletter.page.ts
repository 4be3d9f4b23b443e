/** What the unsubscribe page asks of the server, by the signed token from the mail's link. */
import type { Services } from "../../services";
import { findSubscriber, unsubscribe } from "./newsletter.repo";

export function newsletterPageService({ db, unsubscribeLinks }: Pick<Services, "db" | "unsubscribeLinks">) {
  return {
    /** The address and whether it still receives the newsletter; null for a link we did not sign. */
    async status(token: string): Promise<{ email: string; subscribed: boolean } | null> {
      const email = unsubscribeLinks.verify(token);
      if (!email) return null;
      const row = await findSubscriber(db, email);
      return { email, subscribed: Boolean(row && !row.unsubscribedAt) };
    },
    async unsubscribe(token: string): Promise<string | null> {
      const email = unsubscribeLinks.verify(token);
      if (!email) return null;
      await unsubscribe(db, email);
      return email;
    },
  };
}
