import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { pageWindow } from "./page-window";

export interface LinkPaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (keeps the list's filters). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Pagination made of plain links, so it works in server-rendered pages before (or without) JavaScript. */
export function LinkPagination({ page, totalPages, hrefFor, label = "Pagination" }: LinkPaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <Group component="nav" aria-label={label} justify="center" gap={6} wrap="wrap">
      {page > 1 ? (
        <Button component={Link} to={hrefFor(page - 1)} variant="default" size="sm" leftSection={<IconChevronLeft size={16} />} rel="prev" preventScrollReset={false}>
          Previous
        </Button>
      ) : null}
      {items.map((item, i) =>
        item === "gap" ? (
          <Text key={`gap-after-${items[i - 1]}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            component={Link}
            to={hrefFor(item)}
            size="sm"
            variant={item === page ? "filled" : "default"}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
            miw={36}
            px={8}
            visibleFrom={Math.abs(item - page) > 0 && item !== 1 && item !== totalPages ? "xs" : undefined}
          >
            {item}
          </Button>
        ),
      )}
      {page < totalPages ? (
        <Button component={Link} to={hrefFor(page + 1)} variant="default" size="sm" rightSection={<IconChevronRight size={16} />} rel="next">
          Next
        </Button>
      ) : null}
    </Group>
  );
}
