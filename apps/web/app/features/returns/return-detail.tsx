import { MESSAGES, RETURN_REASON_LABELS, RETURN_STORE_DECISION_DAYS, type ReturnedOrder } from "@bitmarte/contracts";
import { Alert, Anchor, Button, Grid, Group, Image, Modal, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconMapPin, IconPackage, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { StatusBadge } from "../../ui/status-badge";
import { ReturnStatusBadge } from "./return-status-badge";
import { adminDecision, METHOD_LABELS, merchantMoves, REFUND_STATUS_LABELS, refundScope, type ReturnScope, TYPE_LABELS } from "./returns-model";
import { useAdminReturnStatus, useRefundDecision, useReplaceDecision, useReturnStatus } from "./returns.mutations";
import { returnQuery } from "./returns.queries";

function Card({ id, title, icon, children }: { id: string; title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Group gap={6} mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

function Items({ r }: { r: ReturnedOrder }) {
  return (
    <Stack gap="sm">
      {r.products.map((p) => (
        <Group key={p.orderItemId} gap="sm" wrap="nowrap" align="flex-start" data-testid="return-product">
          {p.hostedImages[0] ? (
            <Image src={p.hostedImages[0]} alt={p.productName} w={56} h={56} radius="md" fit="cover" style={{ flexShrink: 0 }} />
          ) : (
            <ThemeIcon size={56} radius="md" variant="light" color="gray" aria-hidden>
              <IconPhoto size={22} />
            </ThemeIcon>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {p.productName}
            </Text>
            <Text size="sm" c="dimmed">
              {p.quantity} × <MoneyText amount={p.unitPrice} />
            </Text>
            <Text size="sm">
              Reason: {p.reasonKind ? `${RETURN_REASON_LABELS[p.reasonKind]}. ` : ""}
              {p.reason}
            </Text>
          </Stack>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          What the customer paid for these
        </Text>
        <MoneyText amount={r.amount ?? 0} fw={700} />
      </Group>
    </Stack>
  );
}

function Address({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <Stack gap={0}>
      {lines.filter(Boolean).map((l) => (
        <Text key={l} size="sm">
          {l}
        </Text>
      ))}
    </Stack>
  );
}

function Pickup({ r }: { r: ReturnedOrder }) {
  if (!r.pickup) return null;
  const { from, to } = r.pickup;
  return (
    <Card id="return-pickup" title="Pickup" icon={<IconMapPin size={18} aria-hidden />}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
            From the customer
          </Text>
          <Address lines={[from.fullName, from.phoneNumber, from.address, [from.city, from.stateOrRegion].filter(Boolean).join(", "), from.country]} />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
            Back to the store
          </Text>
          <Address lines={[to.storeName, to.phoneNumber, to.street, [to.city, to.state].filter(Boolean).join(", "), to.country]} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

function Evidence({ r }: { r: ReturnedOrder }) {
  if (r.evidence.length === 0) return null;
  return (
    <Card id="return-evidence" title="Customer's photos" icon={<IconPhoto size={18} aria-hidden />}>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
        {r.evidence.map((url, i) => (
          <Anchor key={url} href={url} target="_blank" rel="noreferrer" aria-label={`Open photo ${i + 1}`}>
            <Image src={url} alt={`Customer's photo ${i + 1}`} radius="md" h={96} fit="cover" />
          </Anchor>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function Outcome({ r }: { r: ReturnedOrder }) {
  const rows: [string, ReactNode][] = [
    ["Type", TYPE_LABELS[r.type]],
    ["Asked", formatDateTime(r.createdAt)],
  ];
  if (r.type === "refund") rows.push(["Refund to", METHOD_LABELS[r.refundTo ?? "original"]]);
  if (r.acceptedAt) rows.push(["Accepted", formatDateTime(r.acceptedAt)]);
  if (r.receivedAt) rows.push(["Received", formatDateTime(r.receivedAt)]);
  if (r.rejectionReason) rows.push(["Rejected because", r.rejectionReason]);
  if (r.refund) {
    rows.push(["Refund", <StatusBadge key="s" status={REFUND_STATUS_LABELS[r.refund.status]} />]);
    rows.push(["Asked to refund", <MoneyText key="a" amount={r.refund.requestedAmount} />]);
    if (r.refund.amount !== null) rows.push(["Refunded", <MoneyText key="b" amount={r.refund.amount} fw={700} />]);
    if (r.refund.note) rows.push(["Note", r.refund.note]);
  }
  if (r.replace) {
    rows.push(["Replacement", r.replace.decision === "pending" ? "To decide" : r.replace.decision === "approved" ? "Approved" : "Declined"]);
    if (r.replace.note) rows.push(["Note", r.replace.note]);
  }
  return (
    <Card id="return-outcome" title="Where it stands">
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" ta="right" component="div">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function MerchantActions({ r }: { r: ReturnedOrder }) {
  const move = useReturnStatus();
  const [rejecting, setRejecting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [reason, setReason] = useState("");
  const moves = merchantMoves(r);
  if (moves.length === 0) return null;
  const run = (status: "accepted" | "rejected" | "received", after?: () => void) =>
    move.mutate(
      { id: r.id, status, reason: status === "rejected" ? reason.trim() : undefined },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          after?.();
        },
        onError: (e) => notifyError(e),
      },
    );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="What to do now">
      <Stack gap="sm">
        <Text size="sm">
          {r.status === "requested"
            ? "Accept the request to have the items picked up from the customer, or reject it with a reason."
            : "When the items are back in the store, mark them received: Bitmarte then decides the refund or replacement."}
        </Text>
        <Group gap="sm">
          {moves.includes("accepted") ? (
            <Button onClick={() => run("accepted")} loading={move.isPending && move.variables?.status === "accepted"}>
              Accept return
            </Button>
          ) : null}
          {moves.includes("rejected") ? (
            <Button color="red" variant="light" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          ) : null}
          {moves.includes("received") ? <Button onClick={() => setReceiving(true)}>Mark as received</Button> : null}
        </Group>
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title="Reject this return" centered radius="lg">
        <Stack gap="md">
          <Textarea
            label="Reason"
            description="The customer reads this."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minRows={3}
            maxLength={500}
            required
            error={move.isError && isApiError(move.error) ? move.error.message : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={reason.trim().length < 3} loading={move.isPending} onClick={() => run("rejected", () => setRejecting(false))}>
              Reject return
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={receiving}
        onClose={() => setReceiving(false)}
        title="Items received?"
        message="Confirm that the returned items are back in your store."
        confirmLabel="Yes, received"
        onConfirm={() => run("received", () => setReceiving(false))}
        loading={move.isPending}
      />
    </Paper>
  );
}

/** Asks for the reason before a rejection: the customer (and the store) are told it, and the audit keeps it. */
function ReasonModal({
  opened,
  title,
  intro,
  label,
  confirmLabel,
  danger,
  loading,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  intro: ReactNode;
  label: string;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const fieldError = isApiError(error) ? error.errors?.[0]?.message : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <Textarea label={label} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} minRows={3} required data-autofocus error={fieldError} />
        {error && !fieldError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error, MESSAGES.somethingWentWrong)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={danger ? "red" : undefined} disabled={reason.trim().length < 3} loading={loading} onClick={() => onConfirm(reason.trim())}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A request the store has left unanswered: an admin accepts or rejects it for the store, with a reason. */
function OverrideActions({ r }: { r: ReturnedOrder }) {
  const move = useAdminReturnStatus();
  const [choice, setChoice] = useState<"accepted" | "rejected" | null>(null);
  if (!r.stuckWithStore) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="return-override">
      <Title order={2} fz="lg" id="return-override" mb="xs">
        The store has not answered
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {r.storeName} has neither accepted nor rejected this request for {RETURN_STORE_DECISION_DAYS} days or more. Decide it for the store: the store and the customer are
        emailed, and the decision is kept in the audit log.
      </Text>
      <Group gap="sm">
        <Button onClick={() => setChoice("accepted")}>Accept for the store</Button>
        <Button color="red" variant="light" onClick={() => setChoice("rejected")}>
          Reject for the store
        </Button>
      </Group>
      <ReasonModal
        key={choice ?? "none"}
        opened={choice !== null}
        title={choice === "accepted" ? "Accept this return for the store" : "Reject this return for the store"}
        intro={
          choice === "accepted"
            ? "The items will be picked up from the customer and taken back to the store."
            : "The customer keeps the items; the units can be returned again only within the return window."
        }
        label="Reason (sent to the store and the customer)"
        confirmLabel={choice === "accepted" ? "Accept for the store" : "Reject for the store"}
        danger={choice === "rejected"}
        loading={move.isPending}
        error={move.error}
        onClose={() => {
          move.reset();
          setChoice(null);
        }}
        onConfirm={(reason) =>
          choice &&
          move.mutate(
            { id: r.id, status: choice, reason },
            {
              onSuccess: ({ message }) => {
                notifySuccess(message);
                setChoice(null);
              },
            },
          )
        }
      />
    </Paper>
  );
}

function AdminActions({ r }: { r: ReturnedOrder }) {
  const which = adminDecision(r);
  const refund = useRefundDecision();
  const replace = useReplaceDecision();
  const requested = r.refund?.requestedAmount ?? r.amount ?? 0;
  const [amount, setAmount] = useState<number | string>(requested);
  const [note, setNote] = useState("");
  // Money moves only after a second look: the amount to confirm, or the reason for a rejection.
  const [confirming, setConfirming] = useState<"approve" | "reject" | null>(null);
  if (!which) return null;
  const done = ({ message }: { message: string }) => {
    notifySuccess(message);
    setConfirming(null);
  };
  const failed = (e: unknown) => notifyError(e);
  const amountNumber = typeof amount === "number" ? amount : Number.parseFloat(amount);
  const amountOk = Number.isFinite(amountNumber) && amountNumber > 0 && amountNumber <= requested;
  const error = (which === "refund" ? refund : replace).error;
  const close = () => {
    refund.reset();
    setConfirming(null);
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="return-decide">
      <Title order={2} fz="lg" id="return-decide" mb="sm">
        {which === "refund" ? "Decide the refund" : "Decide the replacement"}
      </Title>
      <Stack gap="sm">
        {which === "refund" ? (
          <NumberInput
            label="Amount to refund (₦)"
            description={`Up to ${formatNaira(requested)}: less for a partial refund`}
            value={amount}
            onChange={setAmount}
            min={0.01}
            max={requested}
            decimalScale={2}
            thousandSeparator=","
            prefix="₦"
            error={amountOk ? undefined : "Between ₦0.01 and what was asked"}
            maw={360}
          />
        ) : (
          <Text size="sm">Approving creates a new order for the store with these items at no charge; the store ships it like any order.</Text>
        )}
        <Textarea
          label="Note (optional)"
          description={which === "refund" ? "Kept with an approval; a rejection asks for its reason" : undefined}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          minRows={2}
        />
        {error && confirming === null ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error, MESSAGES.somethingWentWrong)}
          </Alert>
        ) : null}
        <Group gap="sm">
          {which === "refund" ? (
            <>
              <Button disabled={!amountOk} onClick={() => setConfirming("approve")}>
                Approve refund
              </Button>
              <Button color="red" variant="light" onClick={() => setConfirming("reject")}>
                Reject refund
              </Button>
            </>
          ) : (
            <>
              <Button loading={replace.isPending && replace.variables?.decision === "approve"} onClick={() => replace.mutate({ id: r.id, decision: "approve", note }, { onSuccess: done, onError: failed })}>
                Approve replacement
              </Button>
              <Button
                color="red"
                variant="light"
                loading={replace.isPending && replace.variables?.decision === "reject"}
                onClick={() => replace.mutate({ id: r.id, decision: "reject", note }, { onSuccess: done, onError: failed })}
              >
                Decline
              </Button>
            </>
          )}
        </Group>
      </Stack>
      {which === "refund" ? (
        <>
          <ConfirmModal
            opened={confirming === "approve"}
            onClose={close}
            title="Confirm the refund"
            message={
              <>
                Refund {formatNaira(amountOk ? amountNumber : requested)} to {r.customerName} ({METHOD_LABELS[r.refundTo ?? "original"].toLowerCase()}) for order {r.orderNumber}? This is{" "}
                {refundScope(amountOk ? amountNumber : requested, requested, formatNaira)}. The money leaves at once and cannot be taken back.
              </>
            }
            confirmLabel={`Refund ${formatNaira(amountOk ? amountNumber : requested)}`}
            loading={refund.isPending}
            error={
              refund.error ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(refund.error, MESSAGES.somethingWentWrong)}
                </Alert>
              ) : null
            }
            onConfirm={() => refund.mutate({ id: r.id, decision: "approve", amount: amountNumber, note }, { onSuccess: done })}
          />
          <ReasonModal
            key={confirming === "reject" ? "reject-open" : "reject-closed"}
            opened={confirming === "reject"}
            title="Reject the refund"
            intro={`${r.customerName} gets nothing back for order ${r.orderNumber} and the return closes. Tell them why.`}
            label="Reason (sent to the customer)"
            confirmLabel="Reject refund"
            danger
            loading={refund.isPending}
            error={refund.error}
            onClose={close}
            onConfirm={(reason) => refund.mutate({ id: r.id, decision: "reject", note: reason }, { onSuccess: done })}
          />
        </>
      ) : null}
    </Paper>
  );
}

/** One return for the store (accept, reject, receive) or for Bitmarte (decide the refund or replacement). */
export function ReturnDetail({ scope, id, backTo, canWrite = true }: { scope: ReturnScope; id: string; backTo: string; canWrite?: boolean }) {
  const query = useQuery(returnQuery(scope, id));
  const back = (
    <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
      All returns
    </Button>
  );
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the return">
        {back}
        <Skeleton h={32} w="40%" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState title="Return not found" description="This return does not exist or belongs to another store." />
        ) : (
          <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />
        )}
      </Stack>
    );
  }
  const r = query.data;
  const orderLink = scope === "merchant" ? `/merchant/orders/${r.orderId}` : `/admin/orders/${r.orderId}`;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        mb={0}
        title={`${TYPE_LABELS[r.type]} · ${r.orderNumber}`}
        description={
          <>
            {r.customerName} · {r.storeName} ·{" "}
            <Anchor component={Link} to={orderLink} inherit underline="always">
              View the order
            </Anchor>
          </>
        }
        actions={<ReturnStatusBadge status={r.status} size="lg" data-testid="return-status" />}
      />
      {scope === "merchant" && canWrite ? <MerchantActions r={r} /> : null}
      {scope === "admin" ? <OverrideActions key={`override-${r.id}-${r.status}`} r={r} /> : null}
      {scope === "admin" ? <AdminActions key={`${r.id}-${r.status}`} r={r} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card id="return-items" title="Items" icon={<IconPackage size={18} aria-hidden />}>
              <Items r={r} />
            </Card>
            <Evidence r={r} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Outcome r={r} />
            <Pickup r={r} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
