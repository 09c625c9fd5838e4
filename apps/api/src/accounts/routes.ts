import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import {
  ContactUsRequest,
  envelopeOf,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponseData,
  NotificationList,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  ReadNotificationQuery,
  RegisterRequest,
  RegisterResponseData,
  ResetPasswordRequest,
  SettingsProfile,
  UserAccess,
  VerifyEmailQuery,
  VerifyEmailResponseData,
  links,
} from '@freight/contracts';
import { pgViolationOf } from '../db/errors';
import { access, callerOf, clearSessionCookie, issueSession, setSessionCookie, type TokenService } from '../plugins/auth';
import {
  createAttemptCounters,
  createAttemptLimiter,
  createLoginLimiter,
  tooMany,
  type AttemptLimit,
  type AttemptLimiter,
  type LoginRateLimit,
} from '../plugins/attempt-limit';
import { badRequest, HttpError, notFound, ok } from '../plugins/envelope';
import { headerLanguage } from '../plugins/language';
import { translateNotifications } from '../texts/notices';
import {
  confirmNewEmailMail,
  contactCopyMail,
  contactSupportMail,
  emailChangedMail,
  registerAttemptMail,
  resetPasswordMail,
  verifyEmailMail,
  type MailLanguage,
} from '../mail/templates';
import type { RoutesPlugin } from '../types';
import {
  type AccountRow,
  createRegistration,
  findAccountByEmail,
  findOwnAccount,
  hashToken,
  USERS_EMAIL_CONSTRAINT,
  markEmailVerified,
  newToken,
  readNotifications,
  resetPassword,
  sameHash,
  setPassword,
  storeResetToken,
  touchLastLogin,
  updateProfile,
} from './accounts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { applyPendingEmail, EMAIL_CHANGE_LIMIT, requestEmailChange } from './email-change';
import { mergeNotificationPrefs, readProfile } from '../settings';
import { endAllSessions, revokeSession } from '../sessions/store';
import { createUserRepository } from './users-repository';
import { ACCOUNT_TEXTS } from './texts';

export { USER_MESSAGES } from './texts';

/**
 * forgot-password answers no sooner than this, account or not: the token and mail writes of a real account take a
 * few milliseconds that an unknown e-mail does not, and the answer's timing must not tell them apart.
 */
export const FORGOT_PASSWORD_MIN_MS = 200;

export type { LoginRateLimit } from '../plugins/attempt-limit';

export const DEFAULT_PASSWORD_RESET_LIMIT: AttemptLimit = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };
/** Registrations per target e-mail and per address in an hour (docs/security.md, section 3). */
export const DEFAULT_REGISTER_LIMIT: AttemptLimit = { perAccount: 3, perAddress: 5, windowMs: 60 * 60_000 };
/** Contact-us messages per signed-in account and per address in an hour. */
export const DEFAULT_CONTACT_LIMIT: AttemptLimit = { perAccount: 5, perAddress: 10, windowMs: 60 * 60_000 };

export interface UserManagerOptions extends Record<string, unknown> {
  tokens: TokenService;
  /** `false` turns the login limit off (tests). */
  loginRateLimit: LoginRateLimit | false;
  /** Forgot/reset password attempts; `false` turns it off. */
  passwordResetLimit: AttemptLimit | false;
  /** Registrations per target e-mail (`perAccount`) and per address; `false` turns it off. */
  registerLimit: AttemptLimit | false;
  /** Contact-us messages per signed-in account and per address; `false` turns it off. */
  contactLimit: AttemptLimit | false;
}

/** Routes of the `user-manager` (spec section 7). */
export const userManagerRoutes: RoutesPlugin<UserManagerOptions> = async (app, { tokens, loginRateLimit, passwordResetLimit, registerLimit, contactLimit }) => {
  const users = createUserRepository(app.db);
  const product = app.productSettings.company.name;
  const { demo } = app.productSettings;
  const refusedByDemo = (email: string) => demo.enabled && !demo.allowedAccounts.includes(email.trim().toLowerCase());
  const flushMail = () => void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail flush failed'));
  /** Someone tried to register the e-mail of `account`: its owner is told, in the owner's language. */
  const mailRegisterAttempt = async (account: AccountRow) => {
    const mail = registerAttemptMail(account.language as MailLanguage, {
      product,
      name: account.firstname,
      login: `${app.publicUrl}/login`,
      reset: `${app.publicUrl}/forgot-password`,
    });
    await app.mailer.enqueue(app.db, { ...mail, to: account.email, companyId: account.companyId, userId: account.id, template: 'register-attempt' });
    flushMail();
  };

  // Attempt limits, counted in PostgreSQL (plugins/attempt-limit.ts). preHandlers run after validation and the
  // caller's look-up, so the account is the body's e-mail, or the signed-in caller for contact-us.
  const counters = createAttemptCounters(app.db);
  const loginLimiter = loginRateLimit ? createLoginLimiter(counters, loginRateLimit) : undefined;
  const limiter = (scope: string, limit: AttemptLimit | false, options?: Parameters<typeof createAttemptLimiter>[3]) =>
    limit ? createAttemptLimiter(counters, scope, limit, options) : undefined;
  const resetLimiter = limiter('password-reset', passwordResetLimit);
  const registerLimiter = limiter('register', registerLimit, { what: 'registrations' });
  const contactLimiter = limiter('contact-us', contactLimit, { what: 'messages', accountOf: (request) => callerOf(request).userId });
  const limitedBy = (attempts: AttemptLimiter | undefined) => (attempts ? { preHandler: attempts.check } : {});
  // Login also settles its count when answering: a right password is no failure.
  const loginLimited = loginLimiter ? { preHandler: loginLimiter.check, onSend: loginLimiter.settle } : {};

  app.post(
    '/login',
    { config: access.public, ...loginLimited, schema: { body: LoginRequest, response: { 200: envelopeOf(LoginResponseData) } } },
    async (request, reply) => {
      const { email, password, subscription } = request.body;
      if (refusedByDemo(email)) throw new HttpError(403, ACCOUNT_TEXTS.demoMode());
      const user = await findAccountByEmail(app.db, email.trim());
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, ACCOUNT_TEXTS.invalidLogin());
      // Only after the password: the refusal tells nothing to someone who does not know it.
      if (!user.emailVerifiedAt) throw new HttpError(403, ACCOUNT_TEXTS.emailNotVerified());

      if (subscription) await users.savePushSubscription(user.companyId, user.id, subscription);
      await touchLastLogin(app.db, user.id);
      // A revocable session (docs/security.md, section 1): the token in the body for API clients, and in the HttpOnly
      // cookie for the browser, whose scripts never see it.
      const session = await issueSession(app.db, tokens, { userId: user.id, companyId: user.companyId, email: user.email });
      setSessionCookie(reply, session);
      return ok(ACCOUNT_TEXTS.loggedIn(), {
        token: session.token,
        user: {
          _id: user.id,
          userId: user.id,
          companyId: { _id: user.companyId, name: user.companyName },
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
        },
        subscription: subscription ?? null,
      });
    },
  );

  // Our addition: this session ends at once (the row is revoked) and the browser's cookie is removed.
  app.post('/logout', { config: access.account, schema: { response: { 200: envelopeOf(Type.Null()) } } }, async (request, reply) => {
    const caller = callerOf(request);
    if (request.sessionId) await revokeSession(app.db, caller.userId, request.sessionId);
    clearSessionCookie(reply);
    return ok(ACCOUNT_TEXTS.loggedOut());
  });

  app.get('/get-user-detail', { config: access.account, schema: { response: { 200: envelopeOf(UserAccess) } } }, async (request) => {
    const caller = callerOf(request);
    const record = await users.findAccess(caller.companyId, caller.userId);
    if (!record) throw notFound(ACCOUNT_TEXTS.userNotFound());
    return ok(ACCOUNT_TEXTS.userDetail(), {
      canAccessPortal: record.canAccessPortal,
      onboarding: { stage: record.onboardingStage, nextAction: record.onboardingNextAction },
      companyId: record.companyId,
      country: record.country,
      companyType: record.companyType,
    });
  });

  app.post(
    '/register',
    { config: access.public, ...limitedBy(registerLimiter), schema: { body: RegisterRequest, response: { 200: envelopeOf(RegisterResponseData) } } },
    async (request) => {
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      if (refusedByDemo(email)) throw new HttpError(403, ACCOUNT_TEXTS.demoMode());
      const registered = (ids: { userId: string; companyId: string }) =>
        ok(ACCOUNT_TEXTS.userRegistered(), { userId: ids.userId, registrationToken: app.registrationTokens.sign(ids) });
      // No account enumeration: a taken e-mail gets the answer of a new one, after the same password hashing, with
      // ids that name no row (register-company then finds nothing to fill), and its owner gets a mail instead.
      const answerTaken = async (account: AccountRow | undefined) => {
        if (account) await mailRegisterAttempt(account);
        return registered({ userId: crypto.randomUUID(), companyId: crypto.randomUUID() });
      };

      const language = body.language ?? headerLanguage(request);
      const taken = await findAccountByEmail(app.db, email);
      const passwordHash = await hashPassword(body.password);
      if (taken) return answerTaken(taken);
      const verificationToken = newToken();
      const firstname = body.firstname.trim();
      let created: { userId: string; companyId: string };
      try {
        created = await app.db.transaction(async (tx) => {
          const ids = await createRegistration(tx, {
            firstname,
            lastname: body.lastname.trim(),
            email,
            phone: body.phone?.trim() || null,
            language,
            passwordHash,
            verificationToken,
          });
          const mail = verifyEmailMail(language, { product, name: firstname, link: `${app.publicUrl}${links.verifyEmail(verificationToken, email)}` });
          await app.mailer.enqueue(tx, { ...mail, to: email, companyId: ids.companyId, userId: ids.userId, template: 'verify-email' });
          return ids;
        });
      } catch (error) {
        // Two registrations of one e-mail at the same moment: the database's unique index decides, the other one is
        // answered as a taken e-mail.
        if (pgViolationOf(error, USERS_EMAIL_CONSTRAINT) === 'unique') return answerTaken(await findAccountByEmail(app.db, email));
        throw error;
      }
      flushMail();
      return registered(created);
    },
  );

  app.get(
    '/verify-email',
    { config: access.public, schema: { querystring: VerifyEmailQuery, response: { 200: envelopeOf(VerifyEmailResponseData) } } },
    async (request) => {
      const { token, email } = request.query;
      const badLink = () => badRequest([{ field: 'query.token', message: ACCOUNT_TEXTS.badVerificationLink() }]);
      let emailChanged = false;
      const answer = await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email, true);
        // No account enumeration: an unknown e-mail, a wrong token and a wrong token for a verified account all get
        // the same refusal; only the link's own token tells anything about the account.
        if (!account || !sameHash(account.emailVerificationTokenHash, hashToken(token))) {
          // The link of an e-mail change asked for on the profile (accounts/email-change.ts).
          const changed = await applyPendingEmail(tx, email, token);
          if (changed.kind === 'applied') {
            const notice = emailChangedMail(changed.language as MailLanguage, {
              product,
              name: changed.firstname,
              email: changed.email,
              support: app.productSettings.supportEmail,
            });
            await app.mailer.enqueue(tx, {
              ...notice,
              to: changed.previousEmail,
              companyId: changed.companyId,
              userId: changed.userId,
              template: 'email-changed',
            });
            emailChanged = true;
            return ok(ACCOUNT_TEXTS.emailChanged(), { email: changed.email, verified: true });
          }
          // `taken`: the dropped change is committed, then refused like any bad link.
          return changed.kind;
        }
        // The link opened again after it worked (the verified token's hash is kept for this): say so.
        if (account.emailVerifiedAt) return ok(ACCOUNT_TEXTS.emailAlreadyVerified(), { email: account.email, verified: true });
        if (!account.emailVerificationExpiresAt || account.emailVerificationExpiresAt.getTime() <= Date.now()) throw badLink();
        await markEmailVerified(tx, account.id);
        return ok(ACCOUNT_TEXTS.emailVerified(), { email: account.email, verified: true });
      });
      if (typeof answer === 'string') throw badLink();
      if (emailChanged) flushMail();
      return answer;
    },
  );

  app.post(
    '/forgot-password',
    { config: access.public, ...limitedBy(resetLimiter), schema: { body: ForgotPasswordRequest, response: { 200: envelopeOf(Type.Null()) } } },
    async (request) => {
      const answerAt = Date.now() + FORGOT_PASSWORD_MIN_MS;
      const email = request.body.email.trim().toLowerCase();
      const account = await findAccountByEmail(app.db, email);
      if (account) {
        const token = newToken();
        await app.db.transaction(async (tx) => {
          await storeResetToken(tx, account.id, token);
          const mail = resetPasswordMail(account.language as MailLanguage, {
            product,
            name: account.firstname,
            link: `${app.publicUrl}${links.resetPassword(token, account.email)}`,
          });
          await app.mailer.enqueue(tx, { ...mail, to: account.email, companyId: account.companyId, userId: account.id, template: 'reset-password' });
        });
        flushMail();
      }
      // The same answer, at the same time, whether the account exists or not.
      await delay(Math.max(0, answerAt - Date.now()));
      return ok(ACCOUNT_TEXTS.resetSent());
    },
  );

  app.post(
    '/reset-password',
    { config: access.public, ...limitedBy(resetLimiter), schema: { body: ResetPasswordRequest, response: { 200: envelopeOf(Type.Null()) } } },
    async (request) => {
      const { email, token, password } = request.body;
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email, true);
        const valid =
          !!account &&
          sameHash(account.passwordResetTokenHash, hashToken(token)) &&
          !!account.passwordResetExpiresAt &&
          account.passwordResetExpiresAt.getTime() > Date.now();
        if (!valid) throw badRequest([{ field: 'body.token', message: ACCOUNT_TEXTS.badResetLink() }]);
        await resetPassword(tx, account.id, passwordHash);
        // Whoever held a session (the person who lost the password, or someone who took it) is signed out everywhere.
        await endAllSessions(tx, account.id);
      });
      return ok(ACCOUNT_TEXTS.passwordReset());
    },
  );

  // The profile (docs/modules/settings.md): names, phone, language, notification preferences, and an e-mail change that
  // applies once the link mailed to the new address is opened (accounts/email-change.ts).
  app.post(
    '/update-user',
    { config: access.account, schema: { body: ProfileUpdateRequest, response: { 200: envelopeOf(SettingsProfile) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { firstname, lastname, phone, language, email, notificationPrefs } = request.body;
      if (email !== undefined && email.trim().toLowerCase() !== caller.email.toLowerCase()) {
        const attempt = await counters.hit(`email-change:${caller.userId}`, EMAIL_CHANGE_LIMIT.windowMs);
        if (attempt.count > EMAIL_CHANGE_LIMIT.perAccount) throw tooMany(reply, 'e-mail changes', attempt.retryAfterSeconds);
      }
      const outcome = await app.db.transaction(async (tx) => {
        const profile = await updateProfile(tx, caller.companyId, caller.userId, {
          ...(firstname !== undefined ? { firstname: firstname.trim() } : {}),
          ...(lastname !== undefined ? { lastname: lastname.trim() } : {}),
          ...(phone !== undefined ? { phone: phone?.trim() || null } : {}),
          ...(language !== undefined ? { language } : {}),
        });
        if (!profile) throw notFound(ACCOUNT_TEXTS.userNotFound());
        if (notificationPrefs !== undefined) await mergeNotificationPrefs(tx, caller.userId, notificationPrefs);
        if (email === undefined) return { pending: false };
        const change = await requestEmailChange(tx, caller.userId, profile.email, email);
        if (change.kind === 'pending' && change.mail) {
          const address = email.trim().toLowerCase();
          const mail = confirmNewEmailMail((language ?? profile.language) as MailLanguage, {
            product,
            name: profile.firstname,
            link: `${app.publicUrl}${links.verifyEmail(change.token, address)}`,
          });
          await app.mailer.enqueue(tx, { ...mail, to: address, companyId: caller.companyId, userId: caller.userId, template: 'verify-new-email' });
        }
        return { pending: change.kind === 'pending' };
      });
      if (outcome.pending) flushMail();
      const profile = await readProfile(app.db, caller.companyId, caller.userId);
      if (!profile) throw notFound(ACCOUNT_TEXTS.userNotFound());
      return ok(outcome.pending ? ACCOUNT_TEXTS.emailChangePending() : ACCOUNT_TEXTS.profileUpdated(), profile);
    },
  );

  app.post(
    '/change-password',
    { config: access.account, schema: { body: PasswordChangeRequest, response: { 200: envelopeOf(Type.Null()) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { confirmPassword, newPassword } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== newPassword) {
        throw badRequest([{ field: 'body.confirmPassword', message: ACCOUNT_TEXTS.passwordMismatch() }]);
      }
      const account = await findOwnAccount(app.db, caller.companyId, caller.userId);
      if (!account) throw notFound(ACCOUNT_TEXTS.userNotFound());
      if (!(await verifyPassword(account.passwordHash, request.body.currentPassword))) {
        throw badRequest([{ field: 'body.currentPassword', message: ACCOUNT_TEXTS.wrongCurrentPassword() }]);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      // Every token of the user dies at once (the version is raised); the caller stays signed in on a fresh session,
      // whose cookie comes with this answer.
      const session = await app.db.transaction(async (tx) => {
        await setPassword(tx, caller.companyId, caller.userId, passwordHash);
        await endAllSessions(tx, caller.userId);
        return issueSession(tx, tokens, caller);
      });
      setSessionCookie(reply, session);
      return ok(ACCOUNT_TEXTS.passwordChanged());
    },
  );

  app.get(
    '/read-notification',
    { config: access.user, schema: { querystring: ReadNotificationQuery, response: { 200: envelopeOf(NotificationList) } } },
    async (request) => {
      const caller = callerOf(request);
      const { id, all, limit } = request.query;
      const list = await readNotifications(app.db, caller.companyId, caller.userId, { id, all: all === 'true', limit: limit ? Number(limit) : 20 });
      return ok(ACCOUNT_TEXTS.notifications(), translateNotifications(list, headerLanguage(request)));
    },
  );

  app.post(
    '/contact-us',
    { config: access.user, ...limitedBy(contactLimiter), schema: { body: ContactUsRequest, response: { 200: envelopeOf(Type.Null()) } } },
    async (request) => {
      const caller = callerOf(request);
      const account = await findOwnAccount(app.db, caller.companyId, caller.userId);
      if (!account) throw notFound(ACCOUNT_TEXTS.userNotFound());
      const { subject, message } = request.body;
      const name = `${account.firstname} ${account.lastname}`.trim();
      await app.db.transaction(async (tx) => {
        const toSupport = contactSupportMail({
          product,
          name,
          email: account.email,
          company: account.companyName,
          phone: request.body.phone?.trim() || account.phone || '',
          subject: subject.trim(),
          message: message.trim(),
        });
        await app.mailer.enqueue(tx, {
          ...toSupport,
          to: app.productSettings.supportEmail,
          companyId: account.companyId,
          userId: account.id,
          template: 'contact-us',
        });
        const copy = contactCopyMail(account.language as MailLanguage, { product, name: account.firstname, subject: subject.trim(), message: message.trim() });
        await app.mailer.enqueue(tx, { ...copy, to: account.email, companyId: account.companyId, userId: account.id, template: 'contact-us-copy' });
      });
      flushMail();
      return ok(ACCOUNT_TEXTS.contactSent());
    },
  );
};
