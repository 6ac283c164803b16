/** A mediator's cases: create, list, read, close, delete, start and end, with the rules of who may. */
import { caseIdSchema, sameCaseCode } from '@mediation/protocol';
import type {
  CaseListState,
  MediatorCasePage,
  CaseStateResponse as CaseState,
  CloseCaseRequest,
  CreateCaseRequest,
  RouteResponse,
  CaseInformationRequest,
} from '@mediation/protocol';
import { badRequest, conflict, englishSentence, forbidden, notFound, unauthorized } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { toCaseDetails } from '../repositories/cases-repository';
import type { CaseRow } from '../repositories/cases-repository';
import { caseAccess } from './access';
import { caseLifecycle } from './case-lifecycle';
import { memberOf } from './member';
import type { ServerEventEmitter } from './session-events';
import type { Principal } from './token-service';

const caseStateOf = (row: CaseRow): CaseState => ({ case_id: row.id, link_id: row.code, is_started: row.isStarted });

/** Where a page of cases ends: the creation time (UTC, to the microsecond) and id of its last case. */
interface CasePosition {
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A page's position as the opaque cursor clients send back (base64url: it passes in a query string as it is). */
export const cursorOfPosition = (position: CasePosition) => Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

/** The position a cursor names; a cursor the server did not write is refused. */
export function positionOfCursor(cursor: string): CasePosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CREATED_AT.test(createdAt) || !caseIdSchema.safeParse(id).success) {
    throw badRequest('page_cursor_invalid', { after: [englishSentence('page_cursor_invalid')] });
  }
  return { createdAt, id };
}

export function caseService(repos: Repositories, caseEvents: ServerEventEmitter) {
  const access = caseAccess(repos);
  const lifecycle = caseLifecycle(repos, caseEvents);

  return {
    async create(mediator: Principal & { kind: 'user' }, body: CreateCaseRequest) {
      if (body.mediator !== mediator.userId) throw forbidden('mediator_creates_own_cases');
      const row = await repos.cases.create({
        title: body.title,
        category: body.category,
        subCategory: body.sub_category,
        problemBrief: body.problem_brief,
        sideADescription: body.sideA_description,
        sideBDescription: body.sideB_description,
        mediatorId: mediator.userId,
        // The language asked for (the web app sends the one its mediator reads in), else the account's.
        language: body.language ?? mediator.user.language ?? 'en',
      });
      return toCaseDetails(row);
    },

    async listOfMediator(caller: Principal & { kind: 'user' }, mediatorId: number) {
      if (caller.role === 'Mediator' && mediatorId !== caller.userId) throw forbidden('mediator_lists_own_cases');
      return repos.cases.listItemsOfMediatorJson(mediatorId);
    },

    /** A page of a mediator's cases in one state; the cursor of the next page while there is one. */
    async pageOfMediator(
      caller: Principal & { kind: 'user' },
      query: { userId: number; state: CaseListState; limit: number; after?: string | undefined },
    ): Promise<MediatorCasePage> {
      if (caller.role === 'Mediator' && query.userId !== caller.userId) throw forbidden('mediator_lists_own_cases');
      const after = query.after === undefined ? undefined : positionOfCursor(query.after);
      const page = await repos.cases.pageOfMediator(query.userId, query.state, query.limit, after);
      return { items: page.items, next: page.hasMore && page.last ? cursorOfPosition(page.last) : null };
    },

    /** The whole case for its readers; for someone presenting the code of a running case, what identifies it. */
    async read(caller: Principal | undefined, caseId: string, code: string | undefined): Promise<RouteResponse<'caseById'>> {
      const row = await repos.cases.findById(caseId);
      if (row && access.canRead(caller, row)) return toCaseDetails(row);
      // Someone who presents the code of a running case may recognise it before asking to join: its title,
      // category and brief, never what either side wrote about itself.
      const presentsCode = row !== undefined && code !== undefined && sameCaseCode(code, row.code) && row.isStarted && row.isActive;
      if (row && presentsCode) return { id: row.id, title: row.title, category: row.category, problem_brief: row.problemBrief };
      if (!caller) throw unauthorized('credentials_missing');
      if (!row) throw notFound('case_not_found');
      if (!access.canRead(caller, row)) throw forbidden('case_not_yours');
      return toCaseDetails(row);
    },

    /** PATCH of a case by its mediator: closes it, or changes its information (its language). */
    /** What the case's mediator may change after creating it: its language (its e-mails and agreement). */
    async setInformation(caller: Principal, caseId: string, body: CaseInformationRequest) {
      const row = await access.load(caseId);
      access.assertMediatorOf(caller, row);
      await repos.cases.update(row.id, { language: body.language });
      return toCaseDetails(await access.load(row.id));
    },

    async close(caller: Principal, caseId: string, body: CloseCaseRequest) {
      const row = await access.load(caseId);
      access.assertMediatorOf(caller, row);
      await repos.cases.update(row.id, { isActive: false, closeAt: new Date(body.close_at) });
      await lifecycle.end(row);
      return toCaseDetails(await access.load(row.id));
    },

    async remove(caller: Principal, caseId: string): Promise<void> {
      const row = await access.load(caseId);
      access.assertMediatorOf(caller, row);
      if (row.isActive) throw conflict('delete_closed_case_only');
      await repos.cases.remove(row.id);
    },

    async stateByCode(code: string): Promise<CaseState> {
      return caseStateOf(await access.loadStartedByCode(code));
    },

    /** The one way a case starts, as the socket's startCase does; here the caller also names its code. */
    async start(caller: Principal, caseId: string, code: string): Promise<CaseState> {
      return caseStateOf(await lifecycle.start(memberOf(caller), caseId, { code }));
    },

    async end(caller: Principal, code: string): Promise<CaseState> {
      const row = await access.loadByCode(code);
      access.assertMediatorOf(caller, row);
      await lifecycle.end(row);
      return caseStateOf({ ...row, isStarted: false });
    },
  };
}

export type CaseService = ReturnType<typeof caseService>;
