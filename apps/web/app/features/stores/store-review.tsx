import {
  categoriesEndpoints,
  MESSAGES,
  RejectStoreBodySchema,
  type StoreApproval,
  type StoreApprovalEvent,
  type StoreDetails,
} from "@bitmarte/contracts";
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconArrowLeft, IconCheck, IconCoin, IconX } from "@tabler/icons-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { callEndpoint, errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifyError, notifySuccess } from "../../ui/notify";
import { ProgressSteps } from "../../ui/progress-steps";
import { StatusBadge } from "../../ui/status-badge";
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_TONES, approveAction } from "./approval-labels";
import { MerchantAddresses, MerchantBusiness, MerchantIdentity, SectionCard, StoreProfileSummary } from "./merchant-sections";
import { PAYMENT_CATEGORY_FAILED, useApproveStore, useRejectStore, useSetPaymentCategory } from "./stores.mutations";
import { plansQuery, storeDetailsQuery } from "./stores.queries";

const EVENT_LABELS: Record<StoreApprovalEvent["action"], string> = {
  first_approval: "First approval",
  second_approval: "Second approval",
  rejection: "Rejected",
  payment_category: "Payment category set",
};

function categoryNamesQuery() {
  return queryOptions({
    queryKey: ["stores", "category-names"],
    queryFn: async ({ signal }) => {
      const categories = await callEndpoint(categoriesEndpoints.getAll, {}, { signal });
      return new Map(categories.flatMap((c) => c.subCategories.map((s) => [s.id, s.name] as const)));
    },
    staleTime: 10 * 60_000,
  });
}

function RejectModal({ opened, onClose, approval, merchantId }: { opened: boolean; onClose: () => void; approval: StoreApproval; merchantId: string }) {
  const reject = useRejectStore(merchantId);
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(RejectStoreBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const close = () => {
    form.reset();
    reject.reset();
    onClose();
  };
  const onSubmit = form.onSubmit((values) => {
    reject.mutate(
      { storeId: approval.storeId, reason: RejectStoreBodySchema.parse(values).reason },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.storeRejected);
          close();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });
  return (
    <Modal opened={opened} onClose={close} title={`Reject ${approval.storeName}`} radius="lg" centered size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Reject store">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The merchant sees this reason on their onboarding page. Say what to fix so they can try again.
          </Text>
          <FormFailure error={reject.error} />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            key={form.key("reason")}
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Reject store
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PaymentCategory({ approval, merchantId }: { approval: StoreApproval; merchantId: string }) {
  const plans = useQuery(plansQuery());
  const setPlan = useSetPaymentCategory(merchantId);
  const [choice, setChoice] = useState<string | null>(approval.pricingPlanId);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const changed = choice !== approval.pricingPlanId;

  const save = () => {
    if (!choice) {
      setFieldError("Choose a pricing plan");
      return;
    }
    setFieldError(null);
    setPlan.mutate(
      { storeId: approval.storeId, pricingPlanId: choice },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => {
          // The spec fixes this wording for any failure; a 422's detail still shows on the field.
          notifyError(undefined, PAYMENT_CATEGORY_FAILED);
          if (isApiError(error) && error.status === 422 && error.errors[0]) setFieldError(error.errors[0].message);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Select
        label="Payment category"
        description="The pricing plan sets the commission on this store's sales."
        placeholder={plans.isPending ? "Loading plans…" : "Choose a plan"}
        data={(plans.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.commissionPercentage}%` }))}
        value={choice}
        onChange={setChoice}
        error={fieldError ?? (plans.isError ? errorMessage(plans.error, MESSAGES.errorOccurred) : undefined)}
        disabled={plans.isPending}
        allowDeselect={false}
        leftSection={<IconCoin size={16} />}
      />
      <Group justify="flex-end">
        <Button variant="light" size="sm" onClick={save} loading={setPlan.isPending} disabled={!changed}>
          Save payment category
        </Button>
      </Group>
    </Stack>
  );
}

function ApprovalPanel({ details, merchantId, adminId }: { details: StoreDetails; merchantId: string; adminId?: string }) {
  const approval = details.approval;
  const approve = useApproveStore(merchantId);
  const [rejecting, setRejecting] = useState(false);
  const action = approveAction(approval, adminId, {
    reviewerLevel: details.reviewerLevel,
    hasKycDocuments: Boolean(details.merchant.idDocumentUrl && details.merchant.proofOfAddress),
  });

  const onApprove = () =>
    approve.mutate(approval.storeId, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(error),
    });

  return (
    <SectionCard title="Approval">
      <Stack gap="md">
        <ProgressSteps
          label="Store approvals"
          steps={[
            {
              label: "First approval",
              state: approval.firstApproval ? "done" : approval.status === "rejected" ? "failed" : "current",
              detail: approval.firstApprovedBy ? `${approval.firstApprovedBy.name} · ${formatDateTime(approval.firstApprovedAt)}` : undefined,
            },
            {
              label: "Second approval",
              state: approval.secondApproval ? "done" : approval.firstApproval ? "current" : "todo",
              detail: approval.secondApprovedBy ? `${approval.secondApprovedBy.name} · ${formatDateTime(approval.secondApprovedAt)}` : undefined,
            },
          ]}
        />
        {approval.status === "rejected" && approval.rejectionReason ? (
          <Alert color="red" variant="light" title="Rejection reason" data-testid="store-rejection-reason">
            {approval.rejectionReason}
          </Alert>
        ) : null}
        <PaymentCategory key={approval.pricingPlanId ?? "none"} approval={approval} merchantId={merchantId} />
        {!action.allowed && approval.status !== "approved" ? (
          <Text size="sm" c="dimmed" data-testid="approve-hint">
            {action.reason}
          </Text>
        ) : null}
        <Stack gap="xs">
          <Button fullWidth leftSection={<IconCheck size={16} />} onClick={onApprove} loading={approve.isPending} disabled={!action.allowed || approve.isPending}>
            {action.label}
          </Button>
          <Button
            fullWidth
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => setRejecting(true)}
            disabled={approval.status === "rejected" || approve.isPending}
          >
            Reject store
          </Button>
        </Stack>
      </Stack>
      <RejectModal opened={rejecting} onClose={() => setRejecting(false)} approval={approval} merchantId={merchantId} />
    </SectionCard>
  );
}

function History({ events }: { events: StoreApprovalEvent[] }) {
  return (
    <SectionCard title="Review history">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No decisions yet.
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={events.length - 1}>
          {events.map((event) => (
            <Timeline.Item
              key={event.id}
              title={EVENT_LABELS[event.action]}
              bullet={event.action === "rejection" ? <IconX size={12} /> : event.action === "payment_category" ? <IconCoin size={12} /> : <IconCheck size={12} />}
              color={event.action === "rejection" ? "red" : undefined}
            >
              <Text size="xs" c="dimmed">
                {event.adminName} · {formatDateTime(event.createdAt)}
              </Text>
              {event.pricingPlanName ? <Text size="sm">{event.pricingPlanName}</Text> : null}
              {event.reason ? (
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {event.reason}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}

function ReviewSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading store">
      <Skeleton height={36} width="40%" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Skeleton height={160} />
            <Skeleton height={120} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={300} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" display="inline-flex" style={{ alignItems: "center", gap: 4 }} mb="xs">
      <IconArrowLeft size={14} aria-hidden /> {label}
    </Anchor>
  );
}

/** One store under review: the merchant's details and documents, the approvals and the decisions. */
export function StoreReview({ merchantId, adminId }: { merchantId: string; adminId?: string }) {
  const query = useQuery(storeDetailsQuery(merchantId));
  const categories = useQuery(categoryNamesQuery());

  if (query.isPending) return <ReviewSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <EmptyState title="Store not found" description="There is no store for this merchant." action={<Button component={Link} to="/admin/stores" variant="light">Back to stores</Button>} />;
    }
    return <ErrorState message={errorMessage(query.error, MESSAGES.loadMerchantDetailsFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const details = query.data;
  const { merchant, approval } = details;
  const subCategoryNames = merchant.subCategoryIds.map((id) => categories.data?.get(id)).filter((n): n is string => !!n);

  return (
    <Stack gap="lg">
      <div>
        <BackLink to="/admin/stores" label="Stores" />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {approval.storeName}
            </Title>
            <Group gap="xs">
              <StatusBadge status={APPROVAL_STATUS_LABELS[approval.status]} tone={APPROVAL_STATUS_TONES[approval.status]} data-testid="store-approval-status" />
              <Text size="sm" c="dimmed">
                Onboarding {approval.onboardingPercentage}% complete
              </Text>
            </Group>
          </Stack>
          <Button component={Link} to={`/admin/merchants/${merchant.id}`} variant="subtle" size="sm">
            Merchant record
          </Button>
        </Group>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md" pos="sticky" top={80}>
            <ApprovalPanel details={details} merchantId={merchantId} adminId={adminId} />
            <History events={details.history} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <MerchantIdentity merchant={merchant} />
            <MerchantAddresses merchant={merchant} />
            <MerchantBusiness merchant={merchant} subCategoryNames={subCategoryNames} />
            <StoreProfileSummary merchant={merchant} profile={details.storeProfile} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
