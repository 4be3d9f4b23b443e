import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHARED = /[\\/](app[\\/](components|features|lib)|src[\\/]domain|node_modules[\\/]lucide-react)[\\/]/;
// Checkout and order pages share code (and zod, through the order schema) that no other page needs:
// kept out of the chunk every page loads.
const CHECKOUT_ONLY = /[\\/](app[\\/]features[\\/](checkout|orders)[\\/]|src[\\/]domain[\\/](orders|invoice)\.ts$)/;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A few chunks instead of dozens of 1 KB ones: on a phone each request costs a round trip.
        advancedChunks: {
          groups: [
            { name: "shared", test: (id: string) => SHARED.test(id) && !CHECKOUT_ONLY.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});
