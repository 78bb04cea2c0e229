import { HubApplicationBodySchema } from "@bitmarte/contracts";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { applyFieldErrors, FormFailure, schemaErrors } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { hubBody, HubFields, type HubFormValues, hubFormValues } from "./hub-form";
import { useApplyForHub } from "./hubs.mutations";

/** A merchant applies to run a Bitmarte hub (POST /hubs/applications); an admin approves it. */
export function HubApplicationForm() {
  const apply = useApplyForHub();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<HubFormValues>({
    initialValues: hubFormValues(),
    validate: (values) => schemaErrors(HubApplicationBodySchema, hubBody(values)),
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit((values) => {
    apply.mutate(hubBody(values), {
      onSuccess: ({ message, data }) => {
        notifySuccess(message);
        setSent(data.name);
        form.reset();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Hubs are pickup and drop-off points for Bitmarte orders. If you have space customers and riders can reach, apply to run one.
        An admin reviews each application.
      </Text>
      {sent ? (
        <Alert color="brand" variant="light" icon={<IconCircleCheck size={18} />} role="status" withCloseButton onClose={() => setSent(null)}>
          Your application for {sent} was sent. We will let you know when an admin has reviewed it.
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Hub application">
        <Stack gap="md">
          <FormFailure error={apply.error} />
          <HubFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              Send application
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
