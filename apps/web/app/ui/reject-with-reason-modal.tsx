import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { z } from "zod";
import { applyFieldErrors, FormFailure } from "./form-errors";

interface RejectWithReasonModalProps {
  title: string;
  /** The form's accessible name. */
  label: string;
  /** Who reads the reason, and what it should say. */
  explanation: string;
  /** The body schema of the reject call: `{ reason }`. */
  schema: z.ZodType<{ reason: string }>;
  pending: boolean;
  error: unknown;
  /** Sends the reason; `onFailed` puts the server's field errors on the form. */
  onReject: (reason: string, onFailed: (error: unknown) => void) => void;
  onClose: () => void;
}

/** Turning down an application with a reason the applicant is sent (hubs, shipping partners). */
export function RejectWithReasonModal({ title, label, explanation, schema, pending, error, onReject, onClose }: RejectWithReasonModalProps) {
  const form = useForm({ initialValues: { reason: "" }, validate: schemaResolver(schema, { sync: true }), validateInputOnBlur: true });
  const onSubmit = form.onSubmit((values) => onReject(schema.parse(values).reason, (failure) => applyFieldErrors(form, failure)));
  return (
    <Modal opened onClose={onClose} title={title} size="lg" radius="lg" centered>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
          <FormFailure error={error} />
          <Textarea label="Reason" required autosize minRows={3} maxRows={8} data-autofocus key={form.key("reason")} {...form.getInputProps("reason")} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Reject application
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
