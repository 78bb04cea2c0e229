import { WEBHOOK_SIGNATURE_HEADER } from "@bitmarte/contracts";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";

/** The signing secret, shown this once (after creating an endpoint or rotating its secret). */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Signing secret" centered radius="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Alert color="yellow" icon={<IconKey size={18} />} radius="md">
          Copy it now and keep it safe: it is shown only once. Your receiver uses it to check the {WEBHOOK_SIGNATURE_HEADER} header of every delivery.
        </Alert>
        <Code block data-testid="webhook-secret" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {secret}
        </Code>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? "Copied" : "Copy secret"}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have saved it</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Lost it? Rotate the secret on the endpoint's page to get a new one.
        </Text>
      </Stack>
    </Modal>
  );
}
