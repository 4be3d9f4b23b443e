import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicReach } from "./scripts/lib/public-reach";
import { serverOnly } from "./scripts/lib/server-only";

const reach = publicReach();
const SHARED = /[\\/](app[\\/](components|features|lib)|src[\\/]domain|node_modules[\\/]lucide-react)[\\/]/;
const DIALOG = /[\\/]app[\\/]components[\\/]ui[\\/]dialog\.tsx$/;
// Checkout and order pages share code (and zod, through the order schema) that no other page needs:
// kept out of the chunk every page loads.
// The payment providers' registry and the states' list serve the checkout, the order pages and the subscription
// start page (its window and its pincode prefill), never another page's first view.
const CHECKOUT_ONLY =
  /[\\/](app[\\/]features[\\/](checkout|orders)[\\/]|src[\\/]domain[\\/](orders|invoice|payment-providers|indian-states)\.ts$)/;
// "Check delivery" (decision 150) is for the product page, the cart and checkout: not for every page's first view.
// So are the roast day of the next bag (decision 152), printed by the product page and the cart line, and the
// grind choice (decision 153), on the product page and in the options dialog (loaded when it opens).
const DELIVERY_DATE = /[\\/]src[\\/]domain[\\/]delivery-date\.ts$/;
const PURCHASE_ONLY =
  /[\\/](app[\\/]features[\\/]delivery[\\/]|app[\\/]components[\\/]product[\\/](roast-note|grind-choice)\.tsx$|app[\\/]components[\\/]product[\\/]use-grind-prices\.ts$|src[\\/]domain[\\/](delivery-date|roast-batches)\.ts$)/;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [serverOnly(import.meta.dirname), tailwindcss(), reactRouter(), reach.plugin],
  // The server build keeps only the icons it uses: importing lucide-react's package whole costs the
  // server a third of a second at every start (issue 22, decision 155).
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A few chunks instead of dozens of 1 KB ones: on a phone each request costs a round trip.
        // Only what two public entries use goes there, and never the dialog primitive (it loads with the
        // dialogs, when opened): the admin and the dialogs add nothing to public pages' first view.
        advancedChunks: {
          groups: [
            {
              name: "shared",
              test: (id: string) =>
                SHARED.test(id) &&
                !DIALOG.test(id) &&
                !CHECKOUT_ONLY.test(id) &&
                !PURCHASE_ONLY.test(id) &&
                !reach.reachesZod(id) &&
                reach.reachedByTwoPublicEntries(id),
              minShareCount: 2,
            },
            // The purchase pages' own code in one chunk rather than one small request per module; the
            // promised day's words stay apart, for the order pages.
            {
              name: "purchase",
              test: (id: string) => PURCHASE_ONLY.test(id) && !DELIVERY_DATE.test(id) && !reach.reachesZod(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
