import { MESSAGES } from "@bitmarte/contracts";
import { Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { bankAccountQuery, banksQuery, canResolve } from "./banks.queries";

export interface BankAccountValue {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  /** The name the bank answered for the account; empty until resolved. */
  accountName: string;
}

export interface BankAccountFieldsProps {
  value: BankAccountValue;
  onChange: (next: Partial<BankAccountValue>) => void;
  errors?: { bankCode?: ReactNode; accountNumber?: ReactNode };
  disabled?: boolean;
}

/**
 * Bank (from GET /banks) and a 10-digit account number, resolved live with the bank
 * (GET /banks/resolve): the account name shows under the number and is handed back through `onChange`.
 */
export function BankAccountFields({ value, onChange, errors, disabled }: BankAccountFieldsProps) {
  const banks = useQuery(banksQuery());
  const [accountNumber] = useDebouncedValue(value.accountNumber, 350);
  const account = useQuery(bankAccountQuery(accountNumber, value.bankCode));
  const ready = canResolve(value.accountNumber, value.bankCode);
  const settled = accountNumber === value.accountNumber;
  const resolvedName = ready && settled && account.data ? account.data.accountName : "";

  // Hand the resolved name (or its absence) to the form, once per change.
  useEffect(() => {
    if (resolvedName !== value.accountName) onChange({ accountName: resolvedName });
  }, [resolvedName, value.accountName, onChange]);

  const options = useMemo(() => (banks.data ?? []).map((b) => ({ value: b.code, label: b.name })), [banks.data]);
  const checking = ready && (!settled || account.isFetching);
  const failure = ready && settled && account.isError ? account.error : null;
  const numberError = errors?.accountNumber ?? (failure && isApiError(failure) && failure.status === 422 ? (failure.errors[0]?.message ?? failure.message) : undefined);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Bank"
          placeholder={banks.isPending ? "Loading banks…" : "Choose your bank"}
          data={options}
          searchable
          required
          allowDeselect={false}
          nothingFoundMessage="No bank matches"
          value={value.bankCode || null}
          onChange={(code) => onChange({ bankCode: code ?? "", bankName: options.find((o) => o.value === code)?.label ?? "" })}
          error={errors?.bankCode ?? (banks.isError ? errorMessage(banks.error, MESSAGES.errorOccurred) : undefined)}
          disabled={disabled}
          rightSection={banks.isPending ? <Loader size="xs" /> : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Account number"
          description="10-digit NUBAN"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={value.accountNumber}
          onChange={(e) => onChange({ accountNumber: e.currentTarget.value.replace(/\D/g, "").slice(0, 10) })}
          error={numberError}
          disabled={disabled}
          rightSection={checking ? <Loader size="xs" aria-label="Checking the account" /> : undefined}
        />
      </SimpleGrid>
      <div aria-live="polite" data-testid="account-resolution">
        {resolvedName ? (
          <Group gap="xs" wrap="nowrap" align="center" p="xs" bg="brand.0" style={{ borderRadius: "var(--mantine-radius-md)" }}>
            <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
              <IconCircleCheck size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Account name
              </Text>
              <Text size="sm" fw={700} data-testid="resolved-account-name">
                {resolvedName}
              </Text>
            </Stack>
          </Group>
        ) : checking ? (
          <Text size="sm" c="dimmed">
            Checking the account with the bank…
          </Text>
        ) : failure && !(isApiError(failure) && failure.status === 422) ? (
          <Group gap={6} wrap="nowrap">
            <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden />
            <Text size="sm" c="red.7">
              {errorMessage(failure, MESSAGES.bankUnavailable)}
            </Text>
          </Group>
        ) : !ready ? (
          <Text size="sm" c="dimmed">
            Choose the bank and enter the account number; we show the account name the bank holds.
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
