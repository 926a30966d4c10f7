import {
  API_PATHS,
  passwordResetBody,
  passwordResetConfirmBody,
  registrationBody,
  registrationResponse,
  statusResponse,
  tokenBody,
} from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../../http/rate-limit';
import type { Accounts } from './accounts';
import {
  confirmPasswordReset,
  requestPasswordReset,
} from './password-reset/password-reset.service';
import { confirmRegistration, register } from './registration/registration.service';
import { resendConfirmation } from './registration/confirmation-resend.service';
import { probeLimit } from './limits/probe-limits';
import { sessionRoutes } from './sessions/session.routes';

const tags = ['accounts'];
const OK = { status: 'OK' as const };

/** Every account endpoint: registration, password reset, and the login session routes. */
export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: Accounts;
  rateLimit: RateLimit;
}> = async (app, options) => {
  const { accounts, rateLimit } = options;
  const config = { rateLimit };
  const response = { 200: statusResponse };
  // Sign-up, reset and resend tell whether an address has an account: limited per address and
  // in total on top of the write limit (probe-limits).
  const probing = probeLimit(app, rateLimit);
  const probeChecked = probing ? { onRequest: probing } : {};

  app.post(
    API_PATHS.registration,
    {
      config,
      ...probeChecked,
      schema: {
        tags,
        summary: 'Register; sends the confirmation mail',
        body: registrationBody,
        response: { 201: registrationResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const id = await register(accounts, body);
      return reply
        .status(201)
        .send({ id, email: body.email, firstName: body.firstName, lastName: body.lastName });
    },
  );

  app.post(
    API_PATHS.registrationConfirm,
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the mailed token',
        body: tokenBody,
        response,
      },
    },
    async (request) => {
      await confirmRegistration(accounts, request.body.token);
      return OK;
    },
  );

  app.post(
    API_PATHS.registrationResend,
    {
      config,
      ...probeChecked,
      schema: {
        tags,
        summary: 'Send the confirmation mail again',
        body: passwordResetBody,
        response,
      },
    },
    async (request) => {
      await resendConfirmation(accounts, request.body.email);
      return OK;
    },
  );

  app.post(
    API_PATHS.passwordReset,
    {
      config,
      ...probeChecked,
      schema: { tags, summary: 'Send a password-reset mail', body: passwordResetBody, response },
    },
    async (request) => {
      await requestPasswordReset(accounts, request.body.email);
      return OK;
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm,
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with the mailed token',
        body: passwordResetConfirmBody,
        response,
      },
    },
    async (request) => {
      await confirmPasswordReset(accounts, request.body);
      return OK;
    },
  );

  await app.register(sessionRoutes, options);
};
