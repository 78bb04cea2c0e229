import { MESSAGES, SELLER_HEALTH_LEVEL_LABELS, type SellerHealth } from "@bitmarte/contracts";
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatDateTime } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { FactorCard, LevelBadge, LEVEL_COLORS, ScoreRing } from "./health-parts";
import { useSendAppeal } from "./sellerhealth.mutations";
import { merchantHealthQuery } from "./sellerhealth.queries";

/** What each level does to the store, in one line. */
const LEVEL_EFFECTS: Record<SellerHealth["level"], string> = {
  good: "Nothing is restricted.",
  warning: "A lower score moves your products down in search.",
  demoted: "Your products show lower in search results.",
  payout_hold: "Payouts are on hold and your products show lower in search results.",
};

/**
 * The banner on the merchant's dashboard when the store is not in good standing (nothing otherwise,
 * also when the person may not read the store's health).
 */
export function HealthBanner() {
  const query = useQuery({ ...merchantHealthQuery(), retry: false });
  const h = query.data;
  if (!h || h.level === "good") return null;
  return (
    <Alert
      color={LEVEL_COLORS[h.level]}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`Seller health: ${SELLER_HEALTH_LEVEL_LABELS[h.level]} (score ${h.score})`}
      mb="lg"
      data-testid="health-banner"
    >
      <Stack gap={6} align="flex-start">
        <Text size="sm">{h.reason ?? LEVEL_EFFECTS[h.level]}</Text>
        <Button component={Link} to="/merchant/health" size="xs" variant="white" color={LEVEL_COLORS[h.level]}>
          See what to improve
        </Button>
      </Stack>
    </Alert>
  );
}

function AppealPanel({ health }: { health: SellerHealth }) {
  const send = useSendAppeal();
  const [reason, setReason] = useState("");
  const appeal = health.appeal;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Appeal
        </Title>
        {appeal ? (
          <Stack gap={4} data-testid="latest-appeal">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Your appeal of {formatDate(appeal.createdAt)}
              </Text>
              <Badge variant="light" tt="none" color={appeal.status === "accepted" ? "brand" : appeal.status === "rejected" ? "red" : "blue"}>
                {appeal.status === "pending" ? "Waiting for a decision" : appeal.status === "accepted" ? "Accepted" : "Rejected"}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              “{appeal.reason}”
            </Text>
            {appeal.decisionReason ? <Text size="sm">Decision: {appeal.decisionReason}</Text> : null}
          </Stack>
        ) : null}
        {health.canAppeal ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate(
                { reason: reason.trim() },
                {
                  onSuccess: (res) => {
                    notifySuccess(res.message);
                    setReason("");
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Textarea
                label="Why should this level be lifted?"
                description="Explain what happened and what you changed (at least 10 characters). An admin reads it and decides."
                required
                autosize
                minRows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <FormFailure error={send.error} />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending} disabled={reason.trim().length < 10}>
                  Send appeal
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {health.level === "good" ? "Your store is in good standing: there is nothing to appeal." : "An admin is deciding your appeal; you can send another once it is decided."}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The merchant's seller health page: score, level and reason, each factor with what to do, and the appeal. */
export function MerchantHealthScreen() {
  const query = useQuery(merchantHealthQuery());
  const header = (
    <PageHeader
      title="Seller health"
      description="How your store served customers over the last 90 days. The score decides whether your products keep their place in search and whether payouts go out."
    />
  );
  if (query.isPending) {
    return (
      <>
        {header}
        <Skeleton h={160} radius="md" mb="md" />
        <Skeleton h={320} radius="md" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }
  const h = query.data;
  return (
    <>
      {header}
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group gap="lg" align="center" wrap="wrap">
            <ScoreRing score={h.score} level={h.level} />
            <Stack gap={6} style={{ flex: "1 1 18rem", minWidth: 0 }}>
              <Group gap="xs">
                <LevelBadge level={h.level} />
                {h.goodStandingUntil ? (
                  <Badge variant="outline" tt="none" color="brand">
                    Good standing until {formatDate(h.goodStandingUntil)}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" data-testid="health-reason">
                {h.reason ?? LEVEL_EFFECTS[h.level]}
              </Text>
              <Text size="xs" c="dimmed">
                {LEVEL_EFFECTS[h.level]} Below {h.thresholds.warningBelow}: warning · below {h.thresholds.demotionBelow}: lower in search · below{" "}
                {h.thresholds.payoutHoldBelow}: payouts on hold. {h.computedAt ? `Last computed ${formatDateTime(h.computedAt)}.` : ""}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} fz="lg">
              What makes up your score
            </Title>
            <IconInfoCircle size={18} aria-hidden />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {h.factors.map((f) => (
              <FactorCard key={f.key} factor={f} />
            ))}
          </SimpleGrid>
        </Stack>
        <AppealPanel health={h} />
      </Stack>
    </>
  );
}
