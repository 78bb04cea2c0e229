import type { Transaction } from "@bitmarte/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithMantine } from "../../test/render";
import { TransactionDetails } from "./transaction-detail";

afterEach(cleanup);

const transaction: Transaction = {
  id: "7d6f0c0e-8c39-4d0a-9a57-3f0c5b2f1a10",
  orderTrackerId: null,
  transactionId: null,
  amount: 12500.5,
  reference: "BM-REF-123",
  fees: 187.51,
  date: "2026-03-04T10:15:00.000Z",
  customerName: "Ada Okafor",
  customerEmail: "ada@example.com",
  cardType: "visa",
  cardNumber: "4084084084084081",
  bank: "Test Bank",
  country: "NG",
  ipAddress: null,
  paymentChannel: "card",
  status: "success",
  orderName: "BM-00042",
  createdAt: "2026-03-04T10:14:00.000Z",
  orderTracker: {
    orderName: "BM-00042",
    orderItems: [{ productName: "Ankara tote", quantity: 2, productPrice: 6250.25, storeName: "Demo Store" }],
  },
};

describe("TransactionDetails", () => {
  it("shows the spec's fields and only the card's last four digits", () => {
    renderWithMantine(<TransactionDetails transaction={transaction} />);
    expect(screen.getByTestId("transaction-amount").textContent).toBe("₦12,500.50");
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.getByTestId("transaction-reference").textContent).toContain("BM-REF-123");
    expect(screen.getByText("₦187.51")).toBeTruthy();
    expect(screen.getByText("Ada Okafor")).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByText("Visa")).toBeTruthy();
    expect(screen.getByText("Test Bank")).toBeTruthy();
    expect(screen.getByText("NG")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Card")).toBeTruthy();
    expect(screen.getByTestId("transaction-card").textContent).toBe("•••• 4081");
    expect(document.body.textContent).not.toContain("4084084084084081");
    expect(screen.getByTestId("transaction-order").textContent).toBe("BM-00042");
    const item = screen.getByTestId("transaction-item");
    expect(within(item).getByText("Ankara tote")).toBeTruthy();
    expect(within(item).getByText("₦12,500.50")).toBeTruthy();
    expect(screen.getByTestId("transaction-items-total").textContent).toBe("₦12,500.50");
    // Merchants get no IP address; the field is left out rather than shown empty.
    expect(screen.queryByText("IP address")).toBeNull();
  });
});
