import { MESSAGES, type UserInfo } from "@bitmarte/contracts";
import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Area } from "../../lib/areas";
import { ErrorState } from "../../ui/error-state";
import { FullScreenSpinner } from "../../ui/full-screen-spinner";
import { type LoginNotice, RESTORE_LABEL, useSessionGate } from "./session-gate";
import { SessionUserProvider } from "./session-context";

export type { LoginNotice } from "./session-gate";

/**
 * Guards a signed-in area (rules in session-gate.ts): the page, the full-screen restore spinner, the
 * area's login page, or "Could not get user data. Try again later." with a way to try again.
 */
export function RequireSession({ area, children }: { area: Area; children: (user: UserInfo) => ReactNode }) {
  const gate = useSessionGate(area);
  switch (gate.state) {
    case "page":
      return <SessionUserProvider user={gate.user}>{children(gate.user)}</SessionUserProvider>;
    case "login":
      return <Navigate to={gate.to} replace state={gate.notice ? ({ notice: gate.notice } satisfies LoginNotice) : undefined} />;
    case "failed":
      return (
        <Container size="sm" py={{ base: "lg", sm: "xl" }}>
          <ErrorState message={MESSAGES.loadUserDataFailed} onRetry={gate.retry} retrying={gate.retrying} />
        </Container>
      );
    default:
      return <FullScreenSpinner label={RESTORE_LABEL} />;
  }
}
