/** The dead-letter view is for admins and super admins (the API answers 403 to the other roles). */
export function canSeeFailedJobs(role: string): boolean {
  return role === "admin" || role === "superadmin";
}
