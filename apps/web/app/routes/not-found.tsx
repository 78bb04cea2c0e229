import { data } from "react-router";
import { ButtonLink, Container, lightClasses } from "../ui/light";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found · Bitmarte" }];

/** Inside the storefront's layout, so a lost visitor keeps the header, search, categories and footer. */
export default function NotFound() {
  return (
    <Container style={{ maxWidth: 640, paddingBlock: 64 }}>
      <div className={lightClasses.state}>
        <h1 className={lightClasses.stateTitle}>Page not found</h1>
        <p className={lightClasses.stateText}>
          The page you are looking for does not exist or has moved. Search for it above, or start again from the home page.
        </p>
        <div className={lightClasses.stateActions}>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </div>
    </Container>
  );
}
