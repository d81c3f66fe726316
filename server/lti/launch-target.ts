import { and, eq, isNotNull } from 'drizzle-orm';
import type { LtiLanding } from '../../src/schemas/lti-launch';
import { idText } from '../../src/schemas/text';
import type { Db } from '../db/client';
import { personalResources, teachingClasses, vods } from '../db/schema';
import { LaunchRefused } from './launch-refusal';

/**
 * What a link opens (docs/lti.md "What a link opens"): the custom parameter `lectern_target` of
 * the resource link, else the same name in the query of its target link URI, as `class:<id>`,
 * `vod:<id>` (a recording) or `clip:<id>` (a clip of a teacher's media library, opened on the
 * recording it was cut from at its first second). A link that names nothing lands on the home
 * page. Parsing is pure; resolving reads the tenant's rows only, so another tenant's id is not
 * found.
 */
export const TARGET_PARAMETER = 'lectern_target';
export const TARGET_KINDS = ['class', 'vod', 'clip'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];
export type LinkTarget = { kind: TargetKind; id: string };

const targetIdSchema = idText();

/** The target the link names, null for none; LaunchRefused('link') for one that is malformed. */
export function linkTargetOf(custom: Record<string, string>, targetLinkUri: string): LinkTarget | null {
  let named = custom[TARGET_PARAMETER];
  if (named === undefined) {
    try {
      named = new URL(targetLinkUri).searchParams.get(TARGET_PARAMETER) ?? undefined;
    } catch {
      named = undefined;
    }
  }
  if (named === undefined || named.trim() === '') return null;
  const separator = named.indexOf(':');
  const kind = named.slice(0, separator).trim();
  const id = targetIdSchema.safeParse(named.slice(separator + 1));
  const knownKind = TARGET_KINDS.find((known) => known === kind);
  if (separator < 0 || !knownKind || !id.success)
    throw new LaunchRefused('link', `${TARGET_PARAMETER} ${JSON.stringify(named)} is not class:<id>, vod:<id> or clip:<id>`);
  return { kind: knownKind, id: id.data };
}

/** Where the launch lands, and the class the link is about (null for the home page). */
export type ResolvedTarget = { landing: LtiLanding; tecl: { id: string; teacherId: string } | null };

const classOf = async (db: Db, tenantId: string, teclId: string) =>
  (
    await db
      .select({ id: teachingClasses.id, teacherId: teachingClasses.teacherId })
      .from(teachingClasses)
      .where(and(eq(teachingClasses.id, teclId), eq(teachingClasses.tenantId, tenantId)))
  )[0] ?? null;

const recordingOf = async (db: Db, tenantId: string, vodId: string) =>
  (
    await db
      .select({ id: vods.id, teclId: vods.teclId })
      .from(vods)
      .where(and(eq(vods.id, vodId), eq(vods.tenantId, tenantId)))
  )[0] ?? null;

const clipOf = async (db: Db, tenantId: string, clipId: string) =>
  (
    await db
      .select({ vodId: personalResources.sourceVodId, inS: personalResources.clipInS })
      .from(personalResources)
      .where(
        and(
          eq(personalResources.id, clipId),
          eq(personalResources.tenantId, tenantId),
          eq(personalResources.kind, 'clip'),
          isNotNull(personalResources.sourceVodId),
        ),
      )
  )[0] ?? null;

const missing = (target: LinkTarget) => new LaunchRefused('link', `the link's ${target.kind} ${target.id} is not in this tenant`);

export async function resolveLinkTarget(db: Db, tenantId: string, target: LinkTarget | null): Promise<ResolvedTarget> {
  if (target === null) return { landing: { page: 'home' }, tecl: null };
  if (target.kind === 'class') {
    const tecl = await classOf(db, tenantId, target.id);
    if (!tecl) throw missing(target);
    return { landing: { page: 'class', teclId: tecl.id }, tecl };
  }
  const clip = target.kind === 'clip' ? await clipOf(db, tenantId, target.id) : null;
  if (target.kind === 'clip' && clip === null) throw missing(target);
  const recording = await recordingOf(db, tenantId, clip?.vodId ?? target.id);
  const tecl = recording && (await classOf(db, tenantId, recording.teclId));
  if (!recording || !tecl) throw missing(target);
  const start = clip?.inS ?? null;
  return {
    landing: { page: 'recording', teclId: tecl.id, vodId: recording.id, ...(start !== null && start > 0 ? { t: start } : {}) },
    tecl,
  };
}
