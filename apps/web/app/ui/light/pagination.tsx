import { pageWindow } from "../page-window";
import { ButtonLink } from "./index";
import classes from "./light.module.css";
import { IconChevronLeft, IconChevronRight } from "./outline-icon";

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (keeps the list's filters). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Pagination made of plain links, so it works in server-rendered pages before (or without) JavaScript. */
export function ListPagination({ page, totalPages, hrefFor, label = "Pagination" }: ListPaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className={classes.pagination}>
      {page > 1 ? (
        <ButtonLink to={hrefFor(page - 1)} variant="default" size="sm" leftSection={<IconChevronLeft size={16} />} rel="prev">
          Previous
        </ButtonLink>
      ) : null}
      {items.map((item, i) =>
        item === "gap" ? (
          <span key={`gap-after-${items[i - 1]}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <ButtonLink
            key={item}
            to={hrefFor(item)}
            size="sm"
            variant={item === page ? "filled" : "default"}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
            className={item !== page && item !== 1 && item !== totalPages ? `${classes.pageLink} ${classes.farPage}` : classes.pageLink}
          >
            {item}
          </ButtonLink>
        ),
      )}
      {page < totalPages ? (
        <ButtonLink to={hrefFor(page + 1)} variant="default" size="sm" rel="next">
          Next
          <IconChevronRight size={16} />
        </ButtonLink>
      ) : null}
    </nav>
  );
}
