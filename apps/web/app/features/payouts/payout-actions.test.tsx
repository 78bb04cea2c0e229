import type { MerchantPayment } from "@bitmarte/contracts";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { PayoutActionButton } from "./payout-actions";

afterEach(cleanup);

const payout = (over: Partial<MerchantPayment>): MerchantPayment => ({
  id: "6f1c1a4e-2b7e-4d0a-9a53-1f1f5f0f0a01",
  merchantId: "6f1c1a4e-2b7e-4d0a-9a53-1f1f5f0f0a02",
  storeName: "Demo Store",
  orderId: "6f1c1a4e-2b7e-4d0a-9a53-1f1f5f0f0a03",
  orderName: "BM-261127-ABC123",
  orderNumber: "BM-261127-ABC123-1",
  totalOrderAmount: 15000,
  commission: 940,
  deliveryAmount: 0,
  adjustments: 0,
  amount: 14060,
  status: "approved",
  bankName: null,
  accountNumber: null,
  approvedAt: null,
  processedAt: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  due: 14060,
  transferReference: null,
  completedAt: "2026-11-27T00:00:00.000Z",
  ...over,
});

describe("Mark processed", () => {
  it("is off without a verified bank account, and says why", () => {
    const onAction = vi.fn();
    renderWithMantine(<PayoutActionButton payout={payout({})} onAction={onAction} />);
    const button = screen.getByRole("button", { name: "Mark payout for BM-261127-ABC123-1 processed" });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByText("No verified bank account")).toBeTruthy();
    fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it("opens the dialog when the merchant has one", () => {
    const onAction = vi.fn();
    const p = payout({ bankName: "Guaranty Trust Bank", accountNumber: "******6789" });
    renderWithMantine(<PayoutActionButton payout={p} onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Mark payout for BM-261127-ABC123-1 processed" }));
    expect(onAction).toHaveBeenCalledWith({ kind: "process", payout: p });
  });
});

describe("Send (with a transfer provider)", () => {
  const account = { bankName: "Guaranty Trust Bank", accountNumber: "******6789", sendMode: "provider" as const };

  it("replaces Mark processed, and is off without a verified bank account", () => {
    const onAction = vi.fn();
    renderWithMantine(<PayoutActionButton payout={payout({ sendMode: "provider" })} onAction={onAction} />);
    const button = screen.getByRole("button", { name: "Send: payout for BM-261127-ABC123-1" });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: /Mark payout/ })).toBeNull();
    fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it("says Send again after a failed or reversed transfer and opens the dialog", () => {
    const onAction = vi.fn();
    const p = payout({ ...account, transferOutcome: "reversed", failureReason: "The receiving bank returned the money" });
    renderWithMantine(<PayoutActionButton payout={p} onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Send again: payout for BM-261127-ABC123-1" }));
    expect(onAction).toHaveBeenCalledWith({ kind: "send", payout: p });
  });

  it("offers nothing while the payout is on its way", () => {
    renderWithMantine(<PayoutActionButton payout={payout({ ...account, status: "sending" })} onAction={vi.fn()} />);
    expect(screen.getByRole("status").textContent).toBe("Sending…");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
