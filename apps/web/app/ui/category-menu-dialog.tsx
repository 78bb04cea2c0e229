import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { CategoryMenuItem } from "./category-menu";
import classes from "./category-menu.module.css";
import { ShellIcon } from "./shell-icons";

/**
 * Every category and its sub-categories, in a modal dialog: a side sheet on a phone, a panel under the
 * header on wider screens. The native dialog traps focus, closes on Escape and makes the page behind
 * it inert; closing gives focus back to the button that opened it.
 */
export default function CategoryMenuDialog({ id, open, onClose, categories }: { id: string; open: boolean; onClose: () => void; categories: CategoryMenuItem[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      if (typeof el.showModal === "function") el.showModal();
      else el.setAttribute("open", "");
    } else if (!open && el.open) {
      if (typeof el.close === "function") el.close();
      else el.removeAttribute("open");
    }
  }, [open]);

  // A followed link closes the menu (not the first render: the menu mounts as it opens).
  const address = `${pathname}${search}`;
  const shownAt = useRef(address);
  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    onClose();
  }, [address, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboards close with Escape (native) or the close button
    <dialog
      ref={dialog}
      id={id}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={classes.panel}>
          <div className={classes.head}>
            <h2 id={titleId} className={classes.title}>
              Shop by category
            </h2>
            <button type="button" className={classes.close} aria-label="Close categories" onClick={onClose}>
              <ShellIcon name="x" size={20} />
            </button>
          </div>
          {categories.length === 0 ? (
            <p className={classes.empty}>
              No categories yet. <Link to="/search">Browse all products</Link>
            </p>
          ) : (
            <ul className={classes.list}>
              {categories.map((c) => (
                <li key={c.id} className={classes.group}>
                  <Link to={`/category/${c.id}`} className={classes.category}>
                    {c.name}
                  </Link>
                  {c.subCategories.length > 0 ? (
                    <ul className={classes.subList} aria-label={`${c.name} sub-categories`}>
                      {c.subCategories.map((s) => (
                        <li key={s.id}>
                          <Link to={`/category/${c.id}/${s.id}`} className={classes.subCategory}>
                            {s.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li className={classes.group}>
                <Link to="/search" className={classes.category}>
                  All products
                </Link>
              </li>
            </ul>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
