import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "./account-menu";

function renderMenu(onLogout = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <AccountMenu user={{ firstName: "Ada", email: "ada@example.test" }} onLogout={onLogout} />
          <p>Outside</p>
        </>
      ),
    },
    { path: "/account", Component: () => <p>Account page</p> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { onLogout, button: screen.getByRole("button", { name: "Account menu for Ada" }) };
}

afterEach(cleanup);

describe("AccountMenu", () => {
  it("is a closed menu button until opened, then lists the account's items", () => {
    const { button } = renderMenu();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("menu").id).toBe(button.getAttribute("aria-controls"));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["My account", "Orders", "Change password", "Log out"]);
    expect(screen.getByText("ada@example.test")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("My account");
  });

  it("moves between items with the arrow keys, Home and End, and Escape gives focus back to the button", () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = screen.getByRole("menu");
    expect(document.activeElement?.textContent).toBe("My account");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Orders");
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toBe("Log out");
    fireEvent.keyDown(menu, { key: "Home" });
    expect(document.activeElement?.textContent).toBe("My account");
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Log out");

    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on the last item with ArrowUp", () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toBe("Log out");
  });

  it("closes on a click outside", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("logs out from its last item, and follows its links", async () => {
    const { button, onLogout } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitem", { name: "My account" }));
    expect(await screen.findByText("Account page")).toBeTruthy();
  });
});
