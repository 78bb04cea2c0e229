import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/render";
import { EMPTY_FILTERS } from "./product-filters";
import { ProductListing } from "./product-listing";

afterEach(cleanup);

function listing(products: { count: number; countIsEstimate?: boolean }) {
  const Stub = createRoutesStub([
    {
      path: "/search",
      Component: () => (
        <ProductListing
          title="Results"
          basePath="/search"
          filters={{ ...EMPTY_FILTERS, q: "samsung" }}
          products={{ ok: true, data: { data: [], ...products } }}
          pageSize={24}
        />
      ),
    },
  ]);
  return <Stub initialEntries={["/search?q=samsung"]} />;
}

describe("the result count", () => {
  it("says an exact count as it is", () => {
    render(listing({ count: 1234 }));
    expect(screen.getByTestId("result-count").textContent).toBe("1,234 products");
  });

  it('says "about" when a broad search\'s count is an estimate', () => {
    render(listing({ count: 20000, countIsEstimate: true }));
    expect(screen.getByTestId("result-count").textContent).toBe("about 20,000 products");
  });
});
