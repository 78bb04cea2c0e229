import { PartnerDeclineBodySchema, UpdateOrderStatusBodySchema } from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import type { UserType } from "../../lib/session";
import { ImageListField } from "../../ui/image-list-field";
import { uploadFile } from "../../ui/upload-client";
import { normaliseToken, TOKEN_LENGTH, tokenProblem } from "./delivery-token";

/** The first message of a failed parse, or null. */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? "Check this field");
}

export function cancelReasonProblem(reason: string): string | null {
  return firstIssue(UpdateOrderStatusBodySchema.safeParse({ status: "cancelled", reason }));
}

export function declineReasonProblem(reason: string): string | null {
  return firstIssue(PartnerDeclineBodySchema.safeParse({ reason }));
}

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  orderNumber: string;
  onSubmit: (reason: string) => void;
  pending: boolean;
  error: unknown;
}

function ReasonModal({
  opened,
  onClose,
  onSubmit,
  pending,
  error,
  title,
  intro,
  label,
  submitLabel,
  dismissLabel,
  check,
}: ReasonModalProps & { title: string; intro: string; label: string; submitLabel: string; dismissLabel: string; check: (reason: string) => string | null }) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setReason("");
      setProblem(null);
    }
  }, [opened]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = check(reason);
    setProblem(issue);
    if (!issue) onSubmit(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={label}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {dismissLabel}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Who reads the reason depends on who cancels: the store and operators tell the customer, a customer tells the store. */
export function CancelOrderModal({ byCustomer = false, ...props }: ReasonModalProps & { byCustomer?: boolean }) {
  return (
    <ReasonModal
      {...props}
      title={`Cancel ${props.orderNumber}`}
      intro={
        byCustomer
          ? "The store sees this reason. If you paid, the money goes back the way you paid (card or gift card)."
          : "The customer sees this reason. A paid order is refunded."
      }
      label="Reason for cancelling"
      submitLabel="Cancel order"
      dismissLabel="Keep order"
      check={cancelReasonProblem}
    />
  );
}

export function DeclineOrderModal(props: ReasonModalProps) {
  return (
    <ReasonModal
      {...props}
      title={`Decline ${props.orderNumber}`}
      intro="The order goes back to Bitmarte to be assigned to someone else."
      label="Reason for declining"
      submitLabel="Decline order"
      dismissLabel="Not now"
      check={declineReasonProblem}
    />
  );
}

/** The 6-digit token field: digits only, pasted codes cleaned, one-time-code autofill on phones. */
export function TokenField({ value, onChange, error, autoFocus }: { value: string; onChange: (v: string) => void; error?: string | null; autoFocus?: boolean }) {
  return (
    <TextInput
      label="Customer's delivery token"
      description="Ask the customer for the 6-digit code from their order page or email."
      value={value}
      onChange={(e) => onChange(normaliseToken(e.currentTarget.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TOKEN_LENGTH + 4}
      placeholder="••••••"
      error={error}
      size="lg"
      leftSection={<IconKey size={18} aria-hidden />}
      styles={{ input: { fontFamily: "monospace", letterSpacing: "0.4em", fontSize: 24, fontWeight: 700 } }}
      data-autofocus={autoFocus || undefined}
      required
    />
  );
}

/** The id of an upload from its URL (`/api/v1/uploads/<id>`). */
const uploadIdOf = (url: string) => url.split("/").pop() ?? url;

export function DeliverWithTokenModal({
  opened,
  onClose,
  orderNumber,
  onSubmit,
  pending,
  error,
  uploadAs,
}: {
  opened: boolean;
  onClose: () => void;
  orderNumber: string;
  /** The token and the upload ids of the photo evidence (may be none). */
  onSubmit: (token: string, evidence: string[]) => void;
  pending: boolean;
  error: unknown;
  /** Who uploads the photos (the deliverer's own token). */
  uploadAs: UserType;
}) {
  const [token, setToken] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setToken("");
      setPhotos([]);
      setProblem(null);
    }
  }, [opened]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = tokenProblem(token);
    setProblem(issue);
    if (!issue) onSubmit(token, photos.map(uploadIdOf));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Deliver ${orderNumber}`} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TokenField value={token} onChange={(v) => { setToken(v); if (problem) setProblem(null); }} error={problem} autoFocus />
          <ImageListField
            label="Photo of the delivery (optional)"
            description="Up to 4 photos, e.g. the parcel at the door."
            value={photos}
            onChange={setPhotos}
            upload={(file) => uploadFile("image", file, uploadAs)}
            max={4}
            itemLabel="delivery photo"
            disabled={pending}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Not yet
            </Button>
            <Button type="submit" loading={pending} disabled={token.length !== TOKEN_LENGTH}>
              Confirm delivery
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
