import { SHIPPING_ZONES, type ShippingZone, VEHICLE_MAX_WEIGHT_KG, VEHICLE_TYPES, type VehicleType } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { useUpdatePricing } from "./logistics.mutations";
import { pricingQuery } from "./logistics.queries";
import {
  cellKey,
  feeChartData,
  gridFromRows,
  incompleteCells,
  type PriceCell,
  type PriceGrid,
  rowsFromGrid,
  VEHICLE_LABELS,
  ZONE_LABELS,
} from "./price-grid";

const CHART_COLORS: Record<VehicleType, string> = { bike: "teal.6", car: "blue.6", van: "violet.6", truck: "orange.6" };

function vehicleHint(vehicle: VehicleType): string {
  const max = VEHICLE_MAX_WEIGHT_KG[vehicle];
  return max === null ? `over ${VEHICLE_MAX_WEIGHT_KG.van.toLocaleString("en-NG")} kg` : `up to ${max.toLocaleString("en-NG")} kg`;
}

interface CellInputsProps {
  zone: ShippingZone;
  vehicle: VehicleType;
  cell: PriceCell;
  invalid: boolean;
  disabled: boolean;
  onChange: (cell: PriceCell) => void;
  withLabels?: boolean;
}

function CellInputs({ zone, vehicle, cell, invalid, disabled, onChange, withLabels }: CellInputsProps) {
  const where = `${ZONE_LABELS[zone]}, ${VEHICLE_LABELS[vehicle]}`;
  const money = (value: string | number) => (typeof value === "number" ? value : "");
  return (
    <Group gap={6} wrap="nowrap" data-testid={`price-${zone}-${vehicle}`}>
      <NumberInput
        label={withLabels ? "Base" : undefined}
        aria-label={`Base fee, ${where}`}
        prefix="₦"
        thousandSeparator=","
        decimalScale={2}
        min={0}
        allowNegative={false}
        hideControls
        size="xs"
        w={withLabels ? "50%" : 104}
        value={cell.baseFee}
        onChange={(value) => onChange({ ...cell, baseFee: money(value) })}
        error={invalid && cell.baseFee === ""}
        disabled={disabled}
      />
      <NumberInput
        label={withLabels ? "Per kg" : undefined}
        aria-label={`Fee per kg, ${where}`}
        prefix="₦"
        thousandSeparator=","
        decimalScale={2}
        min={0}
        allowNegative={false}
        hideControls
        size="xs"
        w={withLabels ? "50%" : 88}
        value={cell.perKgFee}
        onChange={(value) => onChange({ ...cell, perKgFee: money(value) })}
        error={invalid && cell.perKgFee === ""}
        disabled={disabled}
      />
    </Group>
  );
}

/** The shipping price table: base fee and per-kg fee for each zone and vehicle class, with a fee chart. */
export function PriceTable({ canWrite }: { canWrite: boolean }) {
  const pricing = useQuery(pricingQuery());
  const save = useUpdatePricing();
  const [grid, setGrid] = useState<PriceGrid | null>(null);
  const [weight, setWeight] = useState<number>(5);
  const [showIncomplete, setShowIncomplete] = useState(false);
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });

  useEffect(() => {
    if (pricing.data) setGrid(gridFromRows(pricing.data.rows));
  }, [pricing.data]);

  const saved = useMemo(() => (pricing.data ? JSON.stringify(rowsFromGrid(gridFromRows(pricing.data.rows))) : ""), [pricing.data]);
  const dirty = grid ? JSON.stringify(rowsFromGrid(grid)) !== saved || incompleteCells(grid).length > 0 : false;
  const incomplete = grid ? incompleteCells(grid) : [];

  if (pricing.isPending || (pricing.isSuccess && !grid)) {
    return <Skeleton h={320} radius="lg" aria-label="Loading the price table" />;
  }
  if (pricing.isError || !grid) {
    return <ErrorState message={errorMessage(pricing.error)} onRetry={() => pricing.refetch()} retrying={pricing.isFetching} />;
  }

  const setCell = (zone: ShippingZone, vehicle: VehicleType, cell: PriceCell) => setGrid({ ...grid, [cellKey(zone, vehicle)]: cell });

  const onSave = () => {
    if (incomplete.length > 0) {
      setShowIncomplete(true);
      return;
    }
    setShowIncomplete(false);
    save.mutate(rowsFromGrid(grid), {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(error),
    });
  };

  const chartData = feeChartData(grid, weight);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                Price table
              </Title>
              <Text size="sm" c="dimmed">
                Fee = base fee + per-kg fee × chargeable weight (the larger of actual and L×W×H/{pricing.data.volumetricDivisor}).
                {pricing.data.updatedAt ? ` Last changed ${formatDateTime(pricing.data.updatedAt)}.` : ""}
              </Text>
            </Stack>
            {canWrite ? (
              <Group gap="sm">
                <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setGrid(gridFromRows(pricing.data.rows))}>
                  Discard changes
                </Button>
                <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={save.isPending} disabled={!dirty}>
                  Save prices
                </Button>
              </Group>
            ) : null}
          </Group>
          {showIncomplete && incomplete.length > 0 ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              Give both a base fee and a per-kg fee, or leave both empty, for:{" "}
              {incomplete
                .map((key) => {
                  const [zone, vehicle] = key.split(":") as [ShippingZone, VehicleType];
                  return `${ZONE_LABELS[zone]} by ${VEHICLE_LABELS[vehicle].toLowerCase()}`;
                })
                .join(", ")}
              .
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          {wide ? (
            <Table.ScrollContainer minWidth={900}>
              <Table withColumnBorders verticalSpacing="xs" aria-label="Shipping prices by zone and vehicle class">
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th scope="col">Zone</Table.Th>
                    {VEHICLE_TYPES.map((vehicle) => (
                      <Table.Th key={vehicle} scope="col">
                        <Text size="sm" fw={600}>
                          {VEHICLE_LABELS[vehicle]}
                        </Text>
                        <Text size="xs" c="dimmed" fw={400}>
                          {vehicleHint(vehicle)} · base / per kg
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {SHIPPING_ZONES.map((zone) => (
                    <Table.Tr key={zone}>
                      <Table.Th scope="row" fw={600}>
                        {ZONE_LABELS[zone]}
                      </Table.Th>
                      {VEHICLE_TYPES.map((vehicle) => (
                        <Table.Td key={vehicle}>
                          <CellInputs
                            zone={zone}
                            vehicle={vehicle}
                            cell={grid[cellKey(zone, vehicle)]}
                            invalid={showIncomplete && incomplete.includes(cellKey(zone, vehicle))}
                            disabled={!canWrite}
                            onChange={(cell) => setCell(zone, vehicle, cell)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm">
              {SHIPPING_ZONES.map((zone) => (
                <Paper key={zone} withBorder radius="md" p="sm" component="section" aria-label={ZONE_LABELS[zone]}>
                  <Text fw={700} mb="xs">
                    {ZONE_LABELS[zone]}
                  </Text>
                  <Stack gap="xs">
                    {VEHICLE_TYPES.map((vehicle) => (
                      <Group key={vehicle} gap="sm" wrap="nowrap" align="flex-end">
                        <Stack gap={0} w={72} style={{ flexShrink: 0 }}>
                          <Text size="sm" fw={600}>
                            {VEHICLE_LABELS[vehicle]}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {vehicleHint(vehicle)}
                          </Text>
                        </Stack>
                        <div style={{ flex: 1 }}>
                          <CellInputs
                            zone={zone}
                            vehicle={vehicle}
                            cell={grid[cellKey(zone, vehicle)]}
                            invalid={showIncomplete && incomplete.includes(cellKey(zone, vehicle))}
                            disabled={!canWrite}
                            onChange={(cell) => setCell(zone, vehicle, cell)}
                            withLabels
                          />
                        </div>
                      </Group>
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                What a parcel costs
              </Title>
              <Text size="sm" c="dimmed">
                The fee of one parcel by zone and vehicle class, with the prices above (saved or not).
              </Text>
            </Stack>
            <NumberInput
              label="Parcel weight"
              suffix=" kg"
              min={0.1}
              max={5000}
              decimalScale={1}
              value={weight}
              onChange={(value) => setWeight(typeof value === "number" && value > 0 ? value : 1)}
              w={140}
              size="sm"
            />
          </Group>
          <BarChart
            h={260}
            data={chartData}
            dataKey="zone"
            series={VEHICLE_TYPES.map((vehicle) => ({ name: VEHICLE_LABELS[vehicle], color: CHART_COLORS[vehicle] }))}
            valueFormatter={(value) => formatNaira(value)}
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            yAxisProps={{ width: 80 }}
            aria-label={`Fee of a ${weight} kg parcel by zone and vehicle class`}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} visibleFrom="xs">
            {chartData.map((row) => (
              <Text key={String(row.zone)} size="xs" c="dimmed">
                {row.zone}:{" "}
                {VEHICLE_TYPES.map((v) => {
                  const fee = row[VEHICLE_LABELS[v]];
                  return `${VEHICLE_LABELS[v]} ${typeof fee === "number" ? formatNaira(fee) : "—"}`;
                }).join(" · ")}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}
