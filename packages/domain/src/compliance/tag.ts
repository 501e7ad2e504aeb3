import { z } from 'zod';
import {
  SCAFFOLD_BLOCK_REASON_TEXTS,
  scaffoldReadiness,
  type TScaffoldFacts,
} from './scaffold-state.ts';

/**
 * The public scaffold tag page (/tag/{token}): what a worker reads after scanning the printed
 * tag, before climbing. Its colour comes from the one readiness rule (scaffoldReadiness): green
 * when the scaffold may be used, yellow when the last inspection recorded restrictions, red
 * with the reason otherwise.
 */

export const TAG_COLOURS = ['green', 'yellow', 'red'] as const;
export type TTagColour = (typeof TAG_COLOURS)[number];

export const TAG_HEADLINE_TEXTS: Readonly<Record<TTagColour, string>> = {
  green: 'Safe to use',
  yellow: 'Use with care',
  red: 'Do not use',
};
export type TTagHeadline = (typeof TAG_HEADLINE_TEXTS)[TTagColour];

/** The yellow tag's reason (a red tag's is the scaffold's block reason). */
export const TAG_REASON_TEXTS = {
  /** The restrictions themselves are on the scaffold's paper tag. */
  restricted: 'Use with care: the last inspection recorded restrictions. Follow them.',
} as const;

export type TTagState = {
  colour: TTagColour;
  headline: TTagHeadline;
  /** Why it is red or yellow; null when green. */
  reason: string | null;
};

/** The tag's colour, headline and reason for a scaffold's facts, the site's interval and now. */
export function tagState(facts: TScaffoldFacts, intervalDays: number, now: Date): TTagState {
  const { blockedBy, restricted } = scaffoldReadiness(facts, intervalDays, now);
  if (blockedBy) {
    return {
      colour: 'red',
      headline: TAG_HEADLINE_TEXTS.red,
      reason: SCAFFOLD_BLOCK_REASON_TEXTS[blockedBy],
    };
  }
  if (restricted) {
    return {
      colour: 'yellow',
      headline: TAG_HEADLINE_TEXTS.yellow,
      reason: TAG_REASON_TEXTS.restricted,
    };
  }
  return { colour: 'green', headline: TAG_HEADLINE_TEXTS.green, reason: null };
}

/**
 * A tag token: 32 random bytes in base64url, 43 characters. Unguessable; regenerating it
 * revokes the printed tag. Anything else is answered "not found" before any query.
 */
export const TAG_TOKEN_LENGTH = 43;
const TAG_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isTagToken(value: string): boolean {
  return TAG_TOKEN_PATTERN.test(value);
}

/**
 * The public page's input. Bounded only loosely, so a malformed token reaches the procedure
 * and is answered like an unknown one (NOT_FOUND), not as a bad request that tells them apart.
 */
export const ZTagTokenInput = z.object({ token: z.string().max(200) });
export type TTagTokenInput = z.infer<typeof ZTagTokenInput>;

export const ZTagRecordInput = z.object({ recordId: z.string().min(1).max(128) });
export type TTagRecordInput = z.infer<typeof ZTagRecordInput>;

/** The page's path for a token. */
export function tagPath(token: string): string {
  return `/tag/${encodeURIComponent(token)}`;
}

/** The tag page's address on the app's public address: what the printed QR code opens. */
export function tagUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${tagPath(token)}`;
}

/** What the public page answers: this scaffold's state and nothing else of the site. */
export type TPublicScaffoldTag = TTagState & {
  tagNumber: string;
  title: string;
  locationTitle: string | null;
  /** The site's calendar day of the last completed inspection (YYYY-MM-DD), if any. */
  lastInspectionDay: string | null;
  /** The site's time zone, for reading the day. */
  timeZone: string;
  /** The record, only for a signed-in member of its site whose scope covers it. */
  recordId: string | null;
};

/** The keys the public page may answer; a test holds the server to exactly these. */
export const PUBLIC_SCAFFOLD_TAG_KEYS = [
  'colour',
  'headline',
  'reason',
  'tagNumber',
  'title',
  'locationTitle',
  'lastInspectionDay',
  'timeZone',
  'recordId',
] as const satisfies readonly (keyof TPublicScaffoldTag)[];

export const TAG_TEXT = {
  invalid: 'This tag is not valid. Ask your supervisor.',
  tagNumber: 'Tag number',
  location: 'Location',
  lastInspection: 'Last inspection',
  neverInspected: 'Never inspected',
  noLocation: '[No location]',
  openRecord: 'Open the record',
  regenerate: 'Regenerate tag link',
  regenerateWarning:
    'The printed tag stops working: its QR code will open "not valid" until a new tag is printed and put up.',
} as const;
