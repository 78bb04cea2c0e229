import { Button, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";

/** Back and "Save and continue" at the foot of a step. */
export function StepActions({ onBack, saving, submitLabel = "Save and continue" }: { onBack?: () => void; saving?: boolean; submitLabel?: string }) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={saving}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
