import { SESSION_RESTORE_TIMEOUT_MS } from "@bitmarte/contracts";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../test/render";
import { FullScreenSpinner } from "./full-screen-spinner";
import { MoneyText } from "./money-text";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("FullScreenSpinner", () => {
  it("announces its label and gives up after 5000 ms", () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderWithMantine(<FullScreenSpinner label="Restoring your session…" onTimeout={onTimeout} />);
    expect(screen.getByRole("status").textContent).toContain("Restoring your session…");
    act(() => vi.advanceTimersByTime(SESSION_RESTORE_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(SESSION_RESTORE_TIMEOUT_MS).toBe(5000);
  });
});

describe("MoneyText", () => {
  it("shows naira with separators and 2 decimals", () => {
    renderWithMantine(<MoneyText amount={1234567.5} />);
    expect(screen.getByText("₦1,234,567.50")).toBeTruthy();
  });
});
