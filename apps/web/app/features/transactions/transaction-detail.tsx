import { MESSAGES, type Transaction } from "@bitmarte/contracts";
import { ActionIcon, CopyButton, Divider, Drawer, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { TransactionStatusBadge } from "./transaction-status-badge";
import { maskedCard, type TransactionScope } from "./transactions-model";
import { transactionQuery } from "./transactions.queries";

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children ?? (
          <Text span c="dimmed" inherit>
            —
          </Text>
        )}
      </Text>
    </Stack>
  );
}

type Item = Transaction["orderTracker"]["orderItems"][number];
/** Kobo arithmetic, so naira sums stay exact. */
const lineKobo = (item: Item) => Math.round(item.productPrice * 100) * item.quantity;
const lineTotal = (item: Item) => lineKobo(item) / 100;
const itemsTotal = (t: Transaction) => t.orderTracker.orderItems.reduce((n, item) => n + lineKobo(item), 0) / 100;

/** "Visa" for "visa": providers send lower-case brand and channel names. */
function capitalised(value: string | null): string | null {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="sm" fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the transaction">
      <Skeleton h={36} w="60%" />
      <Skeleton h={18} w="40%" />
      <Skeleton h={120} radius="md" />
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}

/** Spec §3 transaction: payment, customer, card and order; card numbers never show more than the last four digits. */
export function TransactionDetails({ transaction: t }: { transaction: Transaction }) {
  const card = maskedCard(t.cardNumber);
  return (
    <Stack gap="lg" data-testid="transaction-detail">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <MoneyText amount={t.amount} fz={28} fw={700} lh={1.1} data-testid="transaction-amount" />
          <TransactionStatusBadge status={t.status} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(t.date)}
        </Text>
      </Stack>

      <Section title="Payment">
        <Field label="Reference" testId="transaction-reference">
          <Group gap={4} wrap="nowrap">
            <Text span ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
              {t.reference}
            </Text>
            <CopyButton value={t.reference}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy reference"}>
                  <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label="Copy reference" color={copied ? "brand" : "gray"}>
                    {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Field>
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
          <Field label="Fees">
            <MoneyText amount={t.fees} />
          </Field>
          <Field label="Channel">{capitalised(t.paymentChannel)}</Field>
          <Field label="Started">{formatDateTime(t.createdAt)}</Field>
          {t.ipAddress ? <Field label="IP address">{t.ipAddress}</Field> : null}
        </SimpleGrid>
      </Section>

      <Divider />
      <Section title="Customer">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Field label="Name">{t.customerName || null}</Field>
          <Field label="Email">{t.customerEmail}</Field>
        </SimpleGrid>
      </Section>

      <Divider />
      <Section title="Card">
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
          <Field label="Card type">{capitalised(t.cardType)}</Field>
          <Field label="Card number" testId="transaction-card">
            {card ? (
              <Text span ff="monospace" inherit>
                {card}
              </Text>
            ) : null}
          </Field>
          <Field label="Bank">{t.bank}</Field>
          <Field label="Country">{t.country}</Field>
        </SimpleGrid>
      </Section>

      <Divider />
      <Section title="Order">
        <Field label="Order" testId="transaction-order">
          {t.orderTracker.orderName || t.orderName}
        </Field>
        {t.orderTracker.orderItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            No items.
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {t.orderTracker.orderItems.map((item, i) => (
              <Paper key={`${item.productName}-${i}`} withBorder p="sm" radius="md" component="li" data-testid="transaction-item">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {item.productName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.storeName} · {item.quantity} × <MoneyText amount={item.productPrice} inherit />
                    </Text>
                  </Stack>
                  <MoneyText amount={lineTotal(item)} size="sm" fw={600} style={{ whiteSpace: "nowrap" }} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {t.orderTracker.orderItems.length > 0 ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Items total
            </Text>
            <MoneyText amount={itemsTotal(t)} size="sm" fw={600} data-testid="transaction-items-total" />
          </Group>
        ) : null}
      </Section>
    </Stack>
  );
}

function DrawerBody({ scope, id }: { scope: TransactionScope; id: string }) {
  const query = useQuery(transactionQuery(scope, id));
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <EmptyState title="Transaction not found" description="This transaction does not exist or is not one of your store's." />;
    }
    return <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <TransactionDetails transaction={query.data} />;
}

/** One transaction in a side drawer (full screen on phones). */
export function TransactionDrawer({ scope, id, onClose }: { scope: TransactionScope; id: string | null; onClose: () => void }) {
  const compact = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: true });
  return (
    <Drawer
      opened={!!id}
      onClose={onClose}
      position="right"
      size={compact ? "100%" : "md"}
      title={<Title order={2} fz="lg">Transaction</Title>}
      closeButtonProps={{ "aria-label": "Close transaction" }}
    >
      {id ? <DrawerBody scope={scope} id={id} /> : null}
    </Drawer>
  );
}
