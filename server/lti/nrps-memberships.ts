import { z } from 'zod';
import { PlatformCallFailed, platformAnswer } from './platform-json';

/**
 * Reading a course's membership list (LTI Names and Role Provisioning Services 2.0 §2): GET the
 * context memberships URL with the service's bearer token, asking for the membership container
 * media type, and follow `Link: <…>; rel="next"` until the last page. The pure parts (the Link
 * header, a page's members) are exported for unit tests.
 */
export const MEMBERSHIP_CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** A course of 50 000 members at the page sizes platforms use (Canvas 10–50, Moodle 100s) fits; a loop does not. */
const PAGES_MAX = 1000;
const ID_MAX = 255;
const decorative = () => z.string().max(2048).optional().catch(undefined);

/** The members of one page (NRPS §2.2). `status` is Active when absent; Inactive and Deleted leave the course. */
const memberSchema = z.object({
  user_id: z.string().min(1).max(ID_MAX),
  roles: z.array(z.string().max(ID_MAX)).max(100),
  status: z.string().optional(),
  name: decorative(),
  given_name: decorative(),
  family_name: decorative(),
  email: decorative(),
});
const containerSchema = z.object({ members: z.array(z.unknown()) });

export type RosterMember = { subject: string; roles: string[]; active: boolean; name: string | null; email: string | null };

/** The service answered with an error or not at all (`answer: false`), or with something that is not a membership list. */
export class MembershipsError extends Error {
  constructor(
    readonly detail: string,
    readonly malformed = false,
  ) {
    super(`the platform's membership service: ${detail}`);
    this.name = 'MembershipsError';
  }
}

/** The `rel="next"` target of a Link header (RFC 8288), resolved against the page's address. */
export function nextPageOf(link: string | null, base: string): string | null {
  if (!link) return null;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/s.exec(part);
    if (!match) continue;
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2]!);
    const names = (rels?.[1] ?? rels?.[2] ?? '').toLowerCase().split(/\s+/);
    if (names.includes('next')) return new URL(match[1]!, base).href;
  }
  return null;
}

/** A page's members; a member that is malformed is left out rather than failing the page (one bad row must not stop a roster). */
export function membersOf(page: unknown): RosterMember[] {
  const container = containerSchema.safeParse(page);
  if (!container.success) throw new MembershipsError('the answer is not a membership container', true);
  return container.data.members.flatMap((raw) => {
    const member = memberSchema.safeParse(raw);
    if (!member.success) return [];
    const { user_id, roles, status, name, given_name, family_name, email } = member.data;
    const full = name?.trim() || [given_name, family_name].filter(Boolean).join(' ').trim();
    return [
      {
        subject: user_id,
        roles,
        active: status === undefined || status === 'Active',
        name: full === '' ? null : full,
        email: email?.includes('@') ? email : null,
      },
    ];
  });
}

async function page(url: string, token: string): Promise<{ members: RosterMember[]; next: string | null }> {
  let answer: { response: Response; text: string };
  try {
    answer = await platformAnswer(url, { headers: { accept: MEMBERSHIP_CONTAINER, authorization: `Bearer ${token}` } });
  } catch (failure) {
    if (failure instanceof PlatformCallFailed) throw new MembershipsError(failure.message);
    throw failure;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new MembershipsError('the answer is not JSON', true);
  }
  return { members: membersOf(body), next: nextPageOf(answer.response.headers.get('link'), url) };
}

/** Every member of the course, all pages; a member listed twice counts once (the last page's word). */
export async function readMemberships(url: string, token: string): Promise<RosterMember[]> {
  const bySubject = new Map<string, RosterMember>();
  const seen = new Set<string>();
  let next: string | null = url;
  while (next !== null) {
    if (seen.has(next) || seen.size >= PAGES_MAX) throw new MembershipsError('the pages do not end', true);
    // The token goes with every page: never to another origin than the one the signed launch named.
    if (new URL(next).origin !== new URL(url).origin) throw new MembershipsError(`a next page at another origin: ${next}`, true);
    seen.add(next);
    const answer = await page(next, token);
    for (const member of answer.members) bySubject.set(member.subject, member);
    next = answer.next;
  }
  return [...bySubject.values()];
}
