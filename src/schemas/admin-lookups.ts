import { z } from 'zod';

/**
 * GET /v1/admin/lookups (docs/admin.md "The /admin/home page"): what the class forms choose
 * from that the catalogue's lookups (terms, organisations, tags) do not name: the tenant's
 * subjects, the teachers a class may be given to, and the classrooms lessons may be held in.
 */
export const adminLookupsSchema = z.object({
  subjects: z.array(
    z.object({ subjId: z.string(), subjName: z.string(), subjNameEn: z.string(), subjCode: z.string(), orgaId: z.string() }),
  ),
  /** An administrator: the tenant's active teachers; a teacher: themselves (they manage only their own classes). */
  teachers: z.array(z.object({ teacId: z.string(), teacName: z.string() })),
  classrooms: z.array(z.object({ clroId: z.string(), clroName: z.string(), building: z.string() })),
});
export type AdminLookups = z.infer<typeof adminLookupsSchema>;
