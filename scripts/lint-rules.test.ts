/** The repository's ESLint rules that guard the architecture (docs/decisions/060) do fire. */
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
// Type information is not what these rules need, and building it would take most of a minute.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("import boundaries", () => {
  it("refuses one feature reaching into another's internals, and allows its index", async () => {
    expect(
      await rulesBroken("app/features/home/x.ts", 'export { quickAdd } from "~/features/cart/cart-actions";\n'),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: home reaches into cart's internals/)]);
    expect(await rulesBroken("app/features/home/x.ts", 'export { quickAdd } from "~/features/cart";\n')).toEqual([]);
    expect(await rulesBroken("app/features/cart/x.ts", 'export { addCartItem } from "./cart-store";\n')).toEqual([]);
  });

  it("refuses shared code reaching into a feature's internals", async () => {
    expect(await rulesBroken("app/lib/x.ts", 'export { useCart } from "~/features/cart/cart-store";\n')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: Shared code reaches into cart's internals/),
    ]);
  });

  it("keeps src/domain free of the DOM, the database, node: modules and the app", async () => {
    const broken = await rulesBroken(
      "src/domain/x.ts",
      [
        'import { readFileSync } from "node:fs";',
        'import { sql } from "drizzle-orm";',
        'import { toast } from "~/lib/toast";',
        "export const f = () => [readFileSync, sql, toast, window.location.href, document.title];",
        "",
      ].join("\n"),
    );
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-restricted-imports: .*node:fs/),
        expect.stringMatching(/^no-restricted-imports: .*drizzle-orm/),
        expect.stringMatching(/^boundaries\/dependencies: src\/domain is pure/),
        expect.stringMatching(/^no-restricted-globals: .*window/),
        expect.stringMatching(/^no-restricted-globals: .*document/),
      ]),
    );
  });

  it("keeps server code and *.server modules out of browser code", async () => {
    expect(
      await rulesBroken("app/features/home/x.ts", 'export { createLogger } from "../../../src/server/logger";\n'),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: The React app never imports src\/server/)]);
    expect(
      await rulesBroken(
        "app/features/home/x.ts",
        'import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Server-only module in browser code/)]);
    expect(
      await rulesBroken(
        "app/features/home/x.ts",
        'export { markerPositions } from "~/features/cafes/marker-layout.server";\n',
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: .*Only route loaders/)]));
    expect(
      await rulesBroken(
        "app/lib/x.server.ts",
        'import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n',
      ),
    ).toEqual([]);
  });
});

describe("markup rules", () => {
  it("asks every button and input for a type", async () => {
    const code = 'export const A = () => <form><button>Go</button><input name="q" /></form>;\n';
    expect(await rulesBroken("app/features/home/x.tsx", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Give the button a type/),
      expect.stringMatching(/^no-restricted-syntax: Give the input a type/),
    ]);
  });
});
