/**
 * The words of the help, terms and privacy pages. An operator going live reviews these with their lawyer
 * (docs/deploy.md, "Before the first customer"): they describe how this marketplace works, not a contract
 * written for a particular company.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  sections: LegalSection[];
}

export const HELP: LegalDocument = {
  title: "Help and frequently asked questions",
  description: "How buying, paying, delivery, returns and gift cards work on Bitmarte.",
  updated: "2026-11-27",
  sections: [
    {
      id: "buying",
      heading: "How do I buy from more than one store?",
      paragraphs: [
        "Add products from any stores to one cart and check out once. Your checkout becomes one order per store, each with its own delivery fee and tracking, and one payment covers them all.",
        "You can fill your cart before you have an account; it joins your account when you log in.",
      ],
    },
    {
      id: "paying",
      heading: "How can I pay?",
      paragraphs: [
        "By card through our payment provider, with Bitmarte gift cards, or with both: a gift card pays first and the card pays the rest. We never see or keep your card number, only its brand and last four digits.",
        "If a payment is declined, the order is cancelled and stays in My orders; nothing is taken from your account. An order not paid within 30 minutes is cancelled and its items go back on sale.",
      ],
    },
    {
      id: "delivery",
      heading: "When will my order arrive, and how do I track it?",
      paragraphs: [
        "Each store packs its own order, then a shipping partner or one of our dispatchers picks it up. My orders shows every step as it happens, with the date and time.",
        "When your order is on its way you get a 6-digit delivery code by email and on the order's page. Give it to the rider only when you have your parcel: it is how we know the order reached you.",
      ],
    },
    {
      id: "cancelling",
      heading: "Can I cancel an order?",
      paragraphs: [
        "Yes, until the store confirms it. Open the order in My orders and choose Cancel order. A paid order is refunded to the card or gift card that paid for it.",
        "After the store has confirmed your order, contact the store or us and we will help.",
      ],
    },
    {
      id: "returns",
      heading: "How do returns and refunds work?",
      paragraphs: [
        "After delivery you can ask to return or replace items from the order's page, until the last day shown there. Say why, and add photos if something arrived damaged or wrong.",
        "The store accepts or declines your request. Accepted returns are picked up like a delivery; once the items reach the store we refund the card or gift card that paid, or send the replacement at no charge.",
      ],
    },
    {
      id: "gift-cards",
      heading: "How do gift cards work?",
      paragraphs: [
        "Buy a gift card for yourself or someone else from Gift cards in your account; the person receives its code by email. Any store on Bitmarte accepts it at checkout, and what is not spent stays on the card for next time.",
        "Anyone can check a card's balance with its code on the gift cards page.",
      ],
    },
    {
      id: "account",
      heading: "I did not get my confirmation or reset email",
      paragraphs: [
        "Check your spam or promotions folder first. From the log-in page you can ask for a new confirmation email, and from Forgot password a new reset link; only the newest link works.",
      ],
    },
    {
      id: "selling",
      heading: "How do I sell on Bitmarte?",
      paragraphs: [
        "Create a merchant account, confirm your email and complete onboarding: your identity document, proof of address, store details and a pricing plan. We review every store twice before it goes live.",
        "Your earnings, less the plan's commission, are paid to your verified bank account once each order's return window has closed.",
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  title: "Terms of use",
  description: "The rules for buying and selling on the Bitmarte marketplace.",
  updated: "2026-11-27",
  sections: [
    {
      id: "who",
      heading: "Who we are",
      paragraphs: [
        "Bitmarte runs an online marketplace where independent stores sell to customers. Each store sells its own products and is responsible for them; Bitmarte takes the payment, arranges delivery and handles returns and refunds between you and the store.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "Give true details when you sign up and keep your password to yourself. You are responsible for what is done with your account. Tell us at once if you think someone else has used it.",
        "We may suspend an account used for fraud, abuse of other users or anything unlawful.",
      ],
    },
    {
      id: "orders",
      heading: "Orders and prices",
      paragraphs: [
        "Prices are in naira and include the store's discounts; the delivery fee of each store's part is shown before you pay. An order is placed when its payment is confirmed.",
        "A store may cancel an order it cannot fulfil; a paid order that is cancelled is refunded in full to the way you paid.",
      ],
    },
    {
      id: "returns",
      heading: "Returns and refunds",
      paragraphs: [
        "You may ask to return or replace delivered items within the return window shown on the order. Refunds go back to the card or gift card that paid. Your rights under Nigerian consumer protection law are not affected by these terms.",
      ],
    },
    {
      id: "sellers",
      heading: "Selling",
      paragraphs: [
        "Stores must sell only what they may lawfully sell, describe it truthfully and ship what was ordered. Products are reviewed before they go on sale. Commission and payouts follow the store's pricing plan.",
      ],
    },
    {
      id: "reviews",
      heading: "Reviews and content",
      paragraphs: [
        "Reviews are written by customers who received the product. Do not post anything false, abusive or someone else's. We may remove content that breaks these terms.",
      ],
    },
    {
      id: "liability",
      heading: "Our responsibility",
      paragraphs: [
        "We work to keep the marketplace available and correct, but we cannot promise it will always be. Nothing in these terms limits responsibility that the law does not allow us to limit.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      paragraphs: [
        "We may update these terms; the date at the top shows the latest version. Questions: write to us from the Contact us page.",
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Privacy policy",
  description: "What personal data Bitmarte keeps, why, who sees it and your rights under the Nigeria Data Protection Act 2023.",
  updated: "2026-11-27",
  sections: [
    {
      id: "what",
      heading: "What we keep",
      paragraphs: [
        "Your name, email address, phone number and delivery addresses; your orders, returns, reviews and gift cards; and, for payments, the card's brand, last four digits and bank, never the card number.",
        "For stores: the owner's identity document, proof of address and bank account, which the law and our payment partners require.",
      ],
    },
    {
      id: "why",
      heading: "Why we keep it",
      paragraphs: [
        "To take and deliver your orders, refund you, prevent fraud, keep the books the law asks of us and answer you when you write to us. We send you mail about your orders and account; we do not sell your data.",
      ],
    },
    {
      id: "who-sees",
      heading: "Who sees it",
      paragraphs: [
        "The store you buy from sees your name and what you ordered. The rider or shipping partner delivering your order sees only your name, phone number and delivery address for that order. Our staff see what their job needs, and every decision they take about money or accounts is recorded.",
        "Our payment provider processes your payment under its own privacy policy.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        "Orders and payments are kept as long as tax and accounting law requires. Everything else is kept while your account is open, then deleted or made anonymous.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "You may ask to see, correct or delete your personal data, to object to its use or to take a copy of it. Write to us from the Contact us page; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission.",
      ],
    },
    {
      id: "security",
      heading: "Security and cookies",
      paragraphs: [
        "Passwords are stored only as strong hashes and the site is served over an encrypted connection. We use a cookie to keep you signed in and your browser's storage to keep a cart before you log in; no advertising cookies.",
      ],
    },
  ],
};
