import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../test/render";
import { DataTable, type DataTableColumn, sortRows } from "./data-table";
import { rangeLabel } from "./range-label";
import { theme } from "./theme";

beforeAll(() => {
  // The table's scroll container measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const withTheme = (ui: ReactElement) => <MantineProvider theme={theme}>{ui}</MantineProvider>;

interface Row {
  id: string;
  name: string;
  amount: number | null;
}
const rows: Row[] = [
  { id: "1", name: "Banana", amount: 3 },
  { id: "2", name: "apple", amount: null },
  { id: "3", name: "Cherry", amount: 10 },
];
const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", cell: (r) => r.name, sortValue: (r) => r.name },
  { key: "amount", header: "Amount", cell: (r) => String(r.amount ?? "—"), sortValue: (r) => r.amount },
];

describe("sortRows and rangeLabel", () => {
  it("sorts case-insensitively with nulls last in both directions", () => {
    expect(sortRows(rows, columns[0], "asc").map((r) => r.name)).toEqual(["apple", "Banana", "Cherry"]);
    expect(sortRows(rows, columns[1], "asc").map((r) => r.id)).toEqual(["1", "3", "2"]);
    expect(sortRows(rows, columns[1], "desc").map((r) => r.id)).toEqual(["3", "1", "2"]);
  });

  it("describes the visible range", () => {
    expect(rangeLabel(2, 20, 57)).toBe("Showing 21–40 of 57");
    expect(rangeLabel(3, 20, 57)).toBe("Showing 41–57 of 57");
    expect(rangeLabel(1, 20, 0)).toBe("No results");
  });
});

describe("DataTable", () => {
  it("sorts the page when a header is clicked and marks the order", () => {
    renderWithMantine(<DataTable caption="Fruit" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    fireEvent.click(screen.getByRole("button", { name: "Sort by Name" }));
    const bodyRows = within(screen.getByRole("table", { name: "Fruit" })).getAllByRole("row").slice(1);
    expect(bodyRows.map((r) => r.textContent)).toEqual(["apple—", "Banana3", "Cherry10"]);
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("shows skeletons, the empty state and the error with retry", () => {
    const retry = vi.fn();
    const { rerender } = renderWithMantine(<DataTable caption="Fruit" columns={columns} rows={undefined} loading rowKey={(r) => r.id} />);
    expect(screen.getByLabelText("Loading fruit")).toBeTruthy();
    rerender(withTheme(<DataTable caption="Fruit" columns={columns} rows={[]} rowKey={(r) => r.id} empty={{ title: "No fruit yet" }} />));
    expect(screen.getByText("No fruit yet")).toBeTruthy();
    rerender(
      withTheme(
        <DataTable caption="Fruit" columns={columns} rows={undefined} rowKey={(r) => r.id} error={{ message: "Could not get stores. Try again later.", onRetry: retry }} />,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalled();
  });

  it("pages through the server's pages", () => {
    const onPageChange = vi.fn();
    renderWithMantine(
      <DataTable caption="Fruit" columns={columns} rows={rows} rowKey={(r) => r.id} pagination={{ page: 1, pageSize: 3, total: 7, onPageChange }} />,
    );
    expect(screen.getByText("Showing 1–3 of 7")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
