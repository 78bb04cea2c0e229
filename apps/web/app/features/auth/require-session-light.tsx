import type { UserInfo } from "@bitmarte/contracts";
import { MESSAGES } from "@bitmarte/contracts/light";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Area } from "../../lib/areas";
import { Container, ErrorState, Spinner } from "../../ui/light";
import { type LoginNotice, RESTORE_LABEL, useSessionGate } from "./session-gate";
import { SessionUserProvider } from "./session-context";

/**
 * RequireSession for the signed-in customer pages drawn with ui/light (no Mantine). The server render
 * normally knows the customer, so the page draws at once; the rare restore shows a small spinner in the
 * page, under the site header, rather than over it.
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
      return (
        <Container style={{ paddingBlock: 48, display: "flex", justifyContent: "center" }}>
          <Spinner label={RESTORE_LABEL} />
        </Container>
      );
  }
}
