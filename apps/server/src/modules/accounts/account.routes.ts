import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RateLimit } from '../../http/rate-limit';
import type { Accounts } from './accounts';
import {
  passwordResetBody,
  passwordResetConfirmBody,
  registrationBody,
  statusResponse,
  tokenBody,
  type RegistrationBody,
} from './account.schemas';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { confirmRegistration, register } from './registration.service';
import { resendConfirmation } from './confirmation-resend.service';
import { sessionRoutes } from './session.routes';

const tags = ['accounts'];
const OK = { status: 'OK' as const };

/** Every account endpoint: registration, password reset, and the login session routes. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { accounts: Accounts; rateLimit: RateLimit },
) {
  const { accounts, rateLimit } = options;
  const write = (summary: string, body: z.ZodType) => ({
    config: { rateLimit },
    schema: { tags, summary, body, response: { 200: statusResponse } },
  });

  app.post(
    '/api/v1/registration/',
    {
      config: { rateLimit },
      schema: { tags, summary: 'Register; sends the confirmation mail', body: registrationBody },
    },
    async (request, reply) => {
      const body = request.body as RegistrationBody;
      const id = await register(accounts, body);
      return reply
        .status(201)
        .send({ id, email: body.email, firstName: body.firstName, lastName: body.lastName });
    },
  );

  app.post(
    '/api/v1/registration/confirm/',
    write('Confirm the e-mail address with the mailed token', tokenBody),
    async (request) => {
      await confirmRegistration(accounts, (request.body as z.infer<typeof tokenBody>).token);
      return OK;
    },
  );

  app.post(
    '/api/v1/registration/resend/',
    write('Send the confirmation mail again', passwordResetBody),
    async (request) => {
      await resendConfirmation(accounts, (request.body as z.infer<typeof passwordResetBody>).email);
      return OK;
    },
  );

  app.post(
    '/api/v1/password_reset/',
    write('Send a password-reset mail', passwordResetBody),
    async (request) => {
      await requestPasswordReset(
        accounts,
        (request.body as z.infer<typeof passwordResetBody>).email,
      );
      return OK;
    },
  );

  app.post(
    '/api/v1/password_reset/confirm/',
    write('Set a new password with the mailed token', passwordResetConfirmBody),
    async (request) => {
      await confirmPasswordReset(
        accounts,
        request.body as z.infer<typeof passwordResetConfirmBody>,
      );
      return OK;
    },
  );

  await app.register(sessionRoutes, options);
}
