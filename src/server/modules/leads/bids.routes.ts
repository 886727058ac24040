import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../../../shared/constants.js';
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
import { confirmPaymentBodySchema } from '../../../shared/schemas/leads.js';
import type { UserRow } from '../../db/types.js';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { cachedRead, requireRole, requireUser } from '../../plugins/auth.js';
import { attorneyNameOf, mayReadProposal, toBid, toLedgerBlock, toMyBid } from './bid.view.js';
import type { BidStart } from './bid-holds.service.js';
import type { BidLedger } from './bid-ledger.js';
import { announceBid } from './bid-notices.js';
import type { PlacedBlock } from './ledger-append.js';

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

// These are polled every 5 s by every open auction page: the JSON is kept in the read cache
// between writes, per reader (what they may see depends on who they are) and language. The
// view functions build exactly the response schemas, so the cached bytes are sent as they are.
const NO_STORE = { 'cache-control': 'no-store' };

export async function bidsRoutes(app: FastifyInstance, ledger: BidLedger, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The client and the outbid attorney hear of a bid after it is answered: bidding never waits on mail.
  const announce = (bid: PlacedBlock) =>
    app.background.run(
      () => announceBid(deps, bid),
      (err) => logFailure(app.log, err, 'announcing a bid failed'),
    );

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
      if (instantBuy) return ledger.buyNow({ caseId, attorneyId: user.id, amountCents, lang });
      // When the request reached the server, before its session was checked.
      const arrivedAt = performance.now() - reply.elapsedTime;
      const started = await ledger.place({ caseId, bidder: user, amountCents, proposal, lang, arrivedAt });
      if (started.kind === 'pending') {
        reply.code(202);
        const { paymentIntentId, clientSecret } = started;
        return { status: 'pending' as const, paymentIntentId, clientSecret };
      }
      reply.code(201);
      announce(started.bid);
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
      const placed = await ledger.confirm({ paymentIntentId, bidder: user, lang });
      reply.code(201);
      announce(placed.bid);
      return placedAnswer(placed, user, lang);
    },
  );

  r.get(
    '/api/legal-leads/my-bids',
    { config: { access: ['attorney', 'admin'] }, schema: { response: { 200: myBidListSchema } } },
    async (request) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const now = ledger.now();
      return (await ledger.bidsOf(user.id)).map((row) => toMyBid(row, user.id, now));
    },
  );

  r.get(
    '/api/legal-leads/ledger/public-key',
    { config: { access: 'public' }, schema: { response: { 200: publicKeySchema } } },
    async () => ({ publicKey: await ledger.publicKeyPem() }),
  );

  r.get(
    '/api/legal-leads/:id/bids',
    { schema: { params: idParamSchema, response: { 200: ledgerBlockListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger:${user.id}:${id}:${request.lang}`, async () => {
        const lead = await ledger.readableLead(id, user);
        const chain = await ledger.chainOf(lead);
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
      return sendCachedJson(reply, body, NO_STORE);
    },
  );

  r.get(
    '/api/legal-leads/:id/ledger/outcomes',
    { schema: { params: idParamSchema, response: { 200: ledgerOutcomeListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger-outcomes:${user.id}:${id}`, async () =>
        jsonBytes(await ledger.outcomesOf(await ledger.readableLead(id, user))),
      );
      return sendCachedJson(reply, body, NO_STORE);
    },
  );

  r.get(
    '/api/legal-leads/:id/ledger/verify',
    { schema: { params: idParamSchema, response: { 200: ledgerVerifySchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = await cachedRead(request, `ledger-verify:${user.id}:${id}:${request.lang}`, async () =>
        jsonBytes(await ledger.verify(await ledger.readableLead(id, user), request.lang)),
      );
      return sendCachedJson(reply, body, NO_STORE);
    },
  );
}
