import {
  NIGERIAN_STATES,
  SHIPPING_DISCOUNT_SORTS,
  SHIPPING_LOCATION_SORTS,
  type ShippingDiscount,
  type ShippingLocation,
  VEHICLE_SORTS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type Vehicle,
} from "@bitmarte/contracts";
import { Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconMapPin, IconTruck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatNaira } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { DiscountFormModal, LocationFormModal, VEHICLE_STATUS_LABELS, VehicleFormModal } from "./logistics-forms";
import { useDeleteDiscount, useDeleteLocation, useDeleteVehicle } from "./logistics.mutations";
import { discountsQuery, locationsQuery, shippingSetupQuery, vehiclesQuery } from "./logistics.queries";
import { VEHICLE_LABELS, ZONE_LABELS } from "./price-grid";
import { PriceTable } from "./price-table";
import { AddRowButton, DeleteRowModal, rowActionsColumn, tableError, useRowEditing } from "./row-editing";

const PAGE_SIZE = 20;
const TABS = ["zones", "pricing", "vehicles", "discounts", "locations"] as const;
type Tab = (typeof TABS)[number];

/** Admin logistics: zones and locations, the price table, vehicles, and the second shipping API's discounts and locations. */
export function LogisticsScreen({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? "") ? (tabParam as Tab) : "zones";
  const setTab = (value: string | null) => setParams(value && value !== "zones" ? { tab: value } : {}, { preventScrollReset: true });

  return (
    <>
      <PageHeader title="Logistics" description="Where Bitmarte delivers, what delivery costs, and the vehicles that carry it." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="zones">Zones & locations</Tabs.Tab>
          <Tabs.Tab value="pricing">Price table</Tabs.Tab>
          <Tabs.Tab value="vehicles">Vehicles</Tabs.Tab>
          <Tabs.Tab value="discounts">Shipping discounts</Tabs.Tab>
          <Tabs.Tab value="locations">Shipping locations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="zones">
          <ZonesTab canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="pricing">
          <PriceTable canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="vehicles">
          <VehiclesTab canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="discounts">
          <DiscountsTab canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="locations">
          <LocationsTab canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

const activeBadge = (active: boolean, on = "Active", off = "Inactive") => <StatusBadge status={active ? on : off} tone={active ? "success" : "neutral"} />;

/** Shared by the setup's full list (sorted on screen) and the paged locations tab (sorted by the server). */
const locationColumns: DataTableColumn<ShippingLocation>[] = [
  { key: "city", header: "City", primary: true, sortValue: (l) => l.city, serverSortable: true, cell: (l) => <Text fw={600} size="sm">{l.city}</Text> },
  { key: "state", header: "State", sortValue: (l) => l.state, serverSortable: true, cell: (l) => l.state },
  { key: "country", header: "Country", sortValue: (l) => l.country, serverSortable: true, cell: (l) => l.country },
  { key: "hub", header: "Hub", cell: (l) => (l.hubId ? <Badge variant="light" tt="none">Hub</Badge> : "—") },
  { key: "active", header: "Deliveries", sortValue: (l) => (l.isActive ? 1 : 0), serverSortable: true, cell: (l) => activeBadge(l.isActive, "Open", "Closed") },
];

// ---- zones and delivery locations (main API /shipping) ----

function ZonesTab({ canWrite }: { canWrite: boolean }) {
  const setup = useQuery(shippingSetupQuery());
  const [adding, setAdding] = useState(false);
  if (setup.isError) return <ErrorState message={errorMessage(setup.error)} onRetry={() => setup.refetch()} retrying={setup.isFetching} />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {setup.isPending
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} h={96} radius="lg" />)
          : setup.data.zones.map((zone) => (
              <Paper key={zone.code} withBorder radius="lg" p="md">
                <Group gap={6} mb={4}>
                  <IconMapPin size={16} aria-hidden />
                  <Text fw={700}>{zone.name || ZONE_LABELS[zone.code]}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {zone.description}
                </Text>
              </Paper>
            ))}
      </SimpleGrid>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Delivery locations
          </Title>
          <Text size="sm" c="dimmed">
            Cities Bitmarte delivers to. Zones are worked out from the store's city and state and the customer's.
          </Text>
        </Stack>
        {canWrite ? <AddRowButton label="Add location" onClick={() => setAdding(true)} /> : null}
      </Group>
      <DataTable
        caption="Delivery locations"
        columns={locationColumns}
        rows={setup.data?.locations}
        rowKey={(l) => l.id}
        loading={setup.isPending}
        empty={{ icon: <IconMapPin size={28} stroke={1.6} />, title: "No delivery locations yet" }}
      />
      <LocationFormModal opened={adding} onClose={() => setAdding(false)} location={null} api="main" />
    </Stack>
  );
}

// ---- vehicles ----

function VehiclesTab({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sort, setSort] = useState<string | null>(null);
  const order = serverSortFrom(sort, VEHICLE_SORTS);
  const vehicles = useQuery(vehiclesQuery({ page, limit: PAGE_SIZE, search: search || undefined, type: type ?? undefined, status: status ?? undefined, sort: order.sort }));
  const editor = useRowEditing<Vehicle>();
  const remove = useDeleteVehicle();

  const columns: DataTableColumn<Vehicle>[] = [
    {
      key: "name",
      header: "Vehicle",
      primary: true,
      serverSortable: true,
      cell: (v) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {v.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {v.plateNumber}
          </Text>
        </Stack>
      ),
    },
    { key: "type", header: "Type", serverSortable: true, cell: (v) => VEHICLE_LABELS[v.type] },
    { key: "capacity", header: "Capacity", align: "right", serverSortable: true, cell: (v) => `${v.capacityKg.toLocaleString("en-NG")} kg` },
    { key: "status", header: "Status", serverSortable: true, cell: (v) => <StatusBadge status={VEHICLE_STATUS_LABELS[v.status]} tone={v.status === "available" ? "success" : v.status === "in_use" ? "info" : v.status === "maintenance" ? "warning" : "neutral"} /> },
  ];
  if (canWrite) columns.push(rowActionsColumn((v) => v.name, editor));

  return (
    <Stack gap="md">
      {canWrite ? (
        <Group justify="flex-end">
          <AddRowButton label="Add vehicle" onClick={() => editor.openForm(null)} />
        </Group>
      ) : null}
      <DataTable
        caption="Vehicles"
        columns={columns}
        rows={vehicles.data?.rows}
        rowKey={(v) => v.id}
        loading={vehicles.isPending}
        refreshing={vehicles.isPlaceholderData}
        error={tableError(vehicles)}
        search={{ label: "Search vehicles", value: search, placeholder: "Name or plate number", onChange: (value) => { setSearch(value); setPage(1); } }}
        filters={
          <>
            <Select label="Type" placeholder="All types" clearable size="sm" w={{ base: "100%", xs: 150 }} data={VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] }))} value={type} onChange={(value) => { setType(value); setPage(1); }} />
            <Select label="Status" placeholder="All statuses" clearable size="sm" w={{ base: "100%", xs: 170 }} data={VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s] }))} value={status} onChange={(value) => { setStatus(value); setPage(1); }} />
          </>
        }
        empty={{ icon: <IconTruck size={28} stroke={1.6} />, title: "No vehicles", description: search || type || status ? "Try another search or filter." : "Add the bikes, cars, vans and trucks that carry deliveries." }}
        pagination={{ page, pageSize: PAGE_SIZE, total: vehicles.data?.count ?? 0, onPageChange: setPage }}
        sort={order.state}
        onSortChange={(next) => { setSort(order.patch(next).sort); setPage(1); }}
      />
      <VehicleFormModal opened={editor.formOpen} onClose={editor.closeForm} vehicle={editor.editing} />
      <DeleteRowModal
        row={editor.deleting}
        onClose={editor.cancelDelete}
        remove={remove}
        title="Remove this vehicle?"
        message={(row) => `${row?.name ?? ""} (${row?.plateNumber ?? ""}) will no longer be assignable.`}
        confirmLabel="Remove vehicle"
      />
    </Stack>
  );
}

// ---- shipping discounts (second shipping API) ----

function DiscountsTab({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<string | null>(null);
  const order = serverSortFrom(sort, SHIPPING_DISCOUNT_SORTS);
  const discounts = useQuery(discountsQuery({ page, limit: PAGE_SIZE, sort: order.sort }));
  const editor = useRowEditing<ShippingDiscount>();
  const remove = useDeleteDiscount();

  const columns: DataTableColumn<ShippingDiscount>[] = [
    { key: "name", header: "Discount", primary: true, serverSortable: true, cell: (d) => <Text fw={600} size="sm">{d.name}</Text> },
    { key: "value", header: "Off the fee", serverSortable: true, cell: (d) => (d.type === "percent" ? `${d.value}%` : formatNaira(d.value)) },
    { key: "where", header: "Where", cell: (d) => [d.zone ? ZONE_LABELS[d.zone] : "All zones", d.state ?? "all states"].join(", ") },
    { key: "min", header: "Min. order", align: "right", serverSortable: true, cell: (d) => formatNaira(d.minOrderAmount) },
    { key: "start", header: "Runs", serverSortable: true, cell: (d) => `${d.startDate ? formatDate(`${d.startDate}T00:00:00Z`) : "Now"} – ${d.endDate ? formatDate(`${d.endDate}T00:00:00Z`) : "no end"}` },
    { key: "active", header: "Status", serverSortable: true, cell: (d) => activeBadge(d.isActive) },
  ];
  if (canWrite) columns.push(rowActionsColumn((d) => d.name, editor));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          Discounts taken off the delivery fee at checkout (shipping API).
        </Text>
        {canWrite ? <AddRowButton label="New discount" onClick={() => editor.openForm(null)} /> : null}
      </Group>
      <DataTable
        caption="Shipping discounts"
        columns={columns}
        rows={discounts.data?.rows}
        rowKey={(d) => d.id}
        loading={discounts.isPending}
        refreshing={discounts.isPlaceholderData}
        error={tableError(discounts)}
        empty={{ title: "No shipping discounts", description: "Create one to lower delivery fees for a zone, a state or large orders." }}
        pagination={{ page, pageSize: PAGE_SIZE, total: discounts.data?.count ?? 0, onPageChange: setPage }}
        sort={order.state}
        onSortChange={(next) => { setSort(order.patch(next).sort); setPage(1); }}
      />
      <DiscountFormModal opened={editor.formOpen} onClose={editor.closeForm} discount={editor.editing} />
      <DeleteRowModal
        row={editor.deleting}
        onClose={editor.cancelDelete}
        remove={remove}
        title="Delete this shipping discount?"
        message={(row) => `${row?.name ?? ""} stops applying to new orders.`}
        confirmLabel="Delete discount"
      />
    </Stack>
  );
}

// ---- shipping locations (second shipping API) ----

function LocationsTab({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [state, setState] = useState<string | null>(null);
  const [sort, setSort] = useState<string | null>(null);
  const order = serverSortFrom(sort, SHIPPING_LOCATION_SORTS);
  const locations = useQuery(locationsQuery({ page, limit: PAGE_SIZE, search: search || undefined, state: state ?? undefined, sort: order.sort }));
  const editor = useRowEditing<ShippingLocation>();
  const remove = useDeleteLocation();
  const columns = canWrite ? [...locationColumns, rowActionsColumn((l) => `${l.city}, ${l.state}`, editor)] : locationColumns;

  return (
    <Stack gap="md">
      {canWrite ? (
        <Group justify="flex-end">
          <AddRowButton label="Add location" onClick={() => editor.openForm(null)} />
        </Group>
      ) : null}
      <DataTable
        caption="Shipping locations"
        columns={columns}
        rows={locations.data?.rows}
        rowKey={(l) => l.id}
        loading={locations.isPending}
        refreshing={locations.isPlaceholderData}
        error={tableError(locations)}
        search={{ label: "Search locations", value: search, placeholder: "City", onChange: (value) => { setSearch(value); setPage(1); } }}
        filters={<Select label="State" placeholder="All states" clearable searchable size="sm" w={{ base: "100%", xs: 180 }} data={[...NIGERIAN_STATES]} value={state} onChange={(value) => { setState(value); setPage(1); }} />}
        empty={{ icon: <IconMapPin size={28} stroke={1.6} />, title: "No shipping locations", description: search || state ? "Try another search or state." : undefined }}
        pagination={{ page, pageSize: PAGE_SIZE, total: locations.data?.count ?? 0, onPageChange: setPage }}
        sort={order.state}
        onSortChange={(next) => { setSort(order.patch(next).sort); setPage(1); }}
      />
      <LocationFormModal opened={editor.formOpen} onClose={editor.closeForm} location={editor.editing} api="shipping" />
      <DeleteRowModal
        row={editor.deleting}
        onClose={editor.cancelDelete}
        remove={remove}
        title="Delete this location?"
        message={(row) => `${row?.city ?? ""}, ${row?.state ?? ""} will be removed from the shipping locations.`}
        confirmLabel="Delete location"
      />
    </Stack>
  );
}
