// @ts-check
// What the linter guards and why: docs/decisions/060-lint-and-import-boundaries.md
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Product code gets the type-aware rules (floating promises, promises handed to event props…). */
const PRODUCT = ["app/**/*.{ts,tsx}", "src/**/*.ts"];
/** Runs only on the server: may use Node's modules and server code. React Router keeps them out of the browser. */
const SERVER_ONLY = ["app/**/*.server.{ts,tsx}", "app/entry.server.tsx"];

const FEATURE_ENTRY = "index.ts";
const SERVER_MODULES = [
  "node:*",
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
];

// src/domain runs in the browser and on the server: only what both have.
const DOMAIN_GLOBALS = { ...globals["shared-node-browser"] };
for (const name of ["localStorage", "sessionStorage", "navigator", "Navigator", "Storage"]) delete DOMAIN_GLOBALS[name];

export default defineConfig(
  {
    ignores: [
      "build/",
      "data/",
      "coverage/",
      ".react-router/",
      "public/",
      "tests/.artifacts/",
      "bench/results/",
      "src/server/db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // A `let` that a closure reads before its one assignment (services.ts's job runner) stays a `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },

  // Type-aware rules cost a TypeScript program (~30 s here), so they run where a missed promise or a
  // bad assertion reaches shoppers: the app and the server. Tests, scripts and benchmarks get the rest.
  {
    files: PRODUCT,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // An async handler on onClick/onSubmit is how React forms are written; its promise is handled inside.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // React Router's loaders throw a Response (a 404 page) by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // `interface AppLoadContext extends LoadContext {}` is how React Router's context type is declared.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // An async method that fulfils a Promise-returning interface need not await anything.
      "@typescript-eslint/require-await": "off",
    },
  },

  // The browser side.
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Valid markup (docs/decisions/062): a button without a type submits the form around it; an input's type says what it takes.
    // Icons one by one (decision 167): lucide-react's index reaches every icon, so the build would count each
    // icon as used by every page that imports any.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name=/^(button|Button)$/]:not(:has(JSXAttribute[name.name='type'])):not(:has(JSXSpreadAttribute))",
          message: 'Give the button a type: "button", or "submit" in a form.',
        },
        {
          selector:
            "JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'])):not(:has(JSXSpreadAttribute))",
          message: "Give the input a type.",
        },
        {
          selector: "ImportDeclaration[source.value='lucide-react'][importKind='value']",
          message:
            'Import each icon from "lucide-react/icons/<name>" (decision 167); only `import type` from "lucide-react".',
        },
      ],
    },
  },

  // Import boundaries: docs/decisions/060.
  {
    files: ["app/**/*.{ts,tsx}", "src/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/include": ["app/**/*", "src/**/*"],
      "boundaries/legacy-templates": false,
      "boundaries/elements": [
        { type: "feature", pattern: "app/features/*", partialMatch: false, capture: ["name"] },
        { type: "routes", pattern: "app/routes", partialMatch: false },
        { type: "components", pattern: "app/components", partialMatch: false },
        { type: "lib", pattern: "app/lib", partialMatch: false },
        { type: "domain", pattern: "src/domain", partialMatch: false },
        { type: "server", pattern: "src/server", partialMatch: false },
        // root.tsx, routes.ts and the entry files; listed last so the folders above match first.
        { type: "app", pattern: "app", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: {
                  element: {
                    type: "feature",
                    captured: { name: "!{{ from.element.captured.name }}" },
                    fileInternalPath: `!${FEATURE_ENTRY}`,
                  },
                },
              },
              message:
                "{{ from.element.captured.name }} reaches into {{ to.element.captured.name }}'s internals: import it from ~/features/{{ to.element.captured.name }} (its index.ts), or move what both use to app/components or app/lib.",
            },
            {
              from: { element: { type: ["components", "lib"] } },
              disallow: { to: { element: { type: "feature", fileInternalPath: `!${FEATURE_ENTRY}` } } },
              message:
                "Shared code reaches into {{ to.element.captured.name }}'s internals: import it from ~/features/{{ to.element.captured.name }} (its index.ts).",
            },
            {
              from: { element: { type: ["components", "lib", "feature"] } },
              disallow: { to: { element: { type: "routes" } } },
              message: "Only React Router imports route modules.",
            },
            {
              from: { element: { type: "domain" } },
              disallow: { to: { element: { type: ["feature", "routes", "components", "lib", "app", "server"] } } },
              message: "src/domain is pure: it imports nothing from the app or the server.",
            },
            {
              from: { element: { type: "server" } },
              disallow: { to: { element: { type: ["feature", "routes", "components", "lib", "app"] } } },
              message: "The server does not import the React app's modules (it gets the built app).",
            },
            {
              from: { element: { type: ["feature", "routes", "components", "lib", "app"] } },
              disallow: { to: { element: { type: "server" } } },
              message: "The React app never imports src/server: pages get server data from their loader's context.",
            },
          ],
        },
      ],
    },
  },

  // src/domain runs on both sides: no DOM, no database, no node: modules.
  {
    files: ["src/domain/**/*.ts"],
    languageOptions: { globals: { ...DOMAIN_GLOBALS } },
    rules: {
      "no-undef": "error",
      "no-restricted-globals": [
        "error",
        "window",
        "document",
        "localStorage",
        "sessionStorage",
        "navigator",
        "location",
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...SERVER_MODULES, "react", "react-dom", "react-dom/*", "react-router", "express"],
              message: "src/domain is pure TypeScript used by browser and server: no DOM, database or node: modules.",
            },
          ],
        },
      ],
    },
  },

  // Browser code: nothing server-only (React Router also refuses *.server modules in the client build).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...SERVER_ONLY, "app/routes/**", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...SERVER_MODULES, "express", "sharp", "nodemailer", "pino", "pino-http", "multer"],
              message: "Server-only module in browser code: move this to a *.server.ts file.",
            },
            {
              group: ["**/*.server", "**/*.server.*"],
              message: "Only route loaders and other *.server files use *.server modules.",
            },
          ],
        },
      ],
    },
  },

  // Tests: HTTP answers are untyped JSON by design, and so are expect.any() and friends; the assertions
  // check their shape.
  {
    files: ["tests/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },

  // The sandbox provider's window: a plain ES5 browser script served as is (no build step), so `var self = this`.
  {
    files: ["src/server/payments/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
    rules: { "@typescript-eslint/no-this-alias": "off" },
  },
);
