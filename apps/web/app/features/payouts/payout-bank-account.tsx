import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { notifySuccess } from "../../ui/notify";
import { payoutBankAccountQuery, payoutBanksQuery, useSavePayoutBankAccount } from "./payouts.queries";

/**
 * Where the store's payouts go. The bank resolves the account's name before it is saved, so what shows here
 * is verified; Bitmarte pays no payout until there is one.
 */
export function PayoutBankAccountCard() {
  const account = useQuery(payoutBankAccountQuery());
  const current = account.data?.account ?? null;
  const [editing, setEditing] = useState(false);
  const showForm = editing || (account.isSuccess && !current);
  return (
    <Card withBorder radius="lg" p="lg" data-testid="payout-bank-account">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>Payout bank account</Text>
            <Text size="sm" c="dimmed">
              Where Bitmarte sends your payouts. Only the store owner can change it.
            </Text>
          </div>
          {current && !editing ? (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Change
            </Button>
          ) : null}
        </Group>
        {account.isError ? <Alert color="red">{errorMessage(account.error)}</Alert> : null}
        {current && !editing ? (
          <Group gap="md">
            <Text size="sm">
              {current.bankName} · {current.accountNumber} · {current.accountName}
            </Text>
            <Badge color="brand" variant="light">
              Verified {formatDate(current.verifiedAt)}
            </Badge>
          </Group>
        ) : null}
        {account.isSuccess && !current ? (
          <Alert color="yellow">Add the bank account your payouts go to: approved payouts are paid only once it is here.</Alert>
        ) : null}
        {showForm ? <BankAccountForm onDone={() => setEditing(false)} onCancel={current ? () => setEditing(false) : undefined} /> : null}
      </Stack>
    </Card>
  );
}

function BankAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const banks = useQuery(payoutBanksQuery());
  const save = useSavePayoutBankAccount();
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState("");
  const fieldError = (path: string) => (isApiError(save.error) ? save.error.errors?.find((e) => e.path === path)?.message : undefined);
  const hasFieldErrors = isApiError(save.error) && (save.error.errors?.length ?? 0) > 0;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { bankCode: bankCode ?? "", accountNumber: accountNumber.trim() },
          {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label="Bank"
            placeholder={banks.isPending ? "Loading banks…" : "Choose your bank"}
            data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            value={bankCode}
            onChange={setBankCode}
            searchable
            required
            error={fieldError("bankCode")}
          />
          <TextInput
            label="Account number"
            description="10 digits (NUBAN)"
            inputMode="numeric"
            maxLength={10}
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.currentTarget.value.replace(/\D/g, ""))}
            required
            error={fieldError("accountNumber")}
          />
        </Group>
        {banks.isError ? <Alert color="red">{errorMessage(banks.error)}</Alert> : null}
        {save.isError && !hasFieldErrors ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Verify and save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
