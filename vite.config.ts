import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A few chunks instead of dozens of 1 KB ones: on a phone each request costs a round trip.
        // The admin's own modules stay out of it, so that the admin adds nothing to public pages.
        advancedChunks: {
          groups: [
            { name: "shared", test: /[\\/](app[\\/](components|features(?![\\/]admin[\\/])|lib)|src[\\/]domain(?![\\/]admin[\\/])|node_modules[\\/]lucide-react)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
