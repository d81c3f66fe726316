import { z } from 'zod';

/** A node of the RBAC resource tree (SPEC §3 "Resource node"). */
export const resourceFieldSchema = z.object({ name: z.string(), description: z.string() });

export type ResourceNode = {
  id: string;
  sign: string;
  name: string;
  url: string;
  sortIndex: number;
  authority: string;
  fields: { name: string; description: string }[];
  children: ResourceNode[];
};

export const resourceNodeSchema: z.ZodType<ResourceNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    sign: z.string(),
    name: z.string(),
    url: z.string(),
    sortIndex: z.number().int(),
    authority: z.string(),
    fields: z.array(resourceFieldSchema),
    children: z.array(resourceNodeSchema),
  }),
);

export const resourceTreeQuerySchema = z.object({
  'sorts[0].name': z.enum(['sortIndex']).default('sortIndex'),
  'sorts[0].order': z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
});
