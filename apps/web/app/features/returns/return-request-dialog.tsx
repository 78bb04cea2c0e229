import type { CreateReturnBody, Order, returnsEndpoints } from "@bitmarte/contracts";
import { ORDER_PAGE_MESSAGES, ORDER_RETURN_REASON_KINDS, ORDER_RETURN_REASON_LABELS, type OrderReturnReasonKind } from "@bitmarte/contracts/signed-in";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { callEndpointEnvelope, endpointRoute, errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { Button, cx, lightClasses, toast } from "../../ui/light";
import { Dialog } from "../../ui/light/dialog";
import { describedBy, formClasses, Frame, InputField } from "../../ui/light/form-field";
import { signedInClasses } from "../../ui/light/signed-in-page";
import { ReturnPhotos } from "./return-photos";
import classes from "./return-request-dialog.module.css";
import { returnableUnits } from "./returns-model";

// POST create-return named by route only (no zod): the form is loaded after the order page is drawn.
const createReturn = endpointRoute<typeof returnsEndpoints.createReturn>({ method: "POST", path: "/ordertracking/create-return", auth: "signed-in" });

type RequestType = CreateReturnBody["type"];
type RefundTo = NonNullable<CreateReturnBody["refundTo"]>;

interface Line {
  picked: boolean;
  quantity: string;
  reasonKind: OrderReturnReasonKind | "";
  reason: string;
}

/** The customer asks; the order page reads its returns again (`refreshKeys`: the order's queries). */
function useCreateReturn(refreshKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => callEndpointEnvelope(createReturn, { body }, { userType: "customer" }),
    onSuccess: () => {
      for (const queryKey of refreshKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A choice of two drawn as a pair of radio buttons (a segmented control). */
function Choice<T extends string>({ name, legend, value, options, onChange, segmented }: { name: string; legend: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void; segmented?: boolean }) {
  return (
    <fieldset className={cx(classes.choice, segmented && classes.segmented)}>
      <legend className={segmented ? classes.hiddenLegend : lightClasses.label}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={classes.option}>
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The customer's form (ui/light): items and quantities, a reason each, refund or replacement, where a refund goes, photos. */
export default function ReturnRequestDialog({ order, onClose, refreshKeys }: { order: Order; onClose: () => void; refreshKeys: readonly QueryKey[] }) {
  const left = returnableUnits(order.orderItems);
  const items = order.orderItems.filter((i) => (left[i.id] ?? 0) > 0);
  const [type, setType] = useState<RequestType>("refund");
  const [refundTo, setRefundTo] = useState<RefundTo>("original");
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReturn(refreshKeys);

  const line = (id: string): Line => lines[id] ?? { picked: items.length === 1, quantity: "1", reasonKind: "", reason: "" };
  const setLine = (id: string, change: Partial<Line>) => setLines((all) => ({ ...all, [id]: { ...line(id), ...change } }));
  const picked = items.filter((i) => line(i.id).picked);

  const submit = () => {
    const found: Record<string, string> = {};
    if (picked.length === 0) found.items = "Choose at least one item";
    for (const i of picked) {
      const l = line(i.id);
      const quantity = Number(l.quantity);
      if (!l.reasonKind) found[`kind-${i.id}`] = "Choose what is wrong";
      if (l.reason.trim().length < 3) found[`reason-${i.id}`] = "Tell the store what is wrong (at least 3 characters)";
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > (left[i.id] ?? 0)) found[`quantity-${i.id}`] = `Between 1 and ${left[i.id]}`;
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
          quantity: Number(line(i.id).quantity),
          reasonKind: line(i.id).reasonKind || undefined,
          reason: line(i.id).reason.trim(),
        })),
      },
      {
        onSuccess: ({ message }) => {
          toast(message || (type === "refund" ? ORDER_PAGE_MESSAGES.orderReturned : ORDER_PAGE_MESSAGES.orderReplaced));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog opened onClose={() => !create.isPending && onClose()} title="Return or replace items">
      <form
        className={formClasses.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Choice
          name="return-type"
          legend="What you would like"
          segmented
          value={type}
          onChange={setType}
          options={[
            { value: "refund", label: "Refund me" },
            { value: "replace", label: "Replace the items" },
          ]}
        />
        <fieldset className={classes.items}>
          <legend className={classes.itemsLegend}>Which items?</legend>
          {items.map((i) => {
            const l = line(i.id);
            return (
              <div key={i.id} className={classes.item} data-testid="return-item">
                <label className={classes.check}>
                  <input className={classes.checkbox} type="checkbox" checked={l.picked} onChange={(e) => setLine(i.id, { picked: e.currentTarget.checked })} />
                  <span>
                    <span className={classes.itemName}>{i.productName}</span>
                    <span className={classes.itemHint}>
                      {left[i.id]} of {i.quantity} returnable · {formatNaira(i.productPrice)} each
                    </span>
                  </span>
                </label>
                {l.picked ? (
                  <div className={classes.lineFields}>
                    <InputField
                      id={`return-quantity-${i.id}`}
                      label="Quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={left[i.id]}
                      step={1}
                      value={l.quantity}
                      onChange={(e) => setLine(i.id, { quantity: e.currentTarget.value })}
                      error={errors[`quantity-${i.id}`]}
                      className={classes.quantity}
                    />
                    <Frame id={`return-kind-${i.id}`} label="What is wrong?" required error={errors[`kind-${i.id}`]} className={classes.kind}>
                      <select
                        id={`return-kind-${i.id}`}
                        className={cx(lightClasses.input, signedInClasses.select)}
                        required
                        value={l.reasonKind}
                        aria-invalid={errors[`kind-${i.id}`] ? true : undefined}
                        aria-describedby={describedBy(`return-kind-${i.id}`, null, errors[`kind-${i.id}`])}
                        onChange={(e) => setLine(i.id, { reasonKind: e.currentTarget.value as OrderReturnReasonKind })}
                      >
                        <option value="" disabled>
                          Choose…
                        </option>
                        {ORDER_RETURN_REASON_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {ORDER_RETURN_REASON_LABELS[k]}
                          </option>
                        ))}
                      </select>
                    </Frame>
                    <InputField
                      id={`return-reason-${i.id}`}
                      label="Reason"
                      required
                      placeholder="e.g. It arrived broken"
                      maxLength={500}
                      value={l.reason}
                      onChange={(e) => setLine(i.id, { reason: e.currentTarget.value })}
                      error={errors[`reason-${i.id}`]}
                      className={classes.reason}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
          {errors.items ? (
            <p className={formClasses.error} role="alert">
              {errors.items}
            </p>
          ) : null}
        </fieldset>
        {type === "refund" ? (
          <Choice
            name="refund-to"
            legend="Refund to"
            value={refundTo}
            onChange={setRefundTo}
            options={[
              { value: "original", label: "My original payment method" },
              { value: "gift_card", label: "A Bitmarte gift card" },
            ]}
          />
        ) : null}
        <ReturnPhotos value={photos} onChange={setPhotos} max={5} />
        {create.isError ? (
          <p className={formClasses.alert} role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
        <div className={formClasses.actions}>
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {type === "refund" ? "Ask for a refund" : "Ask for a replacement"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
