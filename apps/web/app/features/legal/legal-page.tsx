import { Link } from "react-router";
import { Container, Title } from "../../ui/light";
import type { LegalDocument } from "./content";
import classes from "./legal.module.css";

const LONG_DATE = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A help, terms or privacy page: its sections with a list of contents to jump to them. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container className={classes.page}>
      <Title order={1}>{document.title}</Title>
      <p className={classes.updated}>Last updated {LONG_DATE.format(new Date(`${document.updated}T00:00:00Z`))}</p>
      <p className={classes.lead}>{document.description}</p>
      <nav className={classes.contents} aria-label="On this page">
        <strong>On this page</strong>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={classes.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={classes.more}>
        Still have a question? <Link to="/contact">Contact us</Link> and we will answer by email.
      </p>
    </Container>
  );
}
