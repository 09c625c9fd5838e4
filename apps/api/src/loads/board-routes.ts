import {
  BroadcastLoadData,
  LoadAcceptData,
  LoadAcceptRequest,
  LoadBoardData,
  LoadBoardRequest,
  LoadsDetailsData,
  LoadsDetailsRequest,
  NoFieldsRequest,
  envelopeOf,
} from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import { IdParams, ownRecordOr404 } from '../http';
import { access, callerOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { createBoardQueries } from './board';
import { createLoadRepository } from './repository';

/**
 * The load list and the load board (spec section 7; docs/modules/loads.md, "Load list and load board"). Login only,
 * no module permission (spec section 2: /loads and /searchload need none).
 */
export const loadBoardRoutes: RoutesPlugin = async (app) => {
  const board = createBoardQueries(app.db, createLoadRepository(app.db));

  // POST load-manager/get-all-loads-details: the caller's company's loads (/loads), a tab, filters, the tabs' counts.
  app.post(
    '/get-all-loads-details',
    { config: access.user, schema: { body: LoadsDetailsRequest, response: { 200: envelopeOf(LoadsDetailsData) } } },
    async (request) => ok(LOAD_TEXTS.board.listFetched(), await board.loadsDetails(callerOf(request).companyId, request.body)),
  );

  // POST load-manager/broadcast-load/:_id {}: the owner offers an open load to its carrier network's board.
  app.post(
    '/broadcast-load/:_id',
    {
      config: access.user,
      schema: { params: IdParams, body: NoFieldsRequest, response: { 200: envelopeOf(BroadcastLoadData) } },
      preValidation: ownRecordOr404(board.owns, LOAD_TEXTS.board.notFound()),
    },
    async (request) => ok(LOAD_TEXTS.board.broadcasted(), await board.broadcast(callerOf(request).companyId, request.params._id)),
  );

  // POST load-manager/search-load-by-filter: the board (loads offered to the caller's company and loads tendered to it).
  app.post(
    '/search-load-by-filter',
    { config: access.user, schema: { body: LoadBoardRequest, response: { 200: envelopeOf(LoadBoardData) } } },
    async (request) => ok(LOAD_TEXTS.board.boardFetched(), await board.search(callerOf(request).companyId, request.body)),
  );

  // POST load-manager/load-accept-by-fleet { loadId }: the caller's company takes the load.
  app.post(
    '/load-accept-by-fleet',
    { config: access.user, schema: { body: LoadAcceptRequest, response: { 200: envelopeOf(LoadAcceptData) } } },
    async (request) => {
      const caller = callerOf(request);
      return ok(LOAD_TEXTS.board.accepted(), await board.accept(caller, request.body.loadId));
    },
  );
};
