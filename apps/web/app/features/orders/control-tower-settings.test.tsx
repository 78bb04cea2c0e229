import type { FulfilmentSettings } from "@bitmarte/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../lib/session";
import "../../test/render";
import { theme } from "../../ui/theme";
import { SettingsCard } from "./control-tower";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const settings: FulfilmentSettings = { returnWindowDays: 7, pendingLateHours: 24, readyToShipLateHours: 24, assignedLateHours: 24, inTransitLateHours: 72 };
const user = { id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01", firstName: "A", lastName: "D", email: "a@x.test", category: "admin", role: "admin", storeId: null, storeName: null, isRegisteredBusiness: false, image: null, lastLogin: null, permissions: [] } as never;

function renderCard() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    new Response(JSON.stringify({ success: true, message: "Saved", data: { ...settings, ...JSON.parse(String(init?.body ?? "{}")) } }), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  saveSession("admin", "admin-token", user);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <SettingsCard settings={settings} canEdit />
      </MantineProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Change" }));
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "PATCH");

describe("the fulfilment settings form", () => {
  it("asks before saving a return window of 0 days, and saves only when confirmed", async () => {
    const fetchMock = renderCard();
    fireEvent.change(screen.getByLabelText("Return window (days)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Every delivered order completes at once and can no longer be returned. Save a return window of 0 days?");
    expect(patches(fetchMock)).toHaveLength(0);

    // Cancel keeps the form and saves nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save 0 days" }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String((patches(fetchMock)[0][1] as RequestInit).body))).toMatchObject({ returnWindowDays: 0 });
  }, 20_000);

  it("saves any other return window without asking", async () => {
    const fetchMock = renderCard();
    fireEvent.change(screen.getByLabelText("Return window (days)"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
