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
        // The dialog primitive is shared only by dialogs that load when opened; in "shared" it (and
        // Radix's focus trap, pulled in with it) would weigh on every page's first view.
        advancedChunks: {
          groups: [
            { name: "shared", test: (id: string) => SHARED.test(id) && !DIALOG.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});
