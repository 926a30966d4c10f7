import {
  API_PATHS,
  errorAnswers,
  loginBody,
  meResponse,
  noContent,
  refreshBody,
  tokenPairResponse,
} from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenInvalid, viewerId } from '../../../http/authentication';
import { addressKey, type RateLimit } from '../../../http/rate-limit';
import type { Accounts } from '../accounts';
import { clearDeviceCookie, setDeviceCookie, trustedDevice } from '../cookies/device-cookie';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from '../cookies/refresh-cookie';
import { login, logout, refresh, type TokenPair } from './session.service';
import { CACHE_CONTROL } from '../../../http/cache-policy';

const tags = ['accounts'];

/** account/token/, token/refresh/, logout/, token/device/ and me/ (product.md §7). */
export const sessionRoutes: FastifyPluginAsyncZod<{
  accounts: Accounts;
  rateLimit: RateLimit;
}> = async (app, { accounts, rateLimit }) => {
  const { config } = accounts;
  const devices = { config, tag: accounts.deviceTag };
  const users = accounts.users;
  // The refresh token goes out only as the HttpOnly cookie, never in the body.
  /** The login's answer: the access token in the body, the refresh token in its cookie only. */
  const answer = (request: FastifyRequest, reply: FastifyReply, pair: TokenPair) => {
    setRefreshCookie(
      config,
      { request, reply },
      { token: pair.refresh, expiresAt: pair.refreshExpiresAt },
    );
    return { access: pair.access };
  };

  app.post(
    API_PATHS.token,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Log in',
        body: loginBody,
        // 401: wrong e-mail or password, or an unconfirmed address.
        response: { 200: tokenPairResponse, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const accountKey = accounts.loginFailureKey(email);
      const device = trustedDevice(devices, request, accountKey);
      const address = addressKey(request.ip);
      const pair = await login(accounts, { email, password, address, device });
      setDeviceCookie(devices, { request, reply, accountKey });
      return answer(request, reply, pair);
    },
  );

  app.post(
    API_PATHS.tokenRefresh,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Rotate the refresh token (body or cookie) for new tokens',
        body: refreshBody,
        // 401: no valid refresh token; 403: the cookie came with a request from another site.
        response: { 200: tokenPairResponse, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(config, request, request.body?.refresh);
      if (!token) throw tokenInvalid();
      return answer(request, reply, await refresh(accounts, token));
    },
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags,
        summary: 'Log out: revoke the login',
        body: refreshBody,
        // 403: the cookie came with a request from another site.
        response: { 204: noContent, ...errorAnswers(403) },
      },
    },
    async (request, reply) => {
      await logout(accounts, refreshTokenOf(config, request, request.body?.refresh));
      clearRefreshCookie(config, request, reply);
      return reply.status(204).send();
    },
  );

  app.delete(
    API_PATHS.tokenDevice,
    {
      schema: {
        tags,
        summary: 'Forget that an account logged in with this browser (a shared device)',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      clearDeviceCookie(devices, { request, reply });
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.me,
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'The logged-in user', response: { 200: meResponse } },
    },
    async (request, reply) => {
      const user = await users.findById(viewerId(request));
      if (!user) throw tokenInvalid();
      void reply.header('cache-control', CACHE_CONTROL.never);
      const { id, email, firstName, lastName, language, swissCross, allowedInGallery } = user;
      return { id, email, firstName, lastName, language, swissCross, allowedInGallery };
    },
  );
};
