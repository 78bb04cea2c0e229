import { MESSAGES, type Partner, PARTNER_SORTS, RejectPartnerBodySchema } from "@bitmarte/contracts";
import { Alert, Anchor, Avatar, Badge, Button, Divider, Group, List, Modal, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconCheck, IconEye, IconPlus, IconTruckDelivery, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { RejectWithReasonModal } from "../../ui/reject-with-reason-modal";
import { fileHref, openProtectedFile } from "../../ui/upload-client";
import { useListParams } from "../../ui/use-list-params";
import { type BankFieldsSlotProps, PartnerApplicationForm } from "./partner-application-form";
import { IBAN_CODE_LABELS } from "./partner-form-model";
import { useApprovePartner, useRejectPartner } from "./partners.mutations";
import { partnerListQuery } from "./partners.queries";

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<Partner["status"], string> = { pending: "Waiting for review", approved: "Approved", rejected: "Rejected", deactivated: "Deactivated" };

function CompanyCell({ partner }: { partner: Partner }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={partner.logo ? fileHref(partner.logo) : null} alt="" radius="md" size={36} color="brand">
        <IconTruckDelivery size={18} />
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {partner.shippingCompany}
        </Text>
        <Text size="xs" c="dimmed">
          {partner.onboarding.company.rcNumber || "No RC number"}
        </Text>
        {partner.warnings?.length ? (
          <Badge size="xs" color="orange" variant="light" leftSection={<IconAlertTriangle size={10} />} data-testid="partner-warning-badge">
            {partner.warnings.length === 1 ? "1 warning" : `${partner.warnings.length} warnings`}
          </Badge>
        ) : null}
      </Stack>
    </Group>
  );
}

/** What the reviewer should check before approving: the bank details against the company. */
function PartnerWarnings({ partner }: { partner: Partner }) {
  if (!partner.warnings?.length) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={partner.status === "pending" ? "Check before approving" : "Bank details to check"} data-testid="partner-warnings">
      <Stack gap={6}>
        <List size="sm" spacing={2}>
          {partner.warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
        {partner.status === "pending" ? (
          <Text size="sm">You can still approve this application; payouts will go to the account shown here.</Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Turning down an application: the reason is mailed to the applicant. */
function RejectPartnerModal({ partner, onClose, onRejected }: { partner: Partner; onClose: () => void; onRejected: () => void }) {
  const reject = useRejectPartner();
  return (
    <RejectWithReasonModal
      title={`Reject ${partner.shippingCompany}`}
      label="Reject partner application"
      explanation="The company is emailed this reason. Say what would need to change for a new application to succeed."
      schema={RejectPartnerBodySchema}
      pending={reject.isPending}
      error={reject.error}
      onReject={(reason, onFailed) =>
        reject.mutate(
          { id: partner.id, reason },
          {
            onSuccess: ({ message }) => {
              notifySuccess(message, MESSAGES.partnerRejected);
              onRejected();
            },
            onError: onFailed,
          },
        )
      }
      onClose={onClose}
    />
  );
}

function ContactCell({ partner }: { partner: Partner }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{partner.name}</Text>
      <Text size="xs" c="dimmed">
        {partner.email}
      </Text>
    </Stack>
  );
}

function BankCell({ partner }: { partner: Partner }) {
  const b = partner.onboarding.bankDetails;
  if (!b.accountNumber) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{b.accountName}</Text>
      <Text size="xs" c="dimmed">
        {b.bankName} · {b.accountNumber}
      </Text>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || "—"}</Text>
    </Stack>
  );
}

function SignatureLink({ url, label }: { url: string; label: string }) {
  const [opening, setOpening] = useState(false);
  if (!url) return <Text size="sm">—</Text>;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={async () => {
        setOpening(true);
        try {
          await openProtectedFile(url, "admin");
        } catch (e) {
          notifyError(e);
        } finally {
          setOpening(false);
        }
      }}
      disabled={opening}
      style={{ alignSelf: "flex-start" }}
    >
      {opening ? "Opening…" : label}
    </Anchor>
  );
}

/** Everything the partner sent: company, bank details (account number masked) and certification. */
function PartnerDetailModal({
  partner,
  onClose,
  onApprove,
  onReject,
  approving,
}: {
  partner: Partner;
  onClose: () => void;
  onApprove?: () => void;
  onReject?: () => void;
  approving: boolean;
}) {
  const { company, bankDetails: bank, certification: cert } = partner.onboarding;
  const small = useMediaQuery("(max-width: 36em)");
  return (
    <Modal opened onClose={onClose} title={partner.shippingCompany} size="lg" radius="lg" fullScreen={small} centered>
      <Stack gap="md">
        <Group gap="xs">
          <StatusBadge status={STATUS_LABELS[partner.status]} />
          <Text size="xs" c="dimmed">
            Applied {formatDate(partner.createdAt)}
            {partner.approvedAt ? ` · approved ${formatDate(partner.approvedAt)}` : ""}
          </Text>
        </Group>
        <Title order={3} fz="md">
          Company
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label="RC number">{company.rcNumber}</Detail>
          <Detail label="VAT number">{company.vatNumber}</Detail>
          <Detail label="Line of business">{company.lineOfBusiness}</Detail>
          <Detail label="Phone">{company.phoneNumber}</Detail>
          <Detail label="Email (log-in)">{partner.email}</Detail>
          <Detail label="Office address">{company.officeAddress}</Detail>
          <Detail label="Postal address">{company.postalAddress}</Detail>
          <Detail label="Contact person">
            {[company.contactPerson.name, company.contactPerson.designation, company.contactPerson.phoneNumber].filter(Boolean).join(" · ")}
          </Detail>
        </SimpleGrid>
        <Divider />
        <Title order={3} fz="md">
          Bank details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label="Bank">{bank.bankName}</Detail>
          <Detail label="Account number">{bank.accountNumber}</Detail>
          <Detail label="Account name (from the bank)">{bank.accountName}</Detail>
          <Detail label="Branch">{bank.branch}</Detail>
          {bank.swiftCodeSortCodeIban ? (
            <Detail label={IBAN_CODE_LABELS[bank.swiftCodeSortCodeIban.type]}>{bank.swiftCodeSortCodeIban.code}</Detail>
          ) : null}
        </SimpleGrid>
        <Divider />
        <Title order={3} fz="md">
          Certification
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label="Signed by">{[cert.name, cert.designation].filter(Boolean).join(", ")}</Detail>
          <Detail label="Date">{cert.date ? formatDate(`${cert.date}T12:00:00Z`) : ""}</Detail>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Signature
            </Text>
            <SignatureLink url={cert.signature} label="View signature" />
          </Stack>
          {cert.introducedBy ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Introduced by
              </Text>
              <Group gap="xs">
                <Text size="sm">{cert.introducedBy.name}</Text>
                <SignatureLink url={cert.introducedBy.signature} label="View signature" />
              </Group>
            </Stack>
          ) : null}
        </SimpleGrid>
        <PartnerWarnings partner={partner} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {onReject ? (
            <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={onReject} disabled={approving}>
              Reject
            </Button>
          ) : null}
          {onApprove ? (
            <Button leftSection={<IconCheck size={16} />} onClick={onApprove} loading={approving} color={partner.warnings?.length ? "orange" : undefined}>
              {partner.warnings?.length ? "Approve anyway" : "Approve partner"}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

function PartnersTable({ status, canManage }: { status: "pending" | "approved" | "rejected"; canManage: boolean }) {
  const list = useListParams(status === "pending" ? "app-" : status === "approved" ? "ok-" : "no-");
  const order = serverSortFrom(list.get("sort"), PARTNER_SORTS);
  const query = useQuery(partnerListQuery({ page: list.page, limit: PAGE_SIZE, search: list.search || undefined, status, sort: order.sort }));
  const approve = useApprovePartner();
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Partner | null>(null);
  const [rejecting, setRejecting] = useState<Partner | null>(null);

  const onApprove = (partner: Partner) => {
    setApprovingId(partner.id);
    approve.mutate(partner.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.partnerAdded);
        setViewing(null);
      },
      onError: (error) => notifyError(error),
      onSettled: () => setApprovingId(null),
    });
  };

  const columns: DataTableColumn<Partner>[] = [
    { key: "company", header: "Company", primary: true, cell: (p) => <CompanyCell partner={p} />, serverSortable: true },
    { key: "contact", header: "Contact", cell: (p) => <ContactCell partner={p} />, serverSortable: true },
    { key: "bank", header: "Bank account", cell: (p) => <BankCell partner={p} /> },
    status !== "approved"
      ? { key: "created", header: "Applied", cell: (p) => formatDate(p.createdAt), serverSortable: true, nowrap: true }
      : { key: "approved", header: "Approved", cell: (p) => formatDate(p.approvedAt ?? p.createdAt), serverSortable: true, nowrap: true },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" leftSection={<IconEye size={14} />} onClick={() => setViewing(p)} aria-label={`Details of ${p.shippingCompany}`}>
            Details
          </Button>
          {status === "pending" && canManage ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => setRejecting(p)}
              disabled={approvingId !== null}
              aria-label={`Reject ${p.shippingCompany}`}
            >
              Reject
            </Button>
          ) : null}
          {status === "pending" && canManage ? (
            <Button
              size="xs"
              color={p.warnings?.length ? "orange" : undefined}
              leftSection={p.warnings?.length ? <IconAlertTriangle size={14} /> : <IconCheck size={14} />}
              // With warnings, approving goes through the details, where the warnings are shown first.
              onClick={() => (p.warnings?.length ? setViewing(p) : onApprove(p))}
              loading={approvingId === p.id}
              disabled={approvingId !== null && approvingId !== p.id}
              aria-label={`Approve ${p.shippingCompany}`}
            >
              Approve
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={status === "pending" ? "Shipping partner applications" : status === "approved" ? "Approved shipping partners" : "Rejected applications"}
        columns={columns}
        rows={query.data?.rows}
        rowKey={(p) => p.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        search={{ label: "Search partners", placeholder: "Company, RC number, email or contact", value: list.search, onChange: list.setSearch }}
        empty={{
          title: list.search
            ? "No partner matches your search"
            : status === "pending"
              ? "No applications waiting"
              : status === "approved"
                ? "No approved partners yet"
                : "No rejected applications",
          description: status === "pending" && !list.search ? "Companies apply at /shipping-partner/onboard; their applications appear here." : undefined,
          icon: <IconTruckDelivery size={28} stroke={1.6} />,
        }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
        sort={order.state}
        onSortChange={(next) => list.set("sort", order.patch(next).sort)}
        rowProps={(p) => ({ "data-testid": `partner-${p.id}` })}
      />
      {viewing ? (
        <PartnerDetailModal
          partner={viewing}
          onClose={() => setViewing(null)}
          onApprove={viewing.status === "pending" && canManage ? () => onApprove(viewing) : undefined}
          onReject={viewing.status === "pending" && canManage ? () => setRejecting(viewing) : undefined}
          approving={approvingId === viewing.id}
        />
      ) : null}
      {rejecting ? (
        <RejectPartnerModal
          partner={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            setViewing(null);
          }}
        />
      ) : null}
    </>
  );
}

export interface PartnersAdminProps {
  /** Admins and super admins approve and add partners; dispatchers and schedulers only read. */
  canManage: boolean;
  renderBankFields: (props: BankFieldsSlotProps) => ReactNode;
}

/** The admin's shipping partners: applications and approved partners, approval, and adding a partner. */
export function PartnersAdmin({ canManage, renderBankFields }: PartnersAdminProps) {
  const list = useListParams();
  const tabParam = list.get("tab");
  const tab = tabParam === "approved" || tabParam === "rejected" ? tabParam : "applications";
  const waiting = useQuery(partnerListQuery({ page: 1, limit: PAGE_SIZE, status: "pending" }));
  const count = waiting.data?.count;
  const [adding, setAdding] = useState(false);
  const small = useMediaQuery("(max-width: 48em)");

  return (
    <>
      <PageHeader
        title="Shipping partners"
        description="Review companies that applied to deliver Bitmarte orders, and manage approved partners."
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add partner
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => list.set("tab", value === "approved" || value === "rejected" ? value : null)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="applications" rightSection={count ? <Badge size="sm" variant="filled" circle={count < 10}>{count}</Badge> : null}>
            Applications
          </Tabs.Tab>
          <Tabs.Tab value="approved">Approved</Tabs.Tab>
          <Tabs.Tab value="rejected">Rejected</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications">
          <PartnersTable status="pending" canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="approved">
          <PartnersTable status="approved" canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="rejected">
          <PartnersTable status="rejected" canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a shipping partner" size="xl" radius="lg" fullScreen={small} centered closeOnClickOutside={false}>
        {adding ? (
          <PartnerApplicationForm
            mode="admin"
            renderBankFields={renderBankFields}
            onCancel={() => setAdding(false)}
            onAdded={(_partner, message) => {
              notifySuccess(message, MESSAGES.partnerAdded);
              setAdding(false);
              list.set("tab", "approved");
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
