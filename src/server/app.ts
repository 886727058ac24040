import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import type { Deliveries } from './integrations/delivery/worker.js';
import { type LoggerOption, loggerOptions } from './lib/log-serializers.js';
import { CLIENT_DIST_DIR } from './lib/paths.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminAttorneysRoutes } from './modules/admin/admin-attorneys.routes.js';
import { attorneyRegistrationRoutes } from './modules/attorneys/registration.routes.js';
import { signAuditOnTimer } from './modules/audit/audit-signing.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { identityRoutes } from './modules/auth/identity.routes.js';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.js';
import { sessionsRoutes } from './modules/auth/sessions.routes.js';
import { casesRoutes } from './modules/cases/cases.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { findVisibleSession } from './modules/chat/chat.service.js';
import { assertFollowsConsultation } from './modules/chat/consultations.service.js';
import { plansRoutes } from './modules/chat/plans.routes.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { privacyRoutes } from './modules/compliance/privacy.routes.js';
import { directoryRoutes } from './modules/directory/directory.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { escalationsRoutes } from './modules/escalations/escalations.routes.js';
import { forumRoutes } from './modules/forum/forum.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createBidLedger } from './modules/leads/bid-ledger.js';
import { bidsRoutes } from './modules/leads/bids.routes.js';
import { type LedgerKeys, ledgerKeySource } from './modules/leads/ledger-key.js';
import { marketplaceRoutes } from './modules/leads/marketplace.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { isWatching } from './modules/live/live.service.js';
import { manualRoutes } from './modules/manual/manual.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { portalRoutes } from './modules/portal/portal.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { situationRoutes } from './modules/situation/situation.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import { stateLawRoutes } from './modules/state-law/state-law.routes.js';
import { authPlugin } from './plugins/auth.js';
import { backgroundWork } from './plugins/background-work.js';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { registerTextInputCheck } from './plugins/text-input.js';

export interface BuildOptions {
  logger?: LoggerOption;
  clientDir?: string;
  trustProxy?: boolean;
  /** Told of each route as it is registered, schemas included (tests derive inputs from them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery worker; tests call `app.deliveries.drain()` to wait until nothing is due. */
    deliveries: Deliveries;
    /** The ledger's Ed25519 keys (LEDGER_SIGNING_KEY, else kept in the database). */
    ledgerKeys: () => Promise<LedgerKeys>;
  }
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole app without listening: the server entry and the tests share it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // A person with the page open on any process is not notified of what they are looking at.
  deps.watching ??= (userId, channel) => isWatching(deps.db, userId, channel);
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? deps.env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  registerTextInputCheck(app);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(authPlugin, {
    db: deps.db,
    readCacheMs: deps.env.READ_CACHE_MS,
    adminSecondFactorRequired: deps.env.ADMIN_2FA === 'required',
  });
  await app.register(backgroundWork);
  // Shared by every bid request and the auctions' timed close, which stops when the app closes.
  const bidLedger = createBidLedger(deps, app.log);
  app.addHook('onClose', () => bidLedger.close());
  // The ledger's key also signs the audit trail's checkpoints (decision 0058).
  app.decorate('ledgerKeys', ledgerKeySource(deps.db, deps.env.LEDGER_SIGNING_KEY));
  signAuditOnTimer(app, deps, app.ledgerKeys);
  // Queued mail and texts go out from here; closing waits for a send in flight (decision 0055).
  app.decorate('deliveries', deps.deliveries);
  deps.deliveries.start((err) => app.log.warn({ err }, 'a delivery round failed; the next one tries again'));
  app.addHook('onClose', () => deps.deliveries.close());

  await app.register(async (api) => {
    await healthRoutes(api, deps);
    await authRoutes(api, deps);
    await sessionsRoutes(api, deps);
    await secondFactorRoutes(api, deps);
    await profileRoutes(api, deps);
    await complianceRoutes(api, deps);
    await situationRoutes(api, deps);
    await attorneyRegistrationRoutes(api, deps);
    await chatRoutes(api, deps);
    await plansRoutes(api, deps);
    await smsRoutes(api, deps);
    await casesRoutes(api, deps);
    await documentsRoutes(api, deps);
    await privacyRoutes(api, deps);
    await adminRoutes(api, deps);
    await escalationsRoutes(api, deps);
    await adminAttorneysRoutes(api, deps);
    await accountsRoutes(api, deps);
    await identityRoutes(api, deps);
    await forumRoutes(api, deps);
    await manualRoutes(api, deps);
    await stateLawRoutes(api);
    await portalRoutes(api, deps);
    await directoryRoutes(api, deps);
    await marketplaceRoutes(api, deps);
    await bidsRoutes(api, bidLedger, deps);
    await notificationsRoutes(api, deps);
    // Each live channel is admitted by the check of the GET it refreshes.
    await liveRoutes(api, deps.db, {
      chat: (user, id) => findVisibleSession(deps.db, user, id, { adminMayRead: true }),
      consultation: (user, id) => assertFollowsConsultation(deps.db, user, id),
      auction: (user, id) => bidLedger.readableLead(id, user),
    });
  });

  await registerSpa(app, options.clientDir ?? CLIENT_DIST_DIR);
  return app;
}
