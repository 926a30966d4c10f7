import {
  API_PATHS,
  createdGroupResponse,
  createGroupBody,
  errorAnswers,
  GROUP_EVENT,
  GROUP_SECRET_HEADER,
  groupAdminMemberParams,
  groupEventsResponse,
  groupMemberParams,
  groupMembersResponse,
  groupParams,
  groupResponse,
  groupSecretHeaders,
  noContent,
  RESULT_SECRET_HEADER,
  resultSecretHeaders,
  updateGroupBody,
} from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import { mailClientOf, unconfirmedMailClients } from '../mail';
import { eventStreamWriter } from './event-stream';
import { FEED_KEEP_ALIVE_MS, feedClient, type GroupFeed } from './group-feed';
import type { GroupService } from './group.service';
import { groupJoinLimits, type GroupJoinLimits } from './join-limits';
import { CACHE_CONTROL } from '../../http/cache-policy';
import { resultProofOf } from '../answer-sets';

/** The headers of the live feed: a stream nobody may cache, buffer or sniff. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': CACHE_CONTROL.never,
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** The group API (public contract): create, read, close, delete, members, live feed. */
export const groupRoutes: FastifyPluginAsyncZod<{
  service: GroupService;
  feed: GroupFeed;
  rateLimit: RateLimit;
  /** The join limits, when another route (a new result's join) shares them. */
  joinLimits?: GroupJoinLimits;
}> = async (app, { service, feed, rateLimit, joinLimits }) => {
  app.addHook('onClose', () => feed.close());
  const mails = unconfirmedMailClients(app, rateLimit);
  const joins = joinLimits ?? groupJoinLimits(app, rateLimit);

  app.post(
    API_PATHS.groups,
    {
      // A logged-in creator's group is exported and erased with their account.
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['groups'],
        summary: 'Create a group; its admin secret is in this answer only',
        body: createGroupBody,
        response: { 201: createdGroupResponse },
      },
    },
    async (request, reply) => {
      const created = await service.create({
        ...request.body,
        creatorId: request.viewer?.userId ?? null,
        client: mailClientOf(mails, request),
      });
      return reply.status(201).header('cache-control', CACHE_CONTROL.never).send(created);
    },
  );

  app.get(
    API_PATHS.group,
    {
      schema: {
        tags: ['groups'],
        summary: 'A group: members, and from five members on its average cross and spread',
        params: groupParams,
        response: { 200: groupResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const group = await service.view(request.params.code);
      if (!group) throw notFound();
      return reply.header('cache-control', CACHE_CONTROL.revalidate).send(group);
    },
  );

  app.patch(
    API_PATHS.group,
    {
      config: { rateLimit },
      schema: {
        tags: ['groups'],
        summary: `Open or close a group to new members (header ${GROUP_SECRET_HEADER})`,
        params: groupParams,
        headers: groupSecretHeaders,
        body: updateGroupBody,
        response: { 200: groupResponse, ...errorAnswers(403, 404) },
      },
    },
    async (request) => {
      const secret = request.headers[GROUP_SECRET_HEADER];
      return service.setClosed(request.params.code, secret, request.body.closed);
    },
  );

  app.delete(
    API_PATHS.group,
    {
      config: { rateLimit },
      schema: {
        tags: ['groups'],
        summary: `Delete a group; its members' results stay (header ${GROUP_SECRET_HEADER})`,
        params: groupParams,
        headers: groupSecretHeaders,
        response: { 204: noContent, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      await service.delete(request.params.code, request.headers[GROUP_SECRET_HEADER]);
      return reply.status(204).send();
    },
  );

  app.put(
    API_PATHS.groupMember,
    {
      // The result's secret, or the login of the account that owns it.
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['groups'],
        summary: `Add an existing result to a group (header ${RESULT_SECRET_HEADER})`,
        params: groupMemberParams,
        headers: resultSecretHeaders,
        response: { 204: noContent, ...errorAnswers(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { code, resultCode } = request.params;
      await service.addMember(code, resultCode, resultProofOf(request), joins?.gate(request, code));
      return reply.status(204).send();
    },
  );

  app.delete(
    API_PATHS.groupMember,
    {
      // The result's secret, or the login of the account that owns it.
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['groups'],
        summary: `Take a result out of a group (header ${RESULT_SECRET_HEADER})`,
        params: groupMemberParams,
        headers: resultSecretHeaders,
        response: { 204: noContent, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      const { code, resultCode } = request.params;
      await service.removeMember(code, resultCode, resultProofOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.groupAdminMembers,
    {
      config: { rateLimit },
      schema: {
        tags: ['groups'],
        summary: `The members as the group's admin sees them: an id and the minute each result was made, newest first (header ${GROUP_SECRET_HEADER})`,
        params: groupParams,
        headers: groupSecretHeaders,
        response: { 200: groupMembersResponse, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      const members = await service.membersForAdmin(
        request.params.code,
        request.headers[GROUP_SECRET_HEADER],
      );
      return reply.header('cache-control', CACHE_CONTROL.never).send(members);
    },
  );

  app.delete(
    API_PATHS.groupAdminMember,
    {
      config: { rateLimit },
      schema: {
        tags: ['groups'],
        summary: `Take a member out of the group; the result stays its holder's (header ${GROUP_SECRET_HEADER})`,
        params: groupAdminMemberParams,
        headers: groupSecretHeaders,
        response: { 204: noContent, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      const { code, memberId } = request.params;
      await service.removeMemberAsAdmin(code, request.headers[GROUP_SECRET_HEADER], memberId);
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.groupEvents,
    {
      config: { rateLimit },
      schema: {
        tags: ['groups'],
        summary: `The live feed of a group (server-sent events "${GROUP_EVENT}"); with the header ${GROUP_SECRET_HEADER}, a slot kept for the group's admin`,
        params: groupParams,
        headers: groupSecretHeaders,
        response: { 200: groupEventsResponse, ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const admin = await service.holdsAdminSecret(code, request.headers[GROUP_SECRET_HEADER]);
      const group = await service.view(code);
      if (!group) throw notFound();
      // A wrong secret is no admin's: the stream waits for a viewer's slot like any other.
      const client = feedClient(request.ip, admin);
      const room = feed.roomFor(group.code, client);
      if (room === 'client_full') {
        throw new HttpError(429, 'rate_limited', undefined, { 'retry-after': '30' });
      }
      if (room === 'full') throw new HttpError(503, 'busy', undefined, { 'retry-after': '30' });
      reply.hijack();
      const stream = reply.raw;
      // The app's security headers too: a hijacked reply does not send them by itself.
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        ...STREAM_HEADERS,
      });
      const send = eventStreamWriter(stream);
      // The browser reconnects by itself after a dropped connection or a restart.
      send('retry: 3000\n\n');
      const stop = feed.watch(
        group.code,
        group,
        (now) => {
          if (now) send(`event: ${GROUP_EVENT}\ndata: ${JSON.stringify(now)}\n\n`);
          else stream.end('event: deleted\ndata: null\n\n');
        },
        client,
      );
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), FEED_KEEP_ALIVE_MS);
      keepAlive.unref();
      request.raw.once('close', () => {
        clearInterval(keepAlive);
        stop();
      });
      stream.once('close', () => {
        clearInterval(keepAlive);
        stop();
      });
    },
  );
};
