import {
  Box,
  Center,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { rangeLabel } from "./range-label";

export type SortDirection = "asc" | "desc";
export interface SortState {
  by: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sorting on this page's rows by this value (when the table is not sorted by the server). */
  sortValue?: (row: T) => string | number | null | undefined;
  /** The server sorts by this column (with `onSortChange`). */
  serverSortable?: boolean;
  align?: "left" | "right" | "center";
  width?: number | string;
  /** The row's title in the card layout on small screens. */
  primary?: boolean;
  /** Left out of the card layout on small screens (e.g. a column repeated in the title). */
  hideOnMobile?: boolean;
  /** Keep the cell on one line (badges, dates). */
  nowrap?: boolean;
}

export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offer these page sizes (with `onPageSizeChange`). */
  pageSizes?: number[];
  onPageSizeChange?: (size: number) => void;
}

export interface DataTableSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Milliseconds to wait after typing before `onChange` (server searches). */
  debounceMs?: number;
}

export interface DataTableProps<T> {
  /** What the table lists, for screen readers ("Unapproved stores"). */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** A newer page is being fetched while the previous one stays on screen. */
  refreshing?: boolean;
  error?: { message: ReactNode; onRetry?: () => void; retrying?: boolean } | null;
  empty?: { title: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };
  search?: DataTableSearch;
  /** Extra filters shown beside the search. */
  filters?: ReactNode;
  pagination?: DataTablePagination;
  /** Server sorting: the current order and its change handler. Without it, sortable columns sort the visible rows. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Highlight a row (e.g. the one just changed). */
  rowProps?: (row: T) => { "data-testid"?: string; bg?: string };
}

const SKELETON_KEYS = ["a", "b", "c", "d", "e"];

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
}

/** Sorts rows by a column's value; nulls last whatever the direction. */
export function sortRows<T>(rows: T[], column: DataTableColumn<T> | undefined, direction: SortDirection): T[] {
  if (!column?.sortValue) return rows;
  const value = column.sortValue;
  return [...rows].sort((x, y) => {
    const a = value(x);
    const b = value(y);
    if (a === null || a === undefined || b === null || b === undefined) return compareValues(a, b);
    const order = compareValues(a, b);
    return direction === "asc" ? order : -order;
  });
}


function SearchField({ search }: { search: DataTableSearch }) {
  const [text, setText] = useState(search.value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChange = useRef(search.onChange);
  onChange.current = search.onChange;
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const emit = (value: string) => {
    cancel();
    timer.current = setTimeout(() => onChange.current(value), search.debounceMs ?? 350);
  };
  // A search typed just before leaving the page must not change the next page's address.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => setText(search.value), [search.value]);
  return (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        emit(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText("");
              cancel();
              search.onChange("");
            }}
          />
        ) : null
      }
      type="search"
      style={{ flex: "1 1 16rem" }}
      size="sm"
    />
  );
}

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden style={{ opacity: 0.5 }} />;
  return direction === "asc" ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
}

/**
 * A data table with search, filters, sorting and paging. On small screens each row becomes a card
 * (label and value pairs), so nothing scrolls sideways.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  refreshing,
  error,
  empty,
  search,
  filters,
  pagination,
  sort,
  onSortChange,
  rowProps,
}: DataTableProps<T>) {
  const compact = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: true });
  const [localSort, setLocalSort] = useState<SortState | null>(null);
  const activeSort = onSortChange ? sort : (localSort ?? undefined);

  const visibleRows = useMemo(() => {
    if (!rows) return [];
    if (onSortChange || !localSort) return rows;
    return sortRows(rows, columns.find((c) => c.key === localSort.by), localSort.direction);
  }, [rows, columns, localSort, onSortChange]);

  const canSort = (column: DataTableColumn<T>) => (onSortChange ? !!column.serverSortable : !!column.sortValue);
  const toggleSort = (column: DataTableColumn<T>) => {
    const next: SortState =
      activeSort?.by === column.key
        ? { by: column.key, direction: activeSort.direction === "asc" ? "desc" : "asc" }
        : { by: column.key, direction: "asc" };
    if (onSortChange) onSortChange(next);
    else setLocalSort(next);
  };

  const toolbar =
    search || filters ? (
      <Group align="flex-end" gap="sm" wrap="wrap">
        {search ? <SearchField search={search} /> : null}
        {filters}
      </Group>
    ) : null;

  let body: ReactNode;
  if (error) {
    body = <ErrorState message={error.message} onRetry={error.onRetry} retrying={error.retrying} />;
  } else if (loading && !rows) {
    body = (
      <Paper withBorder p="md" role="status" aria-busy="true" aria-label={`Loading ${caption.toLowerCase()}`}>
        <Stack gap="sm">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} height={compact ? 56 : 20} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  } else if (visibleRows.length === 0) {
    body = (
      <EmptyState
        title={empty?.title ?? "Nothing here yet"}
        description={empty?.description}
        icon={empty?.icon}
        action={empty?.action}
      />
    );
  } else if (compact) {
    const primary = columns.find((c) => c.primary) ?? columns[0];
    body = (
      <Stack gap="sm" aria-label={caption} role="list" style={{ opacity: refreshing ? 0.6 : 1 }} aria-busy={refreshing || undefined}>
        {visibleRows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="md" role="listitem" {...rowProps?.(row)}>
            <Stack gap={8}>
              <Box fw={600}>{primary.cell(row)}</Box>
              {columns
                .filter((c) => c !== primary && !c.hideOnMobile)
                .map((column) => (
                  <Group key={column.key} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                    {column.header ? (
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {column.header}
                      </Text>
                    ) : null}
                    <Box ta="right" style={{ minWidth: 0 }} fz="sm">
                      {column.cell(row)}
                    </Box>
                  </Group>
                ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder style={{ overflow: "hidden" }}>
        {/* Keyboard users scroll a wide table too: its scroll area takes focus (WCAG 2.1.1, axe scrollable-region-focusable). */}
        <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="md"
            style={{ opacity: refreshing ? 0.6 : 1 }}
            aria-busy={refreshing || undefined}
          >
            <VisuallyHidden component="caption">{caption}</VisuallyHidden>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {columns.map((column) => {
                  const sorted = activeSort?.by === column.key;
                  const ariaSort = sorted ? (activeSort.direction === "asc" ? "ascending" : "descending") : undefined;
                  return (
                    <Table.Th key={column.key} w={column.width} ta={column.align} aria-sort={ariaSort} scope="col">
                      {canSort(column) ? (
                        <UnstyledButton onClick={() => toggleSort(column)} fw={600} fz="sm" aria-label={`Sort by ${column.header}`}>
                          <Group gap={4} wrap="nowrap" justify={column.align === "right" ? "flex-end" : undefined}>
                            {column.header}
                            <SortIcon active={sorted} direction={activeSort?.direction ?? "asc"} />
                          </Group>
                        </UnstyledButton>
                      ) : column.header ? (
                        column.header
                      ) : (
                        <VisuallyHidden>Actions</VisuallyHidden>
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visibleRows.map((row) => (
                <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}>
                      {column.nowrap ? <Box w="max-content">{column.cell(row)}</Box> : column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  const totalPages = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  const footer =
    pagination && !error && !(loading && !rows) && pagination.total > 0 ? (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {rangeLabel(pagination.page, pagination.pageSize, pagination.total)}
          </Text>
          {pagination.onPageSizeChange && pagination.pageSizes ? (
            <Select
              aria-label="Rows per page"
              size="xs"
              w={90}
              data={pagination.pageSizes.map(String)}
              value={String(pagination.pageSize)}
              onChange={(value) => value && pagination.onPageSizeChange?.(Number(value))}
              allowDeselect={false}
            />
          ) : null}
        </Group>
        {totalPages > 1 ? (
          <Pagination
            total={totalPages}
            value={Math.min(pagination.page, totalPages)}
            onChange={pagination.onPageChange}
            size="sm"
            siblings={compact ? 0 : 1}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
            getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
          />
        ) : null}
      </Group>
    ) : null;

  return (
    <Stack gap="md">
      {toolbar}
      {body}
      {footer}
    </Stack>
  );
}

/** A centred muted dash for empty cells. */
export function EmptyCell() {
  return (
    <Center component="span" display="inline" c="dimmed">
      <span aria-hidden>—</span>
      <VisuallyHidden>None</VisuallyHidden>
    </Center>
  );
}
