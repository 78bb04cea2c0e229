import { MESSAGES, type Order, RETURN_REASON_KINDS, RETURN_REASON_LABELS, type ReturnReasonKind, type ReturnRequestType } from "@bitmarte/contracts";
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Paper, Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { ImageListField } from "../../ui/image-list-field";
import { MoneyText } from "../../ui/money-text";
import { notifySuccess } from "../../ui/notify";
import { uploadFile } from "../../ui/upload-client";
import { returnableUnits } from "./returns-model";
import { useCreateReturn } from "./returns.mutations";

interface Line {
  picked: boolean;
  quantity: number;
  reasonKind: ReturnReasonKind | "";
  reason: string;
}

const REASON_KIND_OPTIONS = [{ value: "", label: "Choose…", disabled: true }, ...RETURN_REASON_KINDS.map((k) => ({ value: k, label: RETURN_REASON_LABELS[k] }))];

/** The customer's form: items and quantities, a reason each, refund or replacement, where a refund goes, photos. */
export function ReturnForm({ order, orderQueryKey, opened, onClose }: { order: Order; orderQueryKey: readonly unknown[]; opened: boolean; onClose: () => void }) {
  const left = returnableUnits(order.orderItems);
  const items = order.orderItems.filter((i) => (left[i.id] ?? 0) > 0);
  const [type, setType] = useState<ReturnRequestType>("refund");
  const [refundTo, setRefundTo] = useState<"original" | "gift_card">("original");
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReturn(orderQueryKey);

  const line = (id: string): Line => lines[id] ?? { picked: items.length === 1, quantity: 1, reasonKind: "", reason: "" };
  const setLine = (id: string, change: Partial<Line>) => setLines((all) => ({ ...all, [id]: { ...line(id), ...change } }));
  const picked = items.filter((i) => line(i.id).picked);

  const submit = () => {
    const found: Record<string, string> = {};
    if (picked.length === 0) found.items = "Choose at least one item";
    for (const i of picked) {
      const l = line(i.id);
      if (!l.reasonKind) found[`kind-${i.id}`] = "Choose what is wrong";
      if (l.reason.trim().length < 3) found[`reason-${i.id}`] = "Tell the store what is wrong (at least 3 characters)";
      if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > (left[i.id] ?? 0)) found[`quantity-${i.id}`] = `Between 1 and ${left[i.id]}`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        orderId: order.id,
        type,
        refundTo,
        evidence: photos.length > 0 ? photos : undefined,
        items: picked.map((i) => ({
          orderItemId: i.id,
          quantity: line(i.id).quantity,
          reasonKind: line(i.id).reasonKind || undefined,
          reason: line(i.id).reason.trim(),
        })),
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message || (type === "refund" ? MESSAGES.orderReturned : MESSAGES.orderReplaced));
          setLines({});
          setPhotos([]);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Return or replace items" size="lg" radius="lg" centered>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={type}
          onChange={(v) => setType(v as ReturnRequestType)}
          data={[
            { value: "refund", label: "Refund me" },
            { value: "replace", label: "Replace the items" },
          ]}
          aria-label="What you would like"
        />
        <Stack gap="xs" role="group" aria-label="Items to send back">
          <Text fw={600} size="sm">
            Which items?
          </Text>
          {items.map((i) => {
            const l = line(i.id);
            return (
              <Paper key={i.id} withBorder radius="md" p="sm" data-testid="return-item">
                <Stack gap="xs">
                  <Checkbox
                    checked={l.picked}
                    onChange={(e) => setLine(i.id, { picked: e.currentTarget.checked })}
                    label={
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {i.productName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {left[i.id]} of {i.quantity} returnable · <MoneyText amount={i.productPrice} /> each
                        </Text>
                      </Stack>
                    }
                  />
                  {l.picked ? (
                    <Group gap="sm" align="flex-start" wrap="wrap">
                      <NumberInput
                        label="Quantity"
                        min={1}
                        max={left[i.id]}
                        allowDecimal={false}
                        value={l.quantity}
                        onChange={(v) => setLine(i.id, { quantity: Number(v) || 0 })}
                        error={errors[`quantity-${i.id}`]}
                        size="sm"
                        w={110}
                      />
                      <NativeSelect
                        label="What is wrong?"
                        data={REASON_KIND_OPTIONS}
                        value={l.reasonKind}
                        onChange={(e) => setLine(i.id, { reasonKind: e.currentTarget.value as ReturnReasonKind })}
                        error={errors[`kind-${i.id}`]}
                        size="sm"
                        style={{ flex: 1, minWidth: 240 }}
                        required
                      />
                      <TextInput
                        label="Reason"
                        placeholder="e.g. It arrived broken"
                        value={l.reason}
                        onChange={(e) => setLine(i.id, { reason: e.currentTarget.value })}
                        error={errors[`reason-${i.id}`]}
                        maxLength={500}
                        size="sm"
                        // A line of its own: the customer's words need the width.
                        style={{ flexBasis: "100%" }}
                        required
                      />
                    </Group>
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
          {errors.items ? (
            <Text size="sm" c="red" role="alert">
              {errors.items}
            </Text>
          ) : null}
        </Stack>
        {type === "refund" ? (
          <Radio.Group label="Refund to" value={refundTo} onChange={(v) => setRefundTo(v as "original" | "gift_card")}>
            <Group mt={6} gap="lg">
              <Radio value="original" label="My original payment method" />
              <Radio value="gift_card" label="A Bitmarte gift card" />
            </Group>
          </Radio.Group>
        ) : null}
        <ImageListField
          label="Photos (optional)"
          description="Show what is wrong: up to 5 photos"
          value={photos}
          onChange={setPhotos}
          upload={(file) => uploadFile("image", file, "customer")}
          max={5}
          itemLabel="photo"
        />
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {isApiError(create.error) ? create.error.message : errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {type === "refund" ? "Ask for a refund" : "Ask for a replacement"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
