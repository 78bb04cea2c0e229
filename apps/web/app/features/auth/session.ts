// The signed-in user and logging out, for layouts that show who is signed in (the site header) without
// loading the login, signup and password screens (index.ts brings those too).
export { useLogout } from "./auth.mutations";
export { useCurrentUser } from "./auth.queries";
