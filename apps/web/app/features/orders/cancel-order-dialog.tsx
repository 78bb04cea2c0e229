import { CANCEL_REASON_MAX, checkCancelReason } from "@bitmarte/contracts/signed-in";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { Button, toast } from "../../ui/light";
import { Dialog } from "../../ui/light/dialog";
import { formClasses, TextAreaField } from "../../ui/light/form-field";
import { useCancelOrder } from "./customer-order.mutations";
import classes from "../../ui/light/section-card.module.css";

/**
 * The customer cancels an order the store has not accepted: a reason the store reads, checked as the server's
 * schema checks it (loaded when the order may be cancelled, not with the page's first scripts).
 */
export default function CancelOrderDialog({ orderId, orderNumber, onClose }: { orderId: string; orderNumber: string; onClose: () => void }) {
  const cancel = useCancelOrder(orderId);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkCancelReason(reason);
    setProblem(issue);
    if (issue) return;
    cancel.mutate(reason.trim(), {
      onSuccess: () => {
        toast(`${orderNumber} was cancelled`);
        onClose();
      },
    });
  };

  return (
    <Dialog opened onClose={() => !cancel.isPending && onClose()} title={`Cancel ${orderNumber}`} size="sm">
      <form className={formClasses.stack} onSubmit={submit} noValidate>
        <p className={classes.text}>The store sees this reason. If you paid, the money goes back the way you paid (card or gift card).</p>
        <TextAreaField
          id="cancel-reason"
          label="Reason for cancelling"
          required
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={problem}
          data-autofocus
        />
        {cancel.isError ? (
          <p className={formClasses.alert} role="alert">
            {errorMessage(cancel.error)}
          </p>
        ) : null}
        <div className={formClasses.actions}>
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button type="submit" className={classes.dangerFilled} loading={cancel.isPending}>
            Cancel order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
