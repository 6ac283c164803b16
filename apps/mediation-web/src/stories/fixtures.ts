/**
 * The data of the app's stories: one small, believable platform (an admin, a mediator, two parties and
 * their cases) at fixed dates, so no screenshot depends on the day it was taken. Every value is read
 * through the protocol's response schema by the handlers (`handlers.ts`), so a fixture that drifts
 * from the contract fails its story.
 */
import type {
  AdminStatistics,
  CaseDetails,
  CaseListItem,
  CaseMessagesPage,
  CaseParticipant,
  CaseStatistics,
  ChatMessage,
  JoinRequestItem,
  MediatorListItem,
  OnlineCase,
  UpdateMeResponse,
} from '@mediation/protocol';
import type { SessionUser } from '../auth/session';

export const CASE_ID = 'c0ffee42a1';
export const CASE_CODE = 'KX7P2M';

export const ADMIN: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  username: 'adminexamplecom',
  first_name: 'Admin',
  last_name: 'Demo',
  is_staff: true,
  is_superuser: true,
  first_logged: false,
  side: 'M',
};

export const MEDIATOR: SessionUser = {
  id: 3,
  email: 'dana@example.com',
  username: 'danaexamplecom',
  first_name: 'Dana',
  last_name: 'Demo',
  is_staff: true,
  is_superuser: false,
  first_logged: false,
  side: 'M',
};

export const PARTY_A: SessionUser = {
  id: 8,
  email: 'noa@example.com',
  username: 'noa@example.com',
  first_name: 'Noa',
  last_name: 'Levi',
  is_staff: false,
  is_superuser: false,
  first_logged: false,
  side: 'A',
};

export const PARTY_B = { id: 9, email: 'omer@example.com', first_name: 'Omer', last_name: 'Katz' };

export const caseDetails: CaseDetails = {
  id: CASE_ID,
  link: CASE_CODE,
  title: 'The fence between numbers 4 and 6',
  category: 'neighbors',
  sub_category: '',
  problem_brief: 'The neighbours disagree on who pays for the new fence and how high it may be.',
  sideA_description: 'Number 4, who built the fence',
  sideB_description: 'Number 6, who was asked to share the cost',
  mediator: MEDIATOR.id,
  shuttle: false,
  is_active: true,
  is_started: true,
  close_at: null,
  created_at: '2026-03-02T09:30:00.000Z',
};

const listItem = ({ id, link, title, category, problem_brief, is_active, is_started, close_at }: CaseDetails): CaseListItem => ({
  id,
  link,
  title,
  category,
  problem_brief,
  is_active,
  is_started,
  close_at,
});

export const mediatorCases: CaseListItem[] = [
  listItem(caseDetails),
  listItem({
    ...caseDetails,
    id: 'b1rthday77',
    link: 'R4TQ9W',
    title: 'Sharing the family business',
    category: 'business',
    problem_brief: 'Two siblings inherited a bakery and disagree on who runs it.',
    is_started: false,
  }),
  listItem({
    ...caseDetails,
    id: 'sch00lt1ps',
    link: 'M8HV3C',
    title: 'A school trip refund',
    category: 'education',
    problem_brief: 'Parents ask for a refund of a cancelled trip.',
    is_active: false,
    is_started: false,
    close_at: '2026-02-20T16:00:00.000Z',
  }),
];

export const mediators: MediatorListItem[] = [
  {
    user: { id: MEDIATOR.id, first_name: 'Dana', last_name: 'Demo', email: 'dana@example.com' },
    phone: '+972 50 123 4567',
    address: '12 Herzl St, Haifa',
    certification_course: true,
    areas: ['Family', 'Neighbors'],
    is_active: true,
  },
  {
    user: { id: 4, first_name: 'Yossi', last_name: 'Ben-David', email: 'yossi@example.com' },
    phone: '+972 52 765 4321',
    address: '3 Rothschild Blvd, Tel Aviv',
    certification_course: false,
    areas: ['Business'],
    is_active: true,
  },
  {
    user: { id: 5, first_name: 'Miriam', last_name: 'Haddad', email: 'miriam@example.com' },
    phone: '+972 54 222 3344',
    address: '8 Jaffa Rd, Jerusalem',
    certification_course: true,
    areas: [],
    is_active: false,
  },
];

/** A password reset link as the server answers it when no SMTP server is set. */
export const PASSWORD_RESET_LINK = 'http://localhost:3000/reset-password?token=c3RvcnktcmVzZXQtdG9rZW4tb2YtZm9ydHktdGhyZWUtY2hhcnM';

export const adminStatistics: AdminStatistics = {
  cases: { total: 12, open: 7, running: 2, closed: 5, by_category: { neighbors: 4, family: 3, business: 3, education: 2 } },
  mediators: { total: 3, with_cases: 2, certified: 2 },
  parties: 18,
  // The 30 days up to 3 March 2026, as the server answers them.
  messages_per_day: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 1, 2 + index)).toISOString().slice(0, 10),
    count: [14, 0, 31, 22, 5, 0, 9][index % 7]!,
  })),
  surveys_per_day: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 1, 2 + index)).toISOString().slice(0, 10),
    count: index >= 28 ? 2 - (index - 28) : 0,
  })),
  surveys: { count: 3, average_rating: 4.3 },
  agreements: { total: 4, signed: 2 },
  // The 12 weeks up to the week of Monday 2 March 2026.
  cases_per_week: [0, 1, 0, 2, 1, 0, 0, 3, 1, 2, 0, 2].map((count, index) => ({
    week: new Date(Date.UTC(2025, 11, 15 + index * 7)).toISOString().slice(0, 10),
    count,
  })),
  agreements_signed_per_week: [0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0].map((count, index) => ({
    week: new Date(Date.UTC(2025, 11, 15 + index * 7)).toISOString().slice(0, 10),
    count,
  })),
  messages_per_case: [
    { code: 'K7Q2ZD', title: 'Parking space', created_at: '2026-01-12T09:00:00.000Z', messages: 48 },
    { code: 'P4M9XW', title: 'Shop partners', created_at: '2026-02-03T14:30:00.000Z', messages: 112 },
    { code: 'H3T8RV', title: 'Inheritance of the family flat', created_at: '2026-02-20T08:15:00.000Z', messages: 23 },
    { code: CASE_CODE, title: caseDetails.title, created_at: caseDetails.created_at, messages: 67 },
  ],
};

export const emptyAdminStatistics: AdminStatistics = {
  cases: { total: 0, open: 0, running: 0, closed: 0, by_category: {} },
  mediators: { total: 0, with_cases: 0, certified: 0 },
  parties: 0,
  messages_per_day: [],
  surveys_per_day: [],
  surveys: { count: 0, average_rating: null },
  agreements: { total: 0, signed: 0 },
  cases_per_week: adminStatistics.cases_per_week.map(({ week }) => ({ week, count: 0 })),
  agreements_signed_per_week: adminStatistics.agreements_signed_per_week.map(({ week }) => ({ week, count: 0 })),
  messages_per_case: [],
};

export const onlineCases: OnlineCase[] = [
  {
    case_id: CASE_ID,
    link: CASE_CODE,
    title: caseDetails.title,
    category: 'neighbors',
    mediator: { id: MEDIATOR.id, name: 'Dana Demo' },
    participants: 2,
    connected: [
      { user_id: MEDIATOR.id, side: 'M', displayName: 'Dana Demo' },
      { user_id: PARTY_A.id, side: 'A', displayName: 'Noa Levi' },
    ],
  },
];

export const caseStatistics: CaseStatistics = {
  case_id: CASE_ID,
  mediator: { id: MEDIATOR.id, name: 'Dana Demo' },
  created_at: caseDetails.created_at,
  close_at: null,
  duration_s: 5400,
  first_message_at: '2026-03-02T10:00:00.000Z',
  last_message_at: '2026-03-02T11:30:00.000Z',
  messages: { total: 24, by_group: { A: 8, B: 7, M: 9 }, by_side: { A: 9, B: 6, M: 9 } },
  participants: { total: 2, by_side: { A: 1, B: 1 } },
  edits: 1,
  likes: 3,
  guide: { stage_reached: 2, summary_sent: false, initial_positions: { A: true, B: true } },
  surveys: { count: 0, average_rating: null, by_rating: [0, 0, 0, 0, 0], feedback: [] },
  agreement: { state: 'none', version: 0, clauses: 0, accepted: 0, change_requested: 0, finalized_at: null, signed_at: null },
  reading: [
    { user_id: PARTY_A.id, name: 'Noa Levi', side: 'A', group: 'A', read_seq: 12, read_at: '2026-03-02T11:20:00.000Z', unread: 0 },
    { user_id: PARTY_B.id, name: 'Omer Katz', side: 'B', group: 'B', read_seq: 9, read_at: '2026-03-02T11:05:00.000Z', unread: 2 },
  ],
};

const messageRow = (seq: number, side: 'A' | 'B' | 'M', displayName: string, message: string) => ({
  _id: `row${seq}`,
  seq,
  from: side === 'M' ? MEDIATOR.id : side === 'A' ? PARTY_A.id : PARTY_B.id,
  fromSide: side,
  side,
  displayName,
  message,
  time: new Date(Date.UTC(2026, 2, 2, 10, seq * 3)).toISOString(),
  edited_at: null,
  likes: seq === 2 ? 1 : 0,
  ext_type: null,
});

export const caseMessagesPage: CaseMessagesPage = {
  count: 3,
  page: 1,
  page_size: 50,
  page_count: 1,
  results: [
    messageRow(1, 'M', 'Dana Demo', 'Welcome both. Let us start with what matters most to each of you.'),
    messageRow(2, 'A', 'Noa Levi', 'I paid for the whole fence and only ask for half.'),
    messageRow(3, 'B', 'Omer Katz', 'Nobody asked me before it was built.'),
  ],
};

export const emptyMessagesPage: CaseMessagesPage = { count: 0, page: 1, page_size: 50, page_count: 1, results: [] };

export const caseParticipants: CaseParticipant[] = [
  { user_id: MEDIATOR.id, side: 'M', displayName: 'Dana Demo', is_online: true },
  { user_id: PARTY_A.id, side: 'A', displayName: 'Noa Levi', is_online: true },
  { user_id: PARTY_B.id, side: 'B', displayName: 'Omer Katz', is_online: false },
];

export const joinRequests: JoinRequestItem[] = [
  {
    request_id: '7d2c6a3e-1f4b-4c1a-9e55-2b8f0c6d9a11',
    case_id: CASE_ID,
    side: 'B',
    email: PARTY_B.email,
    first_name: PARTY_B.first_name,
    last_name: PARTY_B.last_name,
    was_admitted_before: false,
    previous_side: null,
    connected_now: false,
    requests_count: 1,
    first_requested_at: '2026-03-02T10:05:00.000Z',
    last_requested_at: '2026-03-02T10:05:00.000Z',
    status: 'waiting',
    created_at: '2026-03-02T10:05:00.000Z',
  },
];

export const profile: UpdateMeResponse = {
  id: MEDIATOR.id,
  email: MEDIATOR.email,
  username: MEDIATOR.username,
  first_name: MEDIATOR.first_name,
  last_name: MEDIATOR.last_name,
  is_staff: true,
  is_superuser: false,
  first_logged: false,
  phone: '+972 50 123 4567',
};

/** The room's history: the mediator's welcome, each party's reply in its own group, and a message to all. */
export function roomMessages(caseId: string): ChatMessage[] {
  const message = (seq: number, side: 'A' | 'B' | 'M', fromSide: 'A' | 'B' | 'M', text: string): ChatMessage => ({
    _id: `m${seq}`,
    seq,
    client_msg_id: null,
    from: fromSide === 'M' ? MEDIATOR.id : fromSide === 'A' ? PARTY_A.id : PARTY_B.id,
    fromSide,
    side,
    message: text,
    time: new Date(Date.UTC(2026, 2, 2, 10, seq * 2)).toISOString(),
    displayName: fromSide === 'M' ? 'Dana Demo' : fromSide === 'A' ? 'Noa Levi' : 'Omer Katz',
    to: caseId,
    likeData: { A: [], B: [], M: [] },
    ext: null,
    edited_at: null,
  });
  return [
    message(1, 'M', 'M', 'Welcome both. Let us start with what matters most to each of you.'),
    message(2, 'A', 'M', 'Noa, what would a fair outcome look like for you?'),
    message(3, 'A', 'A', 'I paid for the whole fence and only ask for half.'),
    message(4, 'B', 'B', 'Nobody asked me before it was built.'),
  ];
}
