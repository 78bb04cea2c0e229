import { MESSAGES, POLICY_TYPES, type StorePolicy, StorePolicyBodySchema } from "@bitmarte/contracts";
import { Accordion, Badge, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { POLICY_LABELS } from "./store-policies";
import { useSavePolicy } from "./stores.mutations";
import { ownPoliciesQuery } from "./stores.queries";

type PolicyType = StorePolicy["type"];

const PLACEHOLDERS: Record<PolicyType, string> = {
  return: "How long customers have to return items, and in what condition.",
  refund: "How and when refunds are paid.",
  shipping: "When orders ship and how long delivery takes.",
  privacy: "What customer information you keep and why.",
  terms: "The terms every sale follows.",
  other: "Anything else customers should know.",
};

function PolicyForm({ type, policy }: { type: PolicyType; policy: StorePolicy | undefined }) {
  const save = useSavePolicy();
  const form = useForm({
    initialValues: { type, title: policy?.title ?? POLICY_LABELS[type], content: policy?.content ?? "" },
    validate: schemaResolver(StorePolicyBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const onSubmit = form.onSubmit((values) => {
    save.mutate(StorePolicyBodySchema.parse(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.policySaved);
        form.resetDirty();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${POLICY_LABELS[type]} policy`}>
      <Stack gap="sm">
        <FormFailure error={save.error} />
        <TextInput label="Title" required key={form.key("title")} {...form.getInputProps("title")} />
        <Textarea
          label="Policy text"
          description="At least 10 characters. Customers read this on your store page."
          placeholder={PLACEHOLDERS[type]}
          autosize
          minRows={4}
          maxRows={14}
          required
          key={form.key("content")}
          {...form.getInputProps("content")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty() && !!policy}>
            {policy ? "Save changes" : "Publish policy"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The store's policies, one per type (GET /policies, POST /policies creates or updates). */
export function PoliciesEditor() {
  const query = useQuery(ownPoliciesQuery());
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading policies">
        {POLICY_TYPES.map((t) => (
          <Skeleton key={t} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const byType = new Map(query.data.rows.map((p) => [p.type, p]));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {byType.size === 0
          ? "You have not published any policies yet. Customers trust stores that explain returns, refunds and shipping."
          : `${byType.size} of ${POLICY_TYPES.length} policies published.`}
      </Text>
      <Accordion variant="separated" radius="md" defaultValue={query.data.rows.length === 0 ? "return" : null}>
        {POLICY_TYPES.map((type) => {
          const policy = byType.get(type);
          return (
            <Accordion.Item key={type} value={type}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Stack gap={0}>
                    <Text fw={600}>{POLICY_LABELS[type]}</Text>
                    <Text size="xs" c="dimmed">
                      {policy ? `${policy.title} · updated ${formatDateTime(policy.updatedAt)}` : "Not published"}
                    </Text>
                  </Stack>
                  <Badge variant="light" color={policy ? "brand" : "gray"} tt="none">
                    {policy ? "Published" : "Empty"}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <PolicyForm type={type} policy={policy} key={policy?.updatedAt ?? "new"} />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
