import type { StorePolicy } from "@bitmarte/contracts";
import { MESSAGES, POLICY_TYPES } from "@bitmarte/contracts/light";
import { IconChevronDown, IconFileDescription } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { EmptyState, ErrorState, Skeleton, Title } from "../../ui/light";
import css from "./store-parts.module.css";
import { storePoliciesQuery } from "./store-public.queries";

export const POLICY_LABELS: Record<StorePolicy["type"], string> = {
  return: "Returns",
  refund: "Refunds",
  shipping: "Shipping",
  privacy: "Privacy",
  terms: "Terms of sale",
  other: "Other",
};

/** Policies in a stable order: the order of POLICY_TYPES, then by title. */
export function sortPolicies(policies: StorePolicy[]): StorePolicy[] {
  return [...policies].sort(
    (a, b) => POLICY_TYPES.indexOf(a.type) - POLICY_TYPES.indexOf(b.type) || a.title.localeCompare(b.title),
  );
}

/**
 * A store's published policies (GET /policies/store/:storeId), one expandable section each (a native
 * disclosure: keyboard and screen readers work without script); the first one starts open.
 */
export function StorePolicies({
  storeId,
  withTitle = true,
  initialData,
}: {
  storeId: string;
  withTitle?: boolean;
  /** The policies the server already read (server-rendered pages): shown at once, no loading state. */
  initialData?: { rows: StorePolicy[]; count: number } | null;
}) {
  const query = useQuery({ ...storePoliciesQuery(storeId), ...(initialData ? { initialData, staleTime: 60_000 } : {}) });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={css.stack} role="status" aria-busy="true" aria-label="Loading store policies">
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconFileDescription size={28} stroke={1.6} />}
        title="No policies yet"
        description="This store has not published its return, refund or shipping policies yet."
      />
    );
  } else {
    body = (
      <div className={css.stack}>
        {sortPolicies(query.data.rows).map((policy, index) => (
          <details key={policy.id} className={css.policy} open={index === 0 || undefined}>
            <summary className={css.policySummary}>
              <span className={css.policyHead}>
                <span className={css.policyTitle}>{policy.title}</span>
                <span className={css.policyMeta}>
                  {POLICY_LABELS[policy.type]} · Updated {formatDate(policy.updatedAt)}
                </span>
              </span>
              <IconChevronDown size={16} aria-hidden className={css.policyChevron} />
            </summary>
            <p className={css.policyContent}>{policy.content}</p>
          </details>
        ))}
      </div>
    );
  }

  return (
    <section className={css.policies} aria-label="Store policies">
      {withTitle ? (
        <Title order={2} className={css.policiesTitle}>
          Store policies
        </Title>
      ) : null}
      {body}
    </section>
  );
}
