import { MESSAGES, type Order, type ShippingDetails } from "@bitmarte/contracts";
import { Button, Divider, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { orderQuery, shippingDetailsQuery } from "./orders.queries";
import { QrCode } from "./qr-code";

/** A printable packing slip of a merchant's order: what to pack, where it goes, and a QR code of the order id. */
export function PackingSlip({ id, backTo }: { id: string; backTo: string }) {
  const order = useQuery(orderQuery("merchant", id));
  const shipping = useQuery(shippingDetailsQuery("merchant", id));

  const toolbar = (
    <Group justify="space-between" className="bm-no-print" mb="md">
      <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
        Back to the order
      </Button>
      <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!order.data}>
        Print
      </Button>
    </Group>
  );

  if (order.isPending) {
    return (
      <>
        {toolbar}
        <Skeleton h={480} radius="md" aria-label="Loading the packing slip" />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        {toolbar}
        {isApiError(order.error) && order.error.status === 404 ? (
          <EmptyState title="Order not found" description="This order does not exist or is not one of your store's." />
        ) : (
          <ErrorState message={errorMessage(order.error, MESSAGES.loadOrdersFailed)} onRetry={() => void order.refetch()} retrying={order.isFetching} />
        )}
      </>
    );
  }
  return (
    <>
      {toolbar}
      <Slip order={order.data} shipping={shipping.data} shippingError={shipping.isError ? errorMessage(shipping.error) : null} />
    </>
  );
}

function Slip({ order, shipping, shippingError }: { order: Order; shipping: ShippingDetails | undefined; shippingError: string | null }) {
  const units = order.orderItems.reduce((n, i) => n + i.quantity, 0);
  const to = shipping?.delivery ?? order.deliveryAddress;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} className="bm-packing-slip" maw={820} mx="auto" data-testid="packing-slip">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1}>
              Packing slip · Bitmarte
            </Text>
            <Title order={1} fz={28}>
              {order.orderNumber}
            </Title>
            <Text size="sm">{order.storeName}</Text>
            <Text size="sm" c="dimmed">
              Placed {formatDateTime(order.createdAt)}
              {order.paidAt ? ` · paid ${formatDateTime(order.paidAt)}` : ""}
            </Text>
          </Stack>
          <Stack gap={2} align="center">
            <QrCode value={order.id} size={120} label={`QR code of order ${order.orderNumber}`} />
            <Text size="9px" c="dimmed" ff="monospace">
              {order.id}
            </Text>
          </Stack>
        </Group>
        <Divider />
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap={2} style={{ flex: "1 1 220px" }}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Ship to
            </Text>
            <Text fw={700}>{to.fullName}</Text>
            <Text size="sm">{to.address}</Text>
            <Text size="sm">
              {to.city}, {to.stateOrRegion}, {to.country}
            </Text>
            <Text size="sm">{to.phoneNumber}</Text>
            {shippingError ? (
              <Text size="xs" c="dimmed" className="bm-no-print">
                From the order (delivery details: {shippingError})
              </Text>
            ) : null}
          </Stack>
          <Stack gap={2} style={{ flex: "1 1 160px" }}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Parcel
            </Text>
            <Text size="sm">{units === 1 ? "1 item" : `${units} items`}</Text>
            {shipping ? <Text size="sm">{shipping.weight} kg</Text> : null}
            <Text size="sm">{order.withinLagos ? "Within Lagos" : "Outside Lagos"}</Text>
          </Stack>
        </Group>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} aria-label="Packed">
                ✓
              </Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.orderItems.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <span aria-hidden style={{ display: "inline-block", width: 14, height: 14, border: "1.5px solid currentColor", borderRadius: 2 }} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.productName}
                  </Text>
                  {item.productVariants && (item.productVariants.size || item.productVariants.color) ? (
                    <Text size="xs" c="dimmed">
                      {[item.productVariants.size, item.productVariants.color].filter(Boolean).join(" · ")}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ff="monospace">{item.productVariants?.sku ?? "—"}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {item.quantity}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {order.orderNote ? (
          <Stack gap={2}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Customer's note
            </Text>
            <Text size="sm">{order.orderNote}</Text>
          </Stack>
        ) : null}
        <Group grow gap="xl" mt="md">
          <Stack gap={2}>
            <Divider color="dark" />
            <Text size="xs" c="dimmed">
              Packed by
            </Text>
          </Stack>
          <Stack gap={2}>
            <Divider color="dark" />
            <Text size="xs" c="dimmed">
              Handed over to / date
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
