import { SESSION_RESTORE_TIMEOUT_MS } from "@bitmarte/contracts";
import { Box, Loader, Overlay, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";

export interface FullScreenSpinnerProps {
  label?: string;
  /** Called once when the wait exceeds `timeoutMs` (spec §4: saved state restore gives up after 5000 ms). */
  onTimeout?: () => void;
  timeoutMs?: number;
}

/** Dimmed full-screen overlay shown while the saved session is restored. */
export function FullScreenSpinner({
  label = "Loading…",
  onTimeout,
  timeoutMs = SESSION_RESTORE_TIMEOUT_MS,
}: FullScreenSpinnerProps) {
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  useEffect(() => {
    if (!callback.current) return;
    const timer = setTimeout(() => callback.current?.(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 1000 }} data-testid="full-screen-spinner">
      <Overlay color="#0b1f1a" backgroundOpacity={0.35} blur={2} fixed />
      <Stack
        role="status"
        aria-live="polite"
        align="center"
        justify="center"
        gap="sm"
        pos="absolute"
        inset={0}
        style={{ zIndex: 1001 }}
      >
        <Box bg="white" p="lg" style={{ borderRadius: "var(--mantine-radius-lg)", boxShadow: "var(--mantine-shadow-md)" }}>
          <Stack align="center" gap="xs">
            <Loader size="lg" />
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
