import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHARED = /[\\/](app[\\/](components|features|lib)|src[\\/]domain|node_modules[\\/]lucide-react)[\\/]/;
const DIALOG = /[\\/]app[\\/]components[\\/]ui[\\/]dialog\.tsx$/;

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
            // The dialog primitive stays out: it would drag Radix Dialog into every page's first view.
            { name: "shared", test: (id: string) => SHARED.test(id) && !DIALOG.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});
