import { IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { ACCOUNT_SECTIONS, type AccountSection } from "./account-sections";
import classes from "./account-home.module.css";
import { signedInClasses } from "../../ui/light/signed-in-page";

function SectionCard({ section }: { section: AccountSection }) {
  const Icon = section.icon;
  return (
    <Link className={classes.card} to={section.to ?? `/account/${section.slug}`}>
      <span className={classes.icon} aria-hidden="true">
        <Icon size={22} stroke={1.7} />
      </span>
      <span className={classes.text}>
        <span className={classes.label}>{section.label}</span>
        <span className={classes.description} style={{ display: "block" }}>
          {section.description}
        </span>
      </span>
      <span className={classes.open} aria-hidden="true">
        <span className={classes.openWord}>Open</span>
        <IconChevronRight size={16} />
      </span>
    </Link>
  );
}

/** My account: a card per part of the customer's account (drawn with ui/light). */
export function AccountSections() {
  return (
    <nav aria-label="My account" className={signedInClasses.cardGrid}>
      {ACCOUNT_SECTIONS.map((section) => (
        <SectionCard key={section.slug} section={section} />
      ))}
    </nav>
  );
}
