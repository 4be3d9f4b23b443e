import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { quieten, sameRouterState } from "./quiet-route-patches";

function shopRouter() {
  return createMemoryRouter([{ id: "root", path: "/", children: [{ id: "home", index: true }] }], {
    initialEntries: ["/"],
  });
}

describe("a quietened router", () => {
  it("tells no one when it learns new routes, since nothing in its state changed", () => {
    const router = shopRouter();
    quieten(router);
    const told: string[] = [];
    const stop = router.subscribe((state) => told.push(state.location.pathname));
    const before = router.state;

    router.patchRoutes("root", [{ id: "shop", path: "shop" }]);

    expect(told).toEqual([]);
    // The premise: React Router's state after a patch equals the one before, field for field.
    expect(router.state).not.toBe(before);
    expect(sameRouterState(before, router.state)).toBe(true);
    // The route is learnt all the same.
    expect(router.routes[0]?.children?.map((route) => route.id)).toContain("shop");
    stop();
  });

  it("tells its subscribers about a navigation, from its start to its end", async () => {
    const router = shopRouter();
    quieten(router);
    router.patchRoutes("root", [{ id: "shop", path: "shop", loader: () => "the coffees" }]);
    const told: string[] = [];
    const stop = router.subscribe((state) => told.push(`${state.navigation.state} ${state.location.pathname}`));

    await router.navigate("/shop");

    expect(told).toEqual(["loading /", "idle /shop"]);
    expect(router.state.loaderData.shop).toBe("the coffees");
    stop();
  });
});

describe("sameRouterState", () => {
  it("compares field by field, by identity", () => {
    const router = shopRouter();
    const state = router.state;
    expect(sameRouterState(state, { ...state })).toBe(true);
    expect(sameRouterState(state, { ...state, loaderData: { ...state.loaderData } })).toBe(false);
    expect(sameRouterState(state, { ...state, extra: 1 } as typeof state)).toBe(false);
  });
});
