import { Form, useLocation, useSearchParams } from "react-router";
import { ShellIcon } from "./shell-icons";
import classes from "./site-shell.module.css";

/**
 * The site-wide product search: a plain GET form to /search, so it works before (or without)
 * JavaScript. On the search page it shows the words searched for.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/search" ? (params.get("q") ?? "") : "";
  return (
    <Form action="/search" method="get" role="search" key={current} className={classes.search}>
      <ShellIcon name="search" className={classes.searchIcon} />
      <input
        name="q"
        type="search"
        defaultValue={current}
        aria-label="Search products"
        placeholder="Search products"
        className={classes.searchInput}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
      />
    </Form>
  );
}
