import type { FastifyRequest } from 'fastify';
import { envelopeOf, LoginRequest, LoginResponseData, UserAccess } from '@freight/contracts';
import { access, callerOf, type TokenService } from '../../plugins/auth';
import { HttpError, notFound, ok } from '../../plugins/envelope';
import type { RoutesPlugin } from '../../types';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createUserRepository } from './repository';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

export interface LoginRateLimit {
  /** Attempts allowed per IP and e-mail within `timeWindowMs`. */
  max: number;
  timeWindowMs: number;
}

export interface UserManagerOptions extends Record<string, unknown> {
  tokens: TokenService;
  /** `false` turns the login rate limit off (tests). */
  loginRateLimit: LoginRateLimit | false;
}

const loginKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
};

/** Routes of the `user-manager` (spec section 7). */
export const userManagerRoutes: RoutesPlugin<UserManagerOptions> = async (app, { tokens, loginRateLimit }) => {
  const users = createUserRepository(app.db);

  app.post(
    '/login',
    {
      config: {
        ...access.public,
        rateLimit: loginRateLimit
          ? {
              max: loginRateLimit.max,
              timeWindow: loginRateLimit.timeWindowMs,
              // After validation, so the key can use the e-mail of the body.
              hook: 'preHandler',
              keyGenerator: loginKey,
              errorResponseBuilder: (_request, context) =>
                new HttpError(429, `Too many login attempts. Please try again in ${context.after}.`),
            }
          : false,
      },
      schema: { body: LoginRequest, response: { 200: envelopeOf(LoginResponseData) } },
    },
    async (request) => {
      const { email, password, subscription } = request.body;
      const user = await users.findForLogin(email.trim().toLowerCase());
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, INVALID_LOGIN_MESSAGE);

      if (subscription) await users.savePushSubscription(user.companyId, user.id, subscription);
      const token = tokens.sign({ userId: user.id, companyId: user.companyId, email: user.email });
      return ok('Login Successfully', {
        token,
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

  app.get(
    '/get-user-detail',
    { config: access.user, schema: { response: { 200: envelopeOf(UserAccess) } } },
    async (request) => {
      const caller = callerOf(request);
      const record = await users.findAccess(caller.companyId, caller.userId);
      if (!record) throw notFound('User not found');
      return ok('User detail fetched', {
        canAccessPortal: record.canAccessPortal,
        onboarding: { stage: record.onboardingStage, nextAction: record.onboardingNextAction },
        companyId: record.companyId,
      });
    },
  );
};
