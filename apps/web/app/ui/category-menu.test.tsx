import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

const categories = [
  { id: "c1", name: "Fashion", subCategories: [{ id: "s1", name: "Ankara fabrics" }, { id: "s2", name: "Shoes" }] },
  { id: "c2", name: "Phones & tablets", subCategories: [] },
];

function renderHeader(path = "/product/p1") {
  const Stub = createRoutesStub([
    { path: "/product/:id", Component: () => <SiteHeader user={null} categories={categories} /> },
    { path: "/category/*", Component: () => <SiteHeader user={null} categories={categories} /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("the storefront header's category menu", () => {
  it("opens from a named button, lists every category and sub-category as links, and closes", async () => {
    renderHeader();
    const [wide, compact] = screen.getAllByRole("button", { name: "Categories" });
    expect(wide.getAttribute("aria-expanded")).toBe("false");
    expect(compact.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(wide);
    expect(wide.getAttribute("aria-expanded")).toBe("true");
    // The menu's code loads on the first open.
    const menu = await screen.findByRole("dialog", { name: "Shop by category" });
    expect(within(menu).getByRole("link", { name: "Fashion" }).getAttribute("href")).toBe("/category/c1");
    expect(within(menu).getByRole("link", { name: "Ankara fabrics" }).getAttribute("href")).toBe("/category/c1/s1");
    expect(within(menu).getByRole("link", { name: "Phones & tablets" }).getAttribute("href")).toBe("/category/c2");
    expect(within(menu).getByRole("link", { name: "All products" }).getAttribute("href")).toBe("/search");
    fireEvent.click(within(menu).getByRole("button", { name: "Close categories" }));
    expect(wide.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Ankara fabrics" })).toBeNull();
  });

  it("closes when a category is followed", async () => {
    renderHeader();
    fireEvent.click(screen.getAllByRole("button", { name: "Categories" })[1]);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Shop by category" })).getByRole("link", { name: "Shoes" }));
    await screen.findAllByRole("button", { name: "Categories", expanded: false });
    expect(screen.queryByRole("link", { name: "Shoes" })).toBeNull();
  });
});
