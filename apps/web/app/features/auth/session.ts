// The signed-in user and logging out, for layouts that show who is signed in (the site header) without
// loading the login, signup and password screens (index.ts brings those too). Both files are zod-free.
export { useLogout } from "./session.mutations";
export { useCurrentUser, useHasSession } from "./session.queries";
export { useSeedServerSession } from "./session-seed";
