import { Link } from "react-router";
import classes from "./brand-mark.module.css";
import { ShellIcon } from "./shell-icons";

export interface BrandMarkProps {
  /** Where the mark links to. */
  to?: string;
  /** Small label after the name, e.g. "Merchant". */
  area?: string;
  size?: "sm" | "md";
  /** Hide the area label on extra-small screens (tight headers). */
  compactArea?: boolean;
}

/** The Bitmarte logo and name, linking home. Plain React and CSS: the storefront and the dashboards both use it. */
export function BrandMark({ to = "/", area, size = "md", compactArea = false }: BrandMarkProps) {
  const icon = size === "sm" ? 28 : 34;
  return (
    <Link to={to} className={classes.root} data-size={size} aria-label={area ? `Bitmarte ${area} home` : "Bitmarte home"}>
      <span className={classes.icon} style={{ width: icon, height: icon }} aria-hidden="true">
        <ShellIcon name="shoppingBag" size={icon * 0.6} />
      </span>
      <span className={classes.name}>Bitmarte</span>{" "}
      {area ? (
        <span className={classes.area} data-compact={compactArea || undefined}>
          {area}
        </span>
      ) : null}
    </Link>
  );
}
