import { randomUUID } from "node:crypto";
import { allEndpoints, type EndpointDef } from "@bitmarte/contracts";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import type { Adapters } from "./adapters/index.js";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import type { Actor } from "./http/context.js";
import { registerCompression } from "./http/compression.js";
import { registerUnimplemented } from "./http/endpoint.js";
import helmet from "@fastify/helmet";
import { apiNotFound, registerErrorHandling } from "./http/errors.js";
import { buildOpenApi } from "./http/openapi.js";
import { registerMetrics } from "./http/metrics.js";
import { registerReadiness } from "./http/readiness.js";
import { AnswerCache } from "./http/answer-cache.js";
import { ReadReplicaRouter, type ReplayedPosition } from "./http/read-replica.js";
import { listenForInvalidation, PageCache, priceChangeTouches, productWriteOf } from "./http/page-cache.js";
import { type PageRenderer, registerWeb, webHandler } from "./http/web.js";
import { subscribe } from "./events/domain-events.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { AppError } from "./lib/errors.js";
import { authRoutes, resolveActor } from "./modules/auth/index.js";
import { findJobDefinition, jobCounts, type JobName, jobQueueHealth, jobsRoutes, registerJobs, runJob } from "./modules/jobs/index.js";
import { mailJobs, mailRoutes } from "./modules/mail/index.js";
import { uploadRoutes, uploadsJobs } from "./modules/uploads/index.js";
import { banksRoutes } from "./modules/banks/index.js";
import { partnersRoutes } from "./modules/partners/index.js";
import { categoriesRoutes } from "./modules/categories/index.js";
import { payoutsDevRoutes, payoutsEventHandlers, payoutsJobs, payoutsRoutes } from "./modules/payouts/index.js";
import { invalidateCatalogueCache, onCatalogueDrop, productsEventHandlers, productsJobs, productsRoutes, survivesPriceChange } from "./modules/products/index.js";
import { merchandisingRoutes } from "./modules/merchandising/index.js";
import { productImportsJobs, productImportsRoutes } from "./modules/productimports/index.js";
import { themesRoutes } from "./modules/themes/index.js";
import { hubsRoutes, merchantsRoutes, staffRoutes, storesRoutes } from "./modules/merchants/index.js";
import { adminNoticeHandlers, adminsRoutes } from "./modules/admins/index.js";
import { auditRoutes } from "./modules/audit/index.js";
import { contactRoutes } from "./modules/contact/index.js";
import { notificationsRoutes } from "./modules/notifications/index.js";
import { webhooksJobs, webhooksRoutes } from "./modules/webhooks/index.js";
import { reportsRoutes } from "./modules/reports/index.js";
import { insightsRoutes } from "./modules/insights/index.js";
import { sellerHealthJobs, sellerHealthRoutes } from "./modules/sellerhealth/index.js";
import { fulfilmentJobs, fulfilmentRoutes } from "./modules/fulfilment/index.js";
import { logisticsRoutes } from "./modules/logistics/index.js";
import { addressesRoutes } from "./modules/addresses/index.js";
import { countPendingPayments, paymentsJobs, paymentsRoutes } from "./modules/payments/index.js";
import { giftcardsJobs, giftcardsRoutes } from "./modules/giftcards/index.js";
import { cartRoutes } from "./modules/cart/index.js";
import { couponsRoutes } from "./modules/coupons/index.js";
import { extendOrderView, ordersJobs, ordersRoutes } from "./modules/orders/index.js";
import { addReturnsToOrderView, onRefundProcessed, returnsRoutes } from "./modules/returns/index.js";
import { addReviewsToOrderView, reviewsRoutes } from "./modules/reviews/index.js";

export interface AppDeps {
  db: Db;
  config: Config;
  adapters: Adapters;
  clock?: Clock;
  /** Serve the built web app (the server does; API tests do not), or render pages with this function (tests). */
  web?: boolean | PageRenderer;
  /** The read replica's pool (DATABASE_READ_URL); the primary when absent. */
  readDb?: Db;
  /** How far the read replica has replayed the primary's log (tests: a replica held behind); default: asked of it. */
  readReplicaReplayed?: ReplayedPosition;
  /**
   * Whether `/ready` requires a running job queue in this process (default true: main.ts and
   * createTestApp start one right after buildApp). False reports the queue as "not checked".
   */
  checkJobQueue?: boolean;
}

const API_PREFIXES = ["/api/", "/shipping-api/", "/theme-api/"];

/**
 * Background work on the Postgres job queue (src/modules/jobs): every module's job handlers. A queue
 * started in this process (main.ts; createTestApp's) knows the jobs registered before it starts.
 * Registering twice changes nothing.
 */
export function registerJobHandlers(): void {
  registerJobs([...mailJobs, ...paymentsJobs, ...ordersJobs, ...giftcardsJobs, ...fulfilmentJobs, ...uploadsJobs, ...webhooksJobs, ...sellerHealthJobs, ...payoutsJobs, ...productImportsJobs, ...productsJobs]);
}

/** The whole HTTP server, without listening: tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, adapters } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.TRUST_PROXY === "number" ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorate("implementedEndpoints", new Set<string>());
  app.decorate("registeredRoutes", [] as { method: string; url: string }[]);
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) app.registeredRoutes.push({ method, url: r.url });
  });
  // Public catalogue reads every anonymous caller gets the same (see `route(…, { shared: true })`).
  app.decorate(
    "answerCache",
    config.PAGE_CACHE_TTL_SECONDS > 0
      ? new AnswerCache({ ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000, maxEntries: 5000, maxBytes: 32 * 1024 * 1024 })
      : null,
  );
  app.decorateRequest("actor", null);
  app.decorate("resolveActor", async (req) => {
    req.actor = await resolveActor(db, config.JWT_SECRET, req.headers.authorization, clock.now());
    return req.actor;
  });
  const readDb = deps.readDb ?? db;
  // Read-your-writes: while the replica has not replayed a write this process heard of, its reads go to the primary.
  const replicaRouter = deps.readDb && deps.readDb !== db ? new ReadReplicaRouter(db, deps.readDb, { replayed: deps.readReplicaReplayed, log: app.log }) : null;
  app.decorate("makeCtx", (req, actor: Actor | null) => ({
    db,
    readDb: replicaRouter?.pool() ?? readDb,
    actor,
    log: req.log,
    now: clock.now(),
    config,
    adapters,
    ip: req.ip,
    clock,
  }));
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", String(req.id));
  });

  registerErrorHandling(app);
  // Security headers on every answer. The pages' Content-Security-Policy carries a per-response nonce and
  // is set where pages are rendered (http/web.ts); HSTS only over TLS (behind a proxy: TRUST_PROXY).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onSend", async (req, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()");
    if (req.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
  registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 10 } });

  app.get("/health", async () => ({ success: true, message: "ok", data: { status: "ok" } }));
  registerReadiness(app, { db, jobQueue: deps.checkJobQueue === false ? null : jobQueueHealth });
  registerMetrics(app, {
    token: config.METRICS_TOKEN,
    sources: {
      pools: { primary: db.$client, read: deps.readDb && deps.readDb !== db ? deps.readDb.$client : null },
      jobCounts: () => jobCounts(db),
      paymentsPending: () => countPendingPayments(db),
      caches: () => ({ page: pageCache, answer: app.answerCache?.pages ?? null }),
    },
  });

  // Modules. Each registers the endpoints it implements; the rest of the table answers 501.
  // Reactions inside the transaction of the change that causes them (src/events).
  subscribe(productsEventHandlers);
  subscribe(payoutsEventHandlers);
  subscribe({ "payments.refundProcessed": onRefundProcessed });
  subscribe(adminNoticeHandlers);
  extendOrderView(addReturnsToOrderView);
  extendOrderView(addReviewsToOrderView);
  // Work that may wait, retry or fail on its own (mail, expiries, …): the job queue runs it.
  registerJobHandlers();

  authRoutes(app);
  mailRoutes(app, { dev: config.NODE_ENV !== "production" });
  uploadRoutes(app);
  banksRoutes(app);
  partnersRoutes(app);
  categoriesRoutes(app);
  productsRoutes(app);
  merchandisingRoutes(app);
  themesRoutes(app);
  hubsRoutes(app);
  merchantsRoutes(app);
  storesRoutes(app);
  staffRoutes(app);
  adminsRoutes(app);
  auditRoutes(app);
  contactRoutes(app);
  notificationsRoutes(app);
  webhooksRoutes(app);
  logisticsRoutes(app);
  addressesRoutes(app);
  paymentsRoutes(app);
  giftcardsRoutes(app);
  cartRoutes(app);
  couponsRoutes(app);
  ordersRoutes(app);
  fulfilmentRoutes(app);
  payoutsRoutes(app);
  reportsRoutes(app);
  returnsRoutes(app);
  reviewsRoutes(app);
  insightsRoutes(app);
  sellerHealthRoutes(app);
  productImportsRoutes(app);
  jobsRoutes(app);
  if (config.DEV_CLOCK) registerDevClock(app, { db, config, adapters, clock });
  payoutsDevRoutes(app, config);
  registerUnimplemented(
    app,
    allEndpoints.filter((e: EndpointDef) => e.id !== "dev.outbox" || config.NODE_ENV !== "production"),
  );

  const document = buildOpenApi(app.implementedEndpoints);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Rendered storefront pages, dropped in every process when the database says a page's data changed.
  const pageCache = deps.web && config.PAGE_CACHE_TTL_SECONDS > 0
    ? new PageCache({ ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000, maxEntries: config.PAGE_CACHE_MAX_ENTRIES, maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024 })
    : null;
  // Every process listens, page cache or not: the catalogue's counts and searches (ranked ids,
  // spelling) follow another process's writes at once too, not only after their time-to-live.
  app.decorate("lastCacheNotification", "");
  const listener = await listenForInvalidation(
    db,
    (payload) => {
      app.lastCacheNotification = payload;
      replicaRouter?.noteWrite();
      const write = productWriteOf(payload);
      if (write?.kind === "stock") {
        // A sale: those products' own pages and data only (their cards, counts and rankings are unchanged).
        const touched = (key: string) => {
          const lower = key.toLowerCase();
          return write.ids.some((id) => lower.includes(id));
        };
        pageCache?.drop(touched);
        app.answerCache?.pages.drop(touched);
        return;
      }
      if (write?.kind === "price") {
        // New prices: the pages and answers that show those products or follow prices go (the answers
        // through the catalogue's listener below); text rankings, unfiltered counts and spelling stay.
        pageCache?.drop(priceChangeTouches(write.ids));
        invalidateCatalogueCache(db, { productIds: write.ids, survives: survivesPriceChange });
        return;
      }
      pageCache?.clear();
      invalidateCatalogueCache(db);
    },
    app.log,
  );
  // The catalogue's invalidations, this process's writes and the notifications above, reach the answers.
  const stopAnswerDrops = onCatalogueDrop(db, (productIds) => app.answerCache?.catalogueDropped(productIds));
  app.addHook("onClose", () => {
    stopAnswerDrops();
    replicaRouter?.stop();
    return listener.stop();
  });
  const web = typeof deps.web === "function"
    ? webHandler(deps.web, pageCache)
    : deps.web
      ? await registerWeb(app, config.WEB_BUILD_DIR, pageCache)
      : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p)) || req.url === "/api";
    if (!isApi && web && (req.method === "GET" || req.method === "HEAD" || req.method === "POST")) return web(req, reply);
    return apiNotFound(req, reply);
  });
  return app;
}

/**
 * Development only (`DEV_CLOCK=1`, refused in production): moves the server's clock forward and runs a
 * job at once, so a browser journey can see an order complete when its return window closes. Outside
 * the endpoint table on purpose: no client of the marketplace may rely on them.
 */
function registerDevClock(app: FastifyInstance, deps: { db: Db; config: Config; adapters: Adapters; clock: Clock }): void {
  const clock = deps.clock as Clock & { advance?: (ms: number) => void; reset?: () => void };
  app.post("/api/v1/dev/clock", async (req) => {
    const body = (req.body ?? {}) as { advanceHours?: unknown; reset?: unknown };
    const hours = Number(body.advanceHours ?? 0);
    if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 60) throw new AppError(422, "VALIDATION_FAILED", "advanceHours is 0 to 1440");
    if (body.reset === true) clock.reset?.();
    clock.advance?.(hours * 3_600_000);
    return { success: true, message: "ok", data: { now: clock.now().toISOString() } };
  });
  app.post("/api/v1/dev/jobs/run", async (req) => {
    const name = String((req.body as { name?: unknown } | undefined)?.name ?? "") as JobName;
    if (!findJobDefinition(name)) throw new AppError(404, "NOT_FOUND", `No job named ${name}`);
    await runJob({ db: deps.db, adapters: deps.adapters, config: deps.config, log: app.log, clock }, name, {} as never);
    return { success: true, message: "ok", data: { name } };
  });
}
