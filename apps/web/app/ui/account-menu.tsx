import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ShellIcon, type ShellIconName } from "./shell-icons";
import classes from "./site-shell.module.css";

export interface SiteHeaderUser {
  firstName: string;
  email: string;
}

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

const LINKS: { label: string; to: string; icon: ShellIconName }[] = [
  { label: "My account", to: "/account", icon: "user" },
  { label: "Orders", to: "/orders", icon: "package" },
  { label: "Change password", to: "/account/change-password", icon: "key" },
];

/**
 * The signed-in customer's menu in the site header: a menu button (Enter, Space or the arrow keys open it,
 * the arrow keys, Home and End move between its items, Escape closes it and gives focus back to the
 * button, a click elsewhere closes it).
 */
export function AccountMenu({ user, onLogout }: { user: SiteHeaderUser; onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu has rendered: the first, the last, or none (opened by pointer).
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last">("first");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (focusOnOpen === "last" ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, focusOnOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setFocusOnOpen(event.key === "ArrowUp" ? "last" : "first");
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(at + 1);
      case "ArrowUp":
        return move(at - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
      case " ":
        // Space activates a link item as Enter does.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  };

  return (
    <div className={classes.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.menuButton}
        aria-label={`Account menu for ${user.firstName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setFocusOnOpen("first");
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className={classes.avatar} aria-hidden="true" data-initial={user.firstName.slice(0, 1).toUpperCase()} />
        <span className={classes.menuName}>{user.firstName}</span>
        <ShellIcon name="chevronDown" />
      </button>
      {open ? (
        <div className={classes.dropdown}>
          <p className={classes.menuLabel}>{user.email}</p>
          <div id={menuId} role="menu" aria-label={`Account menu for ${user.firstName}`} ref={menuRef} onKeyDown={onMenuKeyDown}>
            {LINKS.map(({ label, to, icon }) => (
              <Link key={to} to={to} role="menuitem" tabIndex={-1} className={classes.menuItem} onClick={() => close(false)}>
                <ShellIcon name={icon} />
                {label}
              </Link>
            ))}
            <hr className={classes.menuDivider} />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={classes.menuItem}
              data-tone="danger"
              onClick={() => {
                close(false);
                onLogout?.();
              }}
            >
              <ShellIcon name="logout" />
              Log out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
