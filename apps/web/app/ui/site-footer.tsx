import { Link } from "react-router";
import { Container } from "./light";
import classes from "./site-shell.module.css";

const LINKS = [
  { label: "Sell on Bitmarte", to: "/pricing" },
  { label: "Merchant log in", to: "/merchant/login" },
  { label: "Shipping partners", to: "/shipping-partner/login" },
  { label: "Help", to: "/help" },
  { label: "Contact us", to: "/contact" },
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
];

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container className={classes.footerInner}>
        <nav aria-label="Footer" className={classes.footerNav}>
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.footerLink}>
              {link.label}
            </Link>
          ))}
        </nav>
        <p className={classes.footerNote}>© {new Date().getFullYear()} Bitmarte. A marketplace for independent stores.</p>
      </Container>
    </footer>
  );
}
