import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENT_VERSION } from '@values-cross/content';
import { SECOND_MS, MINUTE_MS } from '@values-cross/core';
import type { Config } from './config/env';
import { webDistDir } from './config/paths';
import type { Database } from './db/database';
import { addressList } from './config/address-list';
import { registerAuthentication } from './http/authentication';
import { limitConnections } from './http/connection-limit';
import { refuseCrossSiteWrites } from './http/cross-site-writes';
import { fromOwnPages } from './http/own-origin';
import { malformedAddressAnswer, registerErrorHandler } from './http/error-handler';
import { closeConnectionsWhenClosing } from './http/graceful-close';
import { requestForLog } from './http/log-serializers';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializerCompiler } from './http/response-serializer';
import './http/viewer';
import { accountRoutes, createAccounts, loginCookieHeader, pageLoginOf } from './modules/accounts';
import { adminPageRoutes, operatorGate } from './modules/operator';
import { AnswerSetRepository, answerSetRoutes, AnswerSetService } from './modules/answer-sets';
import { clientErrorRoutes } from './modules/client-errors';
import { funnelRoutes } from './modules/funnel';
import { galleryRoutes } from './modules/gallery';
import { GroupFeed, GroupJoinLimits, groupRoutes, GroupService } from './modules/groups';
import { healthRoutes } from './modules/health';
import { navigationRoutes } from './modules/navigation';
import { newsletterRoutes } from './modules/newsletter';
import { openDataRoutes } from './modules/open-data';
import { personalDataRoutes } from './modules/personal-data';
import {
  CellArrivals,
  CellArrivalsRepository,
  networkTagger,
  standingRoutes,
} from './modules/population';
import { profileRoutes } from './modules/profile';
import {
  QuestionnaireCatalog,
  QuestionnaireRepository,
  questionnaireRoutes,
} from './modules/questionnaire';
import { changeRoutes, explanationRoutes } from './modules/explanation';
import { resultImageRoutes, resultMetaFor } from './modules/result-media';
import { siteRoutes } from './modules/site';
import { statisticsRoutes } from './modules/statistics';
import { inlineScriptSources, notFoundAnswer, webHostRoutes } from './modules/web-host';
import { JSON_BODY_MAX_BYTES } from './config/limits';

/** What an app instance is built from; tests pass their own database and quiet logger. */
export interface AppOptions {
  config: Config;
  /** Migrated, with the questionnaire imported (see prepare-database). */
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening: the server and the tests both use it. */
export async function buildApp({ config, database, logger = false }: AppOptions) {
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } }
        : logger,
    // Behind a reverse proxy, believe X-Forwarded-* only from the proxy's own addresses: a
    // client cannot forge its address, and a request bypassing the proxy is taken as it came.
    trustProxy: config.TRUST_PROXY === false ? false : config.TRUST_PROXY,
    bodyLimit: JSON_BODY_MAX_BYTES,
    // A request sent slowly holds a connection: the whole of it within REQUEST_TIMEOUT_MS (Node
    // answers 408), checked four times a timeout; a request's handling, body included, ends
    // (503) after twice that, and a silent socket closes then too (at least after a minute).
    // The live feed is no request in flight: its 15 s keep-alive keeps the socket busy, and a
    // hijacked reply has no handler timeout.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: Math.max(2 * config.REQUEST_TIMEOUT_MS, MINUTE_MS),
    handlerTimeout: 2 * config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.ceil(config.REQUEST_TIMEOUT_MS / 4) },
    // Request ids are the server's own: a client's X-Request-Id is logged beside it
    // (clientRequestId), never trusted as the id that ties log lines together.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // An address that cannot be decoded ('/%E0%A4%A') gets the server's own answer, not Fastify's.
    frameworkErrors: malformedAddressAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  // Node checks the request timeout only when the headers' own timeout is not longer.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.REQUEST_TIMEOUT_MS);
  limitConnections(
    app.server,
    {
      perAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
      total: config.MAX_CONNECTIONS,
      uncapped: config.TRUST_PROXY === false ? undefined : addressList(config.TRUST_PROXY),
    },
    app.log,
  );

  app.setValidatorCompiler(validatorCompiler);
  // Responses written by functions compiled from their schemas; the tests compare each with zod's.
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstZod: config.NODE_ENV === 'test' }),
  );
  app.decorateRequest('viewer', null);
  registerErrorHandler(app);
  closeConnectionsWhenClosing(app);
  const distDir = webDistDir(config.WEB_DIST_DIR);
  registerSecurityHeaders(app, {
    embedAllowlist: config.EMBED_ALLOWLIST,
    inlineScripts: inlineScriptSources(distDir),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  refuseCrossSiteWrites(app, config);
  const rateLimit = await registerRateLimit(app, config);
  const operator = config.ADMIN_TOKEN ? operatorGate(app, config.ADMIN_TOKEN) : undefined;
  await registerOpenApi(app);
  const accounts = createAccounts({ config, database });
  const loginOfPage = pageLoginOf(accounts);
  registerAuthentication(app, {
    verifyAccess: (token) => accounts.tokens.verifyAccess(token),
    isLive: (familyId) => accounts.families.isLive(familyId),
    // Only a link on the site's own pages stands for the login (the cookie is SameSite Strict).
    pageLogin: async (request) => (fromOwnPages(config, request) ? loginOfPage(request) : null),
  });

  const catalog = new QuestionnaireCatalog(
    new QuestionnaireRepository(database.db),
    CURRENT_VERSION,
  );
  const answerSets = new AnswerSetService(
    new AnswerSetRepository(database.db, database.commit),
    catalog,
  );

  await app.register(healthRoutes, { database });
  await app.register(questionnaireRoutes, { catalog });
  const groupSettings = {
    publicUrl: config.publicUrl,
    unconfirmedMailsPerHour: config.UNCONFIRMED_MAILS_PER_HOUR,
  };
  const groups = new GroupService(database.db, answerSets, catalog, groupSettings, (code) => {
    void groupFeed.refresh(code);
  });
  const groupFeed = new GroupFeed((code) => groups.view(code));
  // One count of joins per client for both ways into a group: a new result and an existing one.
  const joinLimits = rateLimit ? new GroupJoinLimits(app) : undefined;
  const membership = {
    joinableGroupId: (code: string) => groups.joinableGroupId(code),
    joinGate: (request: FastifyRequest, code: string) => joinLimits?.gate(request, code),
    joined: (code: string) => void groupFeed.refresh(code),
  };
  const arrivals = new CellArrivals(
    new CellArrivalsRepository(database.db),
    networkTagger(accounts.keyedHash),
    (error) => app.log.error({ err: error }, 'arrivals not noted'),
  );
  await app.register(answerSetRoutes, {
    service: answerSets,
    rateLimit,
    groups: membership,
    arrivals,
  });
  await app.register(groupRoutes, { service: groups, feed: groupFeed, rateLimit, joinLimits });
  await app.register(resultImageRoutes, { answerSets, database, rateLimit });
  await app.register(explanationRoutes, { answerSets, catalog });
  await app.register(changeRoutes, { answerSets, catalog });
  await app.register(standingRoutes, {
    database,
    answerSets,
    populationRefreshMs: config.POPULATION_REFRESH_SECONDS * SECOND_MS,
    rateLimit,
    arrivals,
    minimumNetworks: config.RECOUNT_MINIMUM_NETWORKS,
  });
  await app.register(openDataRoutes, {
    database,
    minimumNetworks: config.RECOUNT_MINIMUM_NETWORKS,
  });
  await app.register(siteRoutes, { providerEmail: config.PROVIDER_EMAIL });
  await app.register(statisticsRoutes, { database });
  await app.register(navigationRoutes, { remoteBaseUrl: config.NAVIGATION_URL });
  await app.register(accountRoutes, { accounts, rateLimit });
  await app.register(personalDataRoutes, { database, loginFailureKey: accounts.loginFailureKey });
  await app.register(profileRoutes, { accounts, rateLimit });
  await app.register(galleryRoutes, { database });
  await app.register(newsletterRoutes, {
    database,
    publicUrl: config.publicUrl,
    unconfirmedMailsPerHour: config.UNCONFIRMED_MAILS_PER_HOUR,
    rateLimit,
  });
  await app.register(funnelRoutes, { database, rateLimit });
  await app.register(clientErrorRoutes, { release: config.release, rateLimit });
  await app.register(adminPageRoutes, { database, gate: operator, release: config.release });

  app.setNotFoundHandler(notFoundAnswer(distDir));
  await app.register(webHostRoutes, {
    distDir,
    resultMeta: resultMetaFor({ answerSets, publicUrl: config.publicUrl }),
    redirectAllowlist: config.REDIRECT_ALLOWLIST,
    loginOf: loginOfPage,
    formCookies: loginCookieHeader(config),
    rateLimit,
    config,
  });

  return app;
}
