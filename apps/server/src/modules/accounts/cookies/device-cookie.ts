import { DAY_SECONDS } from '@values-cross/core';
import { API_PATHS } from '@values-cross/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import {
  cookieName,
  formerCookieNames,
  HOST_COOKIE_PATH,
  secureCookies,
} from '../../../http/cookie-policy';

/** Base name of the cookie marking a browser that logged in to an account before. */
export const DEVICE_COOKIE = 'login_device';
/**
 * The whole site (as `__Host-` needs): the login endpoint reads it, also when a login form sent
 * without scripts reaches it through its page.
 */
export const DEVICE_COOKIE_PATH = HOST_COOKIE_PATH;
/** Where the cookie was kept before (only the login endpoint was sent it). */
const EARLIER_DEVICE_COOKIE_PATH = API_PATHS.token;
const DEVICE_COOKIE_DAYS = 180;

/** Signs device cookies for one account with the server secret. */
export function deviceTagger(secret: Uint8Array): (accountKey: string, nonce: string) => string {
  return (accountKey, nonce) =>
    createHmac('sha256', secret).update(`device\0${accountKey}\0${nonce}`).digest('base64url');
}

/** What a device cookie needs: the settings and the signer. */
export interface DeviceCookies {
  config: Pick<Config, 'NODE_ENV'>;
  tag: (accountKey: string, nonce: string) => string;
}

/**
 * The nonce of this browser's device cookie when it was issued for this account (a successful
 * login here before), else undefined. OWASP's "device cookies" against targeted lock-out.
 */
export function trustedDevice(
  devices: DeviceCookies,
  request: FastifyRequest,
  accountKey: string,
): string | undefined {
  const value = request.cookies[cookieName(devices.config, DEVICE_COOKIE)];
  const [nonce, tag] = value?.split('.') ?? [];
  if (!nonce || !tag || !/^[\w-]{22}$/.test(nonce)) return undefined;
  const expected = Buffer.from(devices.tag(accountKey, nonce));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

function cookieOptions(devices: DeviceCookies, request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies(devices.config, request),
  };
}

/** Marks this browser as one the account logged in with (after a successful login). */
export function setDeviceCookie(
  devices: DeviceCookies,
  {
    request,
    reply,
    accountKey,
  }: { request: FastifyRequest; reply: FastifyReply; accountKey: string },
): void {
  const nonce =
    trustedDevice(devices, request, accountKey) ?? randomBytes(16).toString('base64url');
  const options = cookieOptions(devices, request);
  void reply.setCookie(
    cookieName(devices.config, DEVICE_COOKIE),
    `${nonce}.${devices.tag(accountKey, nonce)}`,
    { ...options, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_DAYS * DAY_SECONDS },
  );
  // The cookie of before, under its former name and path, goes (never read any more).
  for (const name of formerCookieNames(devices.config, DEVICE_COOKIE)) {
    if (request.cookies[name] === undefined) continue;
    void reply.clearCookie(name, { ...options, path: EARLIER_DEVICE_COOKIE_PATH });
  }
}

/** Makes this browser forget that an account logged in with it (a kiosk's next person). */
export function clearDeviceCookie(
  devices: DeviceCookies,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
): void {
  void reply.clearCookie(cookieName(devices.config, DEVICE_COOKIE), {
    ...cookieOptions(devices, request),
    path: DEVICE_COOKIE_PATH,
  });
}
