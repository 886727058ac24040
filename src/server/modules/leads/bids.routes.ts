import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { dollarsToCents } from '../../../shared/rules/bids.js';
import {
  ledgerBlockListSchema,
  ledgerOutcomeListSchema,
  ledgerVerifySchema,
  myBidListSchema,
  pendingBidSchema,
  placeBidBodySchema,
  placedBidSchema,
  publicKeySchema,
  purchaseStartedSchema,
} from '../../../shared/schemas/bids.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import { confirmPaymentBodySchema } from '../../../shared/schemas/marketplace.js';
import type { LeadRow, UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { InBatches } from '../../lib/in-batches.js';
import { cachedRead, requireRole, requireUser } from '../../plugins/auth.js';
import { auctionCloser } from './auction-close.js';
import { type BidStart, confirmBid, holdReleases, startBid } from './bid-holds.service.js';
import { attorneyNameOf, mayReadProposal, toBid, toLedgerBlock, toMyBid } from './bid-view.js';
import {
  appendBids,
  BIDS_PER_WRITE,
  type BidContext,
  bidsOf,
  chainOf,
  findLead,
  isListed,
  purchasePrice,
} from './bids.service.js';
import { BlockIds, ChainHeads } from './ledger-append.js';
import { ledgerKeySource } from './ledger-key.js';
import { outcomesOf } from './ledger-outcomes.js';
import { verifyLedger } from './ledger-verify.js';
import { paymentsFor } from './payments.js';
import { startPurchase } from './purchase.service.js';

/**
 * A lead whose bids the user may read: admins any, its own client theirs, attorneys a listed
 * one. Another client gets 403 whether or not the lead exists; an attorney asking for an
 * unlisted lead gets 404.
 */
async function readableLead(deps: AppDeps, id: number, user: UserRow): Promise<LeadRow> {
  const lead = await findLead(deps.db, id);
  if (lead && (user.role === 'admin' || lead.userId === user.id)) return lead;
  if (user.role === 'user') throw new AppError('FORBIDDEN');
  if (!lead || !isListed(lead)) throw new AppError('NOT_FOUND');
  return lead;
}

/** A placed bid as its bidder gets it: the bid, its signed receipt and the hold behind it. */
function placedAnswer(placed: BidStart & { kind: 'placed' }, user: UserRow, lang: Language) {
  const name = attorneyNameOf(user, lang);
  return {
    bid: toBid(placed.bid, name, true),
    receipt: { ...toLedgerBlock(placed.bid, name, true), checkpoint: placed.bid.checkpoint },
    paymentIntentId: placed.paymentIntentId,
    clientSecret: placed.clientSecret,
  };
}

/** JSON as UTF-8 bytes: kept in the read cache, they are not encoded again for every answer. */
const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** How many leads' chain heads a process keeps between bids. */
const KEPT_HEADS = 1_000;

export async function bidsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: BidContext = {
    db: deps.db,
    keys: ledgerKeySource(deps.db, deps.env.LEDGER_SIGNING_KEY),
    inLine: new InBatches((caseId, bids) => appendBids(ctx, caseId, bids), { maxBatch: BIDS_PER_WRITE }),
    releases: holdReleases(deps.db),
    heads: new ChainHeads(KEPT_HEADS),
    blockIds: new BlockIds(deps.db),
    // Read at each request, so a test can move the clock of a built app.
    now: () => deps.now?.() ?? new Date(),
  };
  const closer = auctionCloser(deps, (err) => app.log.error({ err }, 'closing auctions failed'));
  app.addHook('onClose', () => closer.stop());

  r.post(
    '/api/legal-leads/bid',
    {
      config: { access: ['attorney', 'admin'] },
      schema: {
        body: placeBidBodySchema,
        response: { 200: purchaseStartedSchema, 201: placedBidSchema, 202: pendingBidSchema },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const { caseId, amount, proposal = '', instantBuy } = request.body;
      const amountCents = dollarsToCents(amount);
      const lang = request.lang;
      if (instantBuy) {
        const price = await purchasePrice(ctx, { caseId, amountCents, lang });
        return startPurchase(deps, { caseId, attorneyId: user.id, amountCents: price, lang });
      }
      // When the request reached the server, before its session was checked.
      const arrivedAt = performance.now() - reply.elapsedTime;
      const input = { caseId, bidder: user, amountCents, proposal, lang, arrivedAt };
      const started = await startBid(ctx, paymentsFor(deps.env), input);
      if (started.kind === 'pending') {
        reply.code(202);
        const { paymentIntentId, clientSecret } = started;
        return { status: 'pending' as const, paymentIntentId, clientSecret };
      }
      reply.code(201);
      return placedAnswer(started, user, lang);
    },
  );

  r.post(
    '/api/legal-leads/bid/confirm',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { body: confirmPaymentBodySchema, response: { 201: placedBidSchema } },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const { paymentIntentId } = request.body;
      const lang = request.lang;
      const placed = await confirmBid(ctx, paymentsFor(deps.env), { paymentIntentId, bidder: user, lang });
      reply.code(201);
      return placedAnswer(placed, user, lang);
    },
  );

  r.get(
    '/api/legal-leads/my-bids',
    { config: { access: ['attorney', 'admin'] }, schema: { response: { 200: myBidListSchema } } },
    async (request) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const now = ctx.now();
      return (await bidsOf(deps.db, user.id)).map((row) => toMyBid(row, user.id, now));
    },
  );

  r.get(
    '/api/legal-leads/ledger/public-key',
    { config: { access: 'public' }, schema: { response: { 200: publicKeySchema } } },
    async () => ({ publicKey: (await ctx.keys()).publicKeyPem }),
  );

  // These are polled every 5 s by every open auction page: the JSON is kept in the read cache
  // between writes, per reader (what they may see depends on who they are) and language. The
  // view functions build exactly the response schemas, so the cached bytes are sent as they are.
  const sendJson = (reply: FastifyReply, body: Buffer) =>
    reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(body as never);

  r.get(
    '/api/legal-leads/:id/bids',
    { schema: { params: idParamSchema, response: { 200: ledgerBlockListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger:${user.id}:${id}:${request.lang}`, async () => {
        const lead = await readableLead(deps, id, user);
        const chain = await chainOf(deps.db, lead.id);
        return jsonBytes(
          chain.map((named) =>
            toLedgerBlock(
              named.bid,
              attorneyNameOf(named, request.lang),
              mayReadProposal(user, named.bid, lead),
            ),
          ),
        );
      });
      return sendJson(reply, body);
    },
  );

  r.get(
    '/api/legal-leads/:id/ledger/outcomes',
    { schema: { params: idParamSchema, response: { 200: ledgerOutcomeListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger-outcomes:${user.id}:${id}`, async () => {
        const lead = await readableLead(deps, id, user);
        return jsonBytes(await outcomesOf(deps.db, lead.id));
      });
      return sendJson(reply, body);
    },
  );

  r.get(
    '/api/legal-leads/:id/ledger/verify',
    { schema: { params: idParamSchema, response: { 200: ledgerVerifySchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger-verify:${user.id}:${id}:${request.lang}`, async () => {
        const lead = await readableLead(deps, id, user);
        return jsonBytes(await verifyLedger(deps.db, lead, (await ctx.keys()).publicKey, request.lang));
      });
      return sendJson(reply, body);
    },
  );
}
