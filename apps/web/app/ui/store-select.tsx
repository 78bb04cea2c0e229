import { storesEndpoints } from "@bitmarte/contracts";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { callEndpoint } from "../lib/api-client";

export interface StoreSelectProps {
  /** The chosen merchant id, null for all stores. */
  value: string | null;
  /** Its store name, so the choice shows before the search has found it. */
  label: string | null;
  onChange: (merchantId: string | null, storeName: string | null) => void;
  width?: number;
}

/** An admin's store filter: searches the merchants list as they type; empty means all stores. */
export function StoreSelect({ value, label, onChange, width = 200 }: StoreSelectProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const stores = useQuery({
    queryKey: ["stores", "options", debounced] as const,
    queryFn: ({ signal }) =>
      callEndpoint(storesEndpoints.merchants, { query: { search: debounced || undefined, limit: 20 } }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (stores.data?.rows ?? []).map((m) => ({ value: m.id, label: m.storeName }));
  if (value && label && !options.some((o) => o.value === value)) options.unshift({ value, label });
  return (
    <Select
      label="Store"
      placeholder="All stores"
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(id, options.find((o) => o.value === id)?.label ?? null)}
      nothingFoundMessage={stores.isFetching ? "Searching…" : "No store found"}
      w={{ base: "100%", xs: width }}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
