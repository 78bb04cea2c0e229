import type { GiftCardPurchaseFields } from "@bitmarte/contracts/signed-in";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { Button, Skeleton, VisuallyHidden } from "../../ui/light";
import { formClasses, InputField, TextAreaField } from "../../ui/light/form-field";
import { SignedInPage } from "../../ui/light/signed-in-page";
import classes from "./gift-cards.module.css";
import { usePurchaseGiftCard } from "./giftcards.mutations";
import { type MyGiftCardsResult, myGiftCardsQuery } from "./giftcards.queries";

const checks = () => import("./gift-cards-later");
const PaymentResult = lazy(() => checks().then((m) => ({ default: m.PaymentResult })));
const MyGiftCards = lazy(() => checks().then((m) => ({ default: m.MyGiftCards })));

const PAGE_SIZE = 10;
const QUICK_AMOUNTS = [5000, 10000, 25000, 50000];
const naira = (amount: number) => `₦${amount.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;

function useMyGiftCards(page: number): MyGiftCardsResult {
  return useQuery(myGiftCardsQuery(page, PAGE_SIZE));
}

export interface GiftCardsScreenProps {
  goToPayment?: (url: string) => void;
}

/** Buy a gift card, see the cards you bought, their balances and activity, and look up a card by code. */
export function GiftCardsScreen({ goToPayment = (url) => window.location.assign(url) }: GiftCardsScreenProps) {
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference");
  const page = Math.max(1, Number(params.get("page")) || 1);
  // Read here, not in the list: the request starts with the page, while the list's code loads.
  const cards = useMyGiftCards(page);
  useEffect(() => {
    void checks();
  }, []);
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete("reference");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <SignedInPage title="Gift cards" description="Send a Bitmarte gift card by email. It can be spent at any store on Bitmarte.">
      {reference ? (
        <Suspense fallback={<PaymentChecking />}>
          <PaymentResult reference={reference} onDismiss={dismiss} />
        </Suspense>
      ) : null}
      <div className={classes.top}>
        <BuyGiftCard goToPayment={goToPayment} />
        <CheckGiftCard />
      </div>
      <Suspense fallback={<ListLoading />}>
        <MyGiftCards cards={cards} page={page} pageSize={PAGE_SIZE} />
      </Suspense>
    </SignedInPage>
  );
}

function ListLoading() {
  return (
    <section className={classes.panel} aria-labelledby="my-giftcards">
      <h2 className={classes.panelTitle} id="my-giftcards">
        My gift cards
      </h2>
      <div role="status" aria-busy="true" aria-label="Loading your gift cards" style={{ display: "grid", gap: 12 }}>
        {["a", "b", "c"].map((key) => (
          <Skeleton key={key} height={72} />
        ))}
      </div>
    </section>
  );
}

function PaymentChecking() {
  return (
    <div role="status" aria-label="Checking your payment" style={{ marginBottom: 20 }}>
      <Skeleton height={72} />
    </div>
  );
}

type PurchaseField = keyof GiftCardPurchaseFields;
const PURCHASE_FIELDS: PurchaseField[] = ["amount", "recipientEmail", "recipientName", "message"];

function BuyGiftCard({ goToPayment }: { goToPayment: (url: string) => void }) {
  const purchase = usePurchaseGiftCard();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<GiftCardPurchaseFields>({ amount: naira(10000), recipientEmail: "", recipientName: "", message: "" });
  const current = useRef(values);
  current.current = values;
  const [errors, setErrors] = useState<Partial<Record<PurchaseField, string>>>({});

  const set = (field: PurchaseField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const checkOnBlur = (field: PurchaseField) => {
    const value = values[field];
    void checks().then(({ checkGiftCardPurchaseField, parseNairaInput }) => {
      // The field changed meanwhile: its new value is checked on its own blur.
      if (current.current[field] !== value) return;
      const amount = parseNairaInput(value);
      // An amount reads as the customer reads one: "₦10,000".
      if (field === "amount" && Number.isFinite(amount) && amount > 0) setValues((v) => ({ ...v, amount: naira(amount) }));
      setErrors((e) => ({ ...e, [field]: checkGiftCardPurchaseField(field, value) }));
    });
  };
  const input = (field: PurchaseField) => ({
    id: id(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    onBlur: () => checkOnBlur(field),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkGiftCardPurchase } = await checks();
    const checked = checkGiftCardPurchase(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = PURCHASE_FIELDS.find((field) => checked.errors[field]);
      if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    purchase.mutate(checked.body, {
      onSuccess: ({ data }) => goToPayment(data.payment.authorizationUrl),
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer: Partial<Record<PurchaseField, string>> = {};
        for (const e of error.errors) fromServer[e.path.replace(/^body\./, "") as PurchaseField] = e.message;
        setErrors((current) => ({ ...current, ...fromServer }));
      },
    });
  };

  return (
    <section className={classes.panel} aria-labelledby={id("title")}>
      <h2 className={classes.panelTitle} id={id("title")}>
        Buy a gift card
      </h2>
      <form ref={form} onSubmit={onSubmit} noValidate aria-label="Buy a gift card" className={formClasses.stack}>
        {purchase.isError ? (
          <p className={formClasses.alert} role="alert">
            {errorMessage(purchase.error)}
          </p>
        ) : null}
        <InputField label="Amount" description={MESSAGES.giftCardAmountRange} inputMode="decimal" autoComplete="off" required {...input("amount")} />
        <fieldset className={classes.chips}>
          <VisuallyHidden>
            <legend>Quick amounts</legend>
          </VisuallyHidden>
          {QUICK_AMOUNTS.map((quick) => (
            <button key={quick} type="button" className={classes.chip} aria-pressed={values.amount === naira(quick)} onClick={() => set("amount", naira(quick))}>
              {naira(quick)}
            </button>
          ))}
        </fieldset>
        <div className={formClasses.pair}>
          <InputField label="Recipient's email" type="email" required autoComplete="off" placeholder="friend@example.com" {...input("recipientEmail")} />
          <InputField label="Recipient's name" autoComplete="off" {...input("recipientName")} />
        </div>
        <TextAreaField label="Message" description="Printed in the gift card email (optional)" rows={2} maxLength={500} {...input("message")} />
        <Button type="submit" className={classes.submit} loading={purchase.isPending}>
          Continue to payment
        </Button>
      </form>
    </section>
  );
}

function CheckGiftCard() {
  const navigate = useNavigate();
  const fieldId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkGiftCardCode } = await checks();
    const checked = checkGiftCardCode(code);
    if (!checked.ok) {
      setError(checked.error);
      document.getElementById(fieldId)?.focus();
      return;
    }
    navigate(`/gift-cards/${encodeURIComponent(checked.code)}`);
  };
  return (
    <section className={classes.panel} aria-labelledby={`${fieldId}-title`}>
      <h2 className={classes.panelTitle} id={`${fieldId}-title`}>
        Check a gift card
      </h2>
      <p className={classes.panelText}>Got a code by email? See its balance and whether it can be used. Apply it in your cart at checkout.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Check a gift card" className={formClasses.stack}>
        <InputField
          id={fieldId}
          label="Gift card code"
          className={classes.code}
          value={code}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="light" className={classes.submit}>
          Check balance
        </Button>
      </form>
    </section>
  );
}
