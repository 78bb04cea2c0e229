import type { Review, ReviewPage } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductReviews } from "./product-reviews";

const PRODUCT = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";

const review = (n: number, rating: number): Review =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    type: "product",
    rating,
    comment: `Comment ${n}`,
    customerName: `Ada ${n}.`,
    createdAt: "2026-07-01T10:00:00.000Z",
  }) as Review;

const firstPage: ReviewPage = {
  rows: [1, 2, 3, 4, 5].map((n) => review(n, 4)),
  count: 6,
  averageRating: 4.2,
  starCounts: [0, 0, 1, 3, 2],
} as ReviewPage;

function show(initial: Parameters<typeof ProductReviews>[0]["initial"]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductReviews productId={PRODUCT} initial={initial} />
    </QueryClientProvider>,
  );
  return client;
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProductReviews", () => {
  it("shows the average, the bars per star and the first reviews; More reviews reads the next page into the reviews keys", async () => {
    const fetchMock = vi.fn(() => json({ success: true, data: { ...firstPage, rows: [review(6, 3)] } }));
    vi.stubGlobal("fetch", fetchMock);
    const client = show({ ok: true, data: firstPage });

    expect(screen.getByTestId("product-rating-average").textContent).toBe("4.2");
    expect(screen.getByRole("img", { name: "4.2 out of 5" })).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "4 stars: 3" })).toBeTruthy();
    expect(screen.getAllByTestId("product-review")).toHaveLength(5);

    fireEvent.click(screen.getByRole("button", { name: "More reviews (1)" }));
    await waitFor(() => expect(screen.getAllByTestId("product-review")).toHaveLength(6));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(new RegExp(`/reviews/product/${PRODUCT}\\?page=2&limit=5$`));
    expect(client.getQueryData(["reviews", "product", PRODUCT, 2])).toBeTruthy();
    expect(screen.queryByRole("button", { name: /More reviews/ })).toBeNull();
  });

  it("shows the store's reply under its review, and nothing under the others", () => {
    const answered = { ...review(1, 2), reply: { text: "Sorry for the delay.\nYour refund is on its way.", repliedAt: "2026-07-03T09:00:00.000Z", storeName: "Ikeja Leather Works" } };
    show({ ok: true, data: { ...firstPage, rows: [answered, { ...review(2, 4), reply: null }, review(3, 5)] } });

    const replies = screen.getAllByTestId("product-review-reply");
    expect(replies).toHaveLength(1);
    expect(screen.getAllByTestId("product-review")[0].contains(replies[0])).toBe(true);
    expect(replies[0].textContent).toContain("Reply from Ikeja Leather Works");
    expect(replies[0].textContent).toContain("3 Jul 2026");
    expect(replies[0].querySelector("p:last-child")?.textContent).toBe("Sorry for the delay.\nYour refund is on its way.");
  });

  it("says there are no reviews yet", () => {
    show({ ok: true, data: { rows: [], count: 0, averageRating: null, starCounts: [0, 0, 0, 0, 0] } as ReviewPage });
    expect(screen.getByText("No reviews yet")).toBeTruthy();
  });

  it("offers to try again when the first page failed", async () => {
    vi.stubGlobal("fetch", vi.fn(() => json({ success: true, data: firstPage })));
    show({ ok: false, message: "Reviews are resting" });
    expect(screen.getByRole("alert").textContent).toContain("Reviews are resting");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getAllByTestId("product-review")).toHaveLength(5));
  });
});
