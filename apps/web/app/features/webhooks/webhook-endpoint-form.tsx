import { type CreateWebhookEndpoint, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from "@bitmarte/contracts";
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { isApiError } from "../../lib/api-client";
import { fieldPath, FormFailure } from "../../ui/form-errors";

export interface WebhookEndpointFormProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (body: CreateWebhookEndpoint) => void;
  submitting: boolean;
  error: unknown;
}

/** Add an endpoint: its https address, what it is for, and the events it hears. */
export function WebhookEndpointForm({ opened, onClose, onSubmit, submitting, error }: WebhookEndpointFormProps) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const serverErrors: Record<string, string> = {};
  if (isApiError(error)) for (const e of error.errors) serverErrors[fieldPath(e.path).split(".")[0]] ??= e.message;
  const errors = { ...serverErrors, ...localErrors };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!url.trim()) found.url = WEBHOOK_MESSAGES.urlInvalid;
    if (events.length === 0) found.events = WEBHOOK_MESSAGES.eventsRequired;
    setLocalErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ url: url.trim(), description: description.trim(), events });
  };
  /** A field's own message goes once the person changes the field. */
  const clearLocal = (field: string) => setLocalErrors(({ [field]: _gone, ...rest }) => rest);
  const close = () => {
    setLocalErrors({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a webhook endpoint" centered radius="lg" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Endpoint address"
            description="Where Bitmarte POSTs each event, signed. Use https."
            placeholder="https://example.com/webhooks/bitmarte"
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              clearLocal("url");
            }}
            error={errors.url}
            required
            data-autofocus
            inputMode="url"
            autoComplete="off"
          />
          <TextInput
            label="Description"
            placeholder="Order sync to our warehouse system"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            maxLength={200}
          />
          <Checkbox.Group
            label="Events"
            description="The endpoint receives only the events chosen here."
            value={events}
            onChange={(value) => {
              setEvents(value as WebhookEvent[]);
              clearLocal("events");
            }}
            error={errors.events}
            withAsterisk
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {error && !(isApiError(error) && error.errors.length > 0) ? <FormFailure error={error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
