import { TEST_CARD, type TestGatewayPayment, withReference } from "./test-provider.js";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** ₦ with thousands separators and 2 decimals, from kobo, without float arithmetic. */
export function formatKoboAsNaira(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(kobo));
  const naira = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}₦${naira}.${(abs % 100).toString().padStart(2, "0")}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f7;color:#1a1d23;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
.card{background:#fff;width:100%;max-width:420px;border-radius:14px;box-shadow:0 6px 24px rgba(16,24,40,.08);overflow:hidden}
.head{padding:20px 24px;border-bottom:1px solid #eaecf0;display:flex;justify-content:space-between;align-items:center;gap:12px}
.merchant{font-weight:700;font-size:18px}
.badge{font-size:12px;background:#fff4e5;color:#b54708;border-radius:999px;padding:4px 10px;white-space:nowrap}
.body{padding:24px}
.label{font-size:13px;color:#667085;margin:0 0 4px}
.amount{font-size:32px;font-weight:700;margin:0 0 20px;letter-spacing:-.5px}
.row{display:flex;justify-content:space-between;gap:12px;font-size:14px;padding:8px 0;border-top:1px dashed #eaecf0}
.row span:last-child{text-align:right;word-break:break-all}
.cardbox{margin:20px 0;border:1px solid #d0d5dd;border-radius:10px;padding:14px 16px;display:flex;align-items:center;gap:12px}
.brand{font-weight:800;font-style:italic;color:#1a1f71;font-size:18px}
.buttons{display:grid;gap:10px}
button,.link{font:inherit;font-weight:600;font-size:16px;border-radius:10px;padding:14px;border:0;cursor:pointer;text-align:center;text-decoration:none;display:block}
.approve{background:#0b7a6f;color:#fff}
.decline{background:#fff;color:#b42318;border:1px solid #fda29b}
.link{background:transparent;color:#475467}
button:disabled{opacity:.6;cursor:wait}
.note{font-size:12px;color:#98a2b3;text-align:center;margin:16px 0 0}
.error{color:#b42318;font-size:14px;min-height:1em;margin:8px 0 0;text-align:center}
.status{font-size:16px;font-weight:600;margin:8px 0 20px}
`;

function page(title: string, inner: string, script = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${inner}${script}</body></html>`;
}

/** The test provider's payment page: amount, merchant, the test card, and Approve / Decline / Abandon. */
export function renderTestGatewayPage(payment: TestGatewayPayment): string {
  const amount = formatKoboAsNaira(payment.amountKobo);
  const back = withReference(payment.callbackUrl, payment.reference);
  const head = `<div class="head"><span class="merchant">Bitmarte</span><span class="badge">Test payment</span></div>`;
  const details = `<p class="label">Amount to pay</p><p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
<div class="row"><span>Merchant</span><span>Bitmarte</span></div>
<div class="row"><span>Email</span><span>${escapeHtml(payment.email)}</span></div>
<div class="row"><span>Reference</span><span>${escapeHtml(payment.reference)}</span></div>`;

  if (payment.status !== "pending") {
    const word = payment.status === "success" ? "This payment was approved." : "This payment was declined.";
    return page(
      `Bitmarte payment ${amount}`,
      `<main class="card">${head}<div class="body">${details}<p class="status">${word}</p><div class="buttons"><a class="link approve" href="${escapeHtml(back)}">Return to Bitmarte</a></div></div></main>`,
    );
  }

  const card = `<div class="cardbox"><span class="brand">VISA</span><span>•••• ${TEST_CARD.last4} · ${escapeHtml(TEST_CARD.bank)}</span></div>`;
  const buttons = `<div class="buttons">
<button class="approve" type="button" data-outcome="success">Approve ${escapeHtml(amount)}</button>
<button class="decline" type="button" data-outcome="failed">Decline</button>
<a class="link" href="${escapeHtml(back)}">Abandon and return to Bitmarte</a>
</div><p class="error" role="alert" id="error"></p>
<p class="note">Offline test provider. No real card is charged.</p>`;
  const script = `<script>
(function(){
  var buttons = document.querySelectorAll("button[data-outcome]");
  var error = document.getElementById("error");
  function setBusy(busy){ for (var i = 0; i < buttons.length; i++) buttons[i].disabled = busy; }
  for (var i = 0; i < buttons.length; i++) buttons[i].addEventListener("click", function(ev){
    setBusy(true); error.textContent = "";
    fetch(window.location.pathname, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome: ev.currentTarget.getAttribute("data-outcome") }) })
      .then(function(r){ return r.json(); })
      .then(function(res){
        if (res && res.success && res.data && res.data.redirectUrl) { window.location.assign(res.data.redirectUrl); return; }
        error.textContent = (res && res.message) || "Something went wrong"; setBusy(false);
      })
      .catch(function(){ error.textContent = "Check network connection"; setBusy(false); });
  });
})();
</script>`;
  return page(
    `Pay ${amount} to Bitmarte`,
    `<main class="card">${head}<div class="body">${details}${card}${buttons}</div></main>`,
    script,
  );
}

export function renderTestGatewayNotFound(): string {
  return page(
    "Payment not found",
    `<main class="card"><div class="head"><span class="merchant">Bitmarte</span><span class="badge">Test payment</span></div><div class="body"><p class="status">This payment does not exist or has expired.</p></div></main>`,
  );
}
