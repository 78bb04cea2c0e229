import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AREAS } from "../../lib/areas";
import { clearSession, getToken } from "../../lib/session";
import "../../test/render";
import { theme } from "../../ui/theme";
import { LoginScreen } from "./login-screen";

function renderLogin(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, area: "admin" | "customer" = "admin") {
  vi.stubGlobal("fetch", vi.fn(fetchImpl));
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: () => <LoginScreen area={AREAS.admin} /> },
    { path: "/admin", Component: () => <p>Admin home</p> },
    { path: "/login", Component: () => <LoginScreen area={AREAS.customer} /> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Stub initialEntries={[area === "admin" ? "/admin/login" : "/login"]} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/email address/i), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("LoginScreen", () => {
  it("shows field errors from the schema without calling the server", async () => {
    const fetchSpy = vi.fn();
    renderLogin(fetchSpy);
    await submit("not-an-email", "");
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message on a failed login", async () => {
    renderLogin(() =>
      json(401, { success: false, message: "Invalid email or password", code: "INVALID_CREDENTIALS", requestId: "r1" }),
    );
    await submit("admin@bitmarte.test", "wrong-password1");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
  });

  it("offers to send the confirmation link again to an account that is not confirmed", async () => {
    const calls: string[] = [];
    renderLogin((url, init) => {
      calls.push(`${init.method} ${url}`);
      if (url.endsWith("/auth/customer/resend-confirmation")) {
        expect(JSON.parse(String(init.body))).toEqual({ email: "late@example.test" });
        return json(200, { success: true, message: "If this account still needs confirming, a new confirmation link has been sent.", data: null });
      }
      return json(403, { success: false, message: "Please confirm your email before logging in", code: "EMAIL_NOT_CONFIRMED", requestId: "r1" });
    }, "customer");
    await submit("late@example.test", "Secret123");
    fireEvent.click(await screen.findByRole("button", { name: "Send the confirmation link again" }));
    expect((await screen.findByRole("status")).textContent).toBe("If this account still needs confirming, a new confirmation link has been sent.");
    expect(calls.filter((c) => c.includes("resend-confirmation"))).toHaveLength(1);
  });

  it("shows 'Check network connection' when the server cannot be reached", async () => {
    renderLogin(() => Promise.reject(new TypeError("Failed to fetch")));
    await submit("admin@bitmarte.test", "whatever1");
    expect((await screen.findByRole("alert")).textContent).toBe("Check network connection");
  });

  it("stores the token and goes to the area home on success", async () => {
    const user = {
      id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
      firstName: "Ade",
      lastName: "Admin",
      email: "admin@bitmarte.test",
      category: "admin",
      role: "dispatcher",
      storeId: null,
      storeName: null,
      isRegisteredBusiness: false,
      image: null,
      lastLogin: null,
      permissions: [],
    };
    renderLogin((url, init) => {
      expect(url).toBe("/api/v1/auth/admin/login");
      expect(JSON.parse(String(init.body))).toEqual({ email: "admin@bitmarte.test", password: "Secret#2026" });
      return json(200, { success: true, message: "Login successful", data: { token: "jwt-admin", user } });
    });
    await submit("  Admin@Bitmarte.test ", "Secret#2026");
    await screen.findByText("Admin home");
    await waitFor(() => expect(getToken("admin")).toBe("jwt-admin"));
    expect(localStorage.getItem("bitmarte_admin_user")).toContain("dispatcher");
  });
});
