import type { UserInfo } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Area } from "../../lib/areas";
import { Container, ErrorState, Skeleton } from "../../ui/light";
import { type LoginNotice, RESTORE_LABEL, useSessionGate } from "./session-gate";
import { SessionUserProvider } from "./session-context";

/**
 * RequireSession for the signed-in customer pages drawn with ui/light (no Mantine). The server render
 * normally knows the customer, so the page draws at once; the rare restore shows the page's outline under
 * the site header, rather than a spinner over it.
 */
export function RequireSessionLight({ area, children }: { area: Area; children: (user: UserInfo) => ReactNode }) {
  const gate = useSessionGate(area);
  switch (gate.state) {
    case "page":
      return <SessionUserProvider user={gate.user}>{children(gate.user)}</SessionUserProvider>;
    case "login":
      return <Navigate to={gate.to} replace state={gate.notice ? ({ notice: gate.notice } satisfies LoginNotice) : undefined} />;
    case "failed":
      return (
        <Container style={{ paddingBlock: 32 }}>
          <ErrorState message={MESSAGES.loadUserDataFailed} onRetry={gate.retry} />
        </Container>
      );
    default:
      // The page's outline while the session is restored (rare: the server render normally knew the customer).
      return (
        <Container style={{ paddingBlock: 32, display: "grid", gap: 16 }} role="status" aria-label={RESTORE_LABEL}>
          <Skeleton height={32} width="40%" />
          <Skeleton height={120} />
        </Container>
      );
  }
}
