import { describe, expect, it } from "vitest";
import { samePageProps } from "./route-page";

const loaderData = { products: [] };
const matches = [{ id: "root" }];
const props = { params: { id: "morning-dust" }, loaderData, actionData: undefined, matches };

describe("a route page's props", () => {
  it("are the same when React Router hands over the same objects, and params with the same values", () => {
    expect(samePageProps(props, { ...props })).toBe(true);
    expect(samePageProps(props, { ...props, params: { id: "morning-dust" } })).toBe(true);
    expect(samePageProps({ ...props, params: {} }, { ...props, params: {} })).toBe(true);
  });

  it("differ when a param, the loader data, the action data or the matches change", () => {
    expect(samePageProps(props, { ...props, params: { id: "forest-pour" } })).toBe(false);
    expect(samePageProps(props, { ...props, params: { id: "morning-dust", page: "2" } })).toBe(false);
    expect(samePageProps(props, { ...props, params: {} })).toBe(false);
    expect(samePageProps(props, { ...props, loaderData: { products: [] } })).toBe(false);
    expect(samePageProps(props, { ...props, actionData: { ok: true } })).toBe(false);
    expect(samePageProps(props, { ...props, matches: [...matches] })).toBe(false);
  });

  it("differ when a prop comes or goes", () => {
    const { actionData: _, ...withoutActionData } = props;
    expect(samePageProps(props, withoutActionData)).toBe(false);
    expect(samePageProps(withoutActionData, props)).toBe(false);
  });
});
