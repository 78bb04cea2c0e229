// Who a person is to the platform: users, sessions, signed tokens, one-time tokens, login failures
// and role permissions. Parties (customers, merchants, admins, partners) hang off a user.
export {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  insertSession,
  findLiveSession,
  revokeSession,
  revokeUserSessions,
  insertAuthToken,
  issueAuthToken,
  consumeAuthToken,
  findAuthToken,
  countFailures,
  insertFailure,
  reserveLoginAttempt,
  clearFailures,
  listRolePermissions,
  type UserRow,
} from "./identity.repository.js";
export { signToken, verifyToken, type TokenClaims } from "./identity.tokens.js";
