import { cx } from "./light";
import classes from "./category-menu.module.css";
import { ShellIcon } from "./shell-icons";

/** What the header's category menu needs of the category tree: two levels, names and ids. */
export interface CategoryMenuItem {
  id: string;
  name: string;
  subCategories: { id: string; name: string }[];
}

/** The tree reduced to the menu's two levels, so the page carries only names and ids. */
export function toCategoryMenu(tree: CategoryMenuItem[]): CategoryMenuItem[] {
  return tree.map((c) => ({ id: c.id, name: c.name, subCategories: c.subCategories.map((s) => ({ id: s.id, name: s.name })) }));
}

/** The button that opens the category menu; `compact` shows only the icon (its name stays "Categories"). */
export function CategoryMenuButton({ open, onOpen, controls, compact, className }: { open: boolean; onOpen: () => void; controls: string; compact?: boolean; className?: string }) {
  return (
    <button
      type="button"
      className={cx(classes.trigger, compact && classes.triggerCompact, className)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={compact ? "Categories" : undefined}
      onClick={onOpen}
    >
      <ShellIcon name="menu" size={18} />
      {compact ? null : <span>Categories</span>}
    </button>
  );
}
