/** Business constants of the mediation platform (spec section 9). */

/** The three groups of a case: party A, party B and the mediator's joint group M. */
export const SIDES = ['A', 'B', 'M'] as const;
export type Side = (typeof SIDES)[number];

/** The two sides a party can join. */
export const PARTY_SIDES = ['A', 'B'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

export const ROLES = ['Admin', 'Mediator', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** The role of a user: is_superuser gives Admin, is_staff gives Mediator, otherwise User. */
export function roleOf(user: { is_staff: boolean; is_superuser: boolean }): Role {
  if (user.is_superuser) return 'Admin';
  if (user.is_staff) return 'Mediator';
  return 'User';
}

export const NOTE_TAGS = ['A', 'B', 'Both'] as const;
export type NoteTag = (typeof NOTE_TAGS)[number];
export const DEFAULT_NOTE_TAG: NoteTag = 'Both';

export const CASE_CATEGORIES = ['Family', 'Friends', 'Neighbors', 'Education', 'Organization', 'Business', 'Politics', 'Other'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];
export const DEFAULT_CASE_CATEGORY: CaseCategory = 'Other';

/** Categories used to group cases; adds None for a case without one. */
export const GROUP_CATEGORIES = [...CASE_CATEGORIES, 'None'] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];

/** The shared map from a chosen category label to the value stored on the case. */
export const CASE_CATEGORY_VALUE: Readonly<Record<CaseCategory, string>> = {
  Family: 'family',
  Friends: 'friends',
  Neighbors: 'neighbors',
  Education: 'education',
  Organization: 'organization',
  Business: 'business',
  Politics: 'politics',
  Other: 'other',
};

export const MEDIATOR_AREAS = ['Family', 'Friends', 'Neighbors', 'Education', 'Organizations', 'Business', 'Politics', 'Other'] as const;
export type MediatorArea = (typeof MEDIATOR_AREAS)[number];

export const COUNTRIES = [
  { name: 'Israel', phonePrefix: '+972' },
  { name: 'USA', phonePrefix: '+1' },
] as const;
export type CountryName = (typeof COUNTRIES)[number]['name'];
export const PHONE_PREFIXES = COUNTRIES.map((country) => country.phonePrefix);

/** Defaults of the Add Mediator form. */
export const MEDIATOR_FORM_DEFAULTS = {
  country: 'Israel',
  phone_prefix: '+972',
  address: '',
  username: '',
  first_logged: true,
  staff_status: true,
  superuser_status: false,
} as const;

/** Kinds of `ext.type` on a chat message. */
export const MESSAGE_EXT_TYPES = ['guided', 'regulat-guided', 'Problem Solving', 'instraction', 'Bargaining', 'Inventive'] as const;
export type MessageExtType = (typeof MESSAGE_EXT_TYPES)[number];

/** Guided negotiation types, by index: None (0), Bargaining (1), Problem Solving (2), Inventive (3). */
export const GUIDE_TYPES = ['None', 'Bargaining', 'Problem Solving', 'Inventive'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];
export const DEFAULT_GUIDE_TYPE: GuideType = 'Bargaining';
export const GUIDE_STAGE_COUNT = 5;

export const DEFAULT_SUMMARY = 'I am glad that we reached understandings. Let me summarize: ...';
export const AGREEMENT_QUESTION = 'Do you accept the agreement?';

/** The ten negotiation barriers of the Recommendation panel. */
export const BARRIERS = [
  'Nonnegotiable problem',
  'The fixed pie fallacy',
  'Arguing about the past',
  'Provocations',
  'Lack of Trust',
  'Search for Justice',
  'Automatic Negative Reactions',
  'Internal sabotage',
  'The wrong players',
  'Hidden motivation',
] as const;
export type Barrier = (typeof BARRIERS)[number];

/** Staged start-up position markers sent as actions. */
export const POSITION_MARKERS = ['initialPosition', 'receivedInitialA', 'receivedInitialB'] as const;
export type PositionMarker = (typeof POSITION_MARKERS)[number];

export const SURVEY_LABELS = ['Very dissatisfied', 'Dissatisfied', 'OK', 'Satisfied', 'Very satisfied'] as const;

/**
 * The characters of a new case code: capitals and digits without the look-alikes 0/O and 1/I/L. Codes made
 * before this alphabet (any letter, either case, and any digit) keep working: codes are matched without
 * regard to case.
 */
export const CASE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const LIMITS = {
  caseCodeLength: 6,
  messagesPageSize: 12,
  /** Cases in a page of the dashboard's lists, and the most a page may ask for. */
  casePageSize: 50,
  casePageMax: 100,
  messagePreviewLength: 50,
  surveyMin: 1,
  surveyMax: 5,
  surveyDefault: 3,
  nameMin: 2,
  nameMax: 50,
  passwordMin: 8,
  phoneMin: 8,
  /** A stored phone, prefix included. */
  phoneMax: 24,
  phonePrefixMax: 4,
  /** Longest chat message, note, summary or initial position, in characters. */
  messageMaxLength: 5000,
  /** From this length the composer counts the characters left before \`messageMaxLength\`. */
  messageCountdownFrom: 4500,
  /** Longest case title, sub category or display name, in characters. */
  shortTextMaxLength: 200,
  /** Longest free text of a form (problem brief, experience, education, address). */
  longTextMaxLength: 5000,
  emailMaxLength: 254,
  /** Largest socket payload the server accepts, in bytes. */
  socketPayloadMaxBytes: 64 * 1024,
  /** Largest REST body the server accepts, in bytes. */
  restBodyMaxBytes: 1024 * 1024,
} as const;

export const DELAYS_MS = {
  instructionMessage: 800,
  firstStageFollowUp: 300,
  confirmation: 500,
  notificationClear: 3000,
  hoverControlsClose: 5000,
  linkCopied: 1000,
  toastDefault: 5000,
  surveySent: 1500,
  drawerClose: 500,
} as const;

export const TOAST = {
  /** Toasts on screen at once (the spec's one at a time let a later error hide a success; see docs/decisions.md). */
  limit: 3,
  defaultDurationMs: DELAYS_MS.toastDefault,
  /** The survey request toast never dismisses itself. */
  infiniteDuration: Number.POSITIVE_INFINITY,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

/**
 * How the client reconnects after losing the connection. DELIBERATE DEVIATION from the spec (section 9:
 * 5 attempts 1000 ms apart, then offline until the person presses Reconnect): a party whose network drops
 * for more than about five seconds stayed offline and missed what was said meanwhile. The client never
 * gives up on its own: socket.io's backoff from `delayMs`, doubling up to `delayMaxMs`, each delay varied by
 * ±`randomization` (so that clients of a process that died do not all come back at once), without limit;
 * it also tries at once when the browser goes back online or the tab becomes visible, and "Retry now".
 */
export const SOCKET_RECONNECT = { attempts: Number.POSITIVE_INFINITY, delayMs: 1000, delayMaxMs: 30_000, randomization: 0.5 } as const;

/**
 * The most people in one call. Calls are a mesh (each person sends their media to every other), so each
 * upload is multiplied by the others in the call: past six, ordinary home uplinks and laptops give out.
 * Larger calls need a selective forwarding unit behind the same signalling (README, "Calls across networks").
 */
export const CALL_MAX_PEOPLE = 6;

/** Bounds of the call signalling's payloads (a session description is a few KB; the socket's payload cap is 64 KB). */
export const CALL_LIMITS = {
  /** Longest session description (SDP), in characters: room under LIMITS.socketPayloadMaxBytes for the rest. */
  sdpMaxLength: 60_000,
  /** Longest ICE candidate line, in characters. */
  candidateMaxLength: 1024,
  /** Longest sdpMid or usernameFragment, in characters. */
  tokenMaxLength: 256,
} as const;

/** Local-storage key of the stored case id. */
export const CASE_ID_STORAGE_KEY = 'case_id';

/** The languages a person reads the platform in, and a case's language (its e-mails and agreement). */
export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
