import { SIGN } from '../../../src/constants';
import { resources, roleResources, roles } from '../schema';
import type { SeedContext } from './context';
import { seedId } from './ids';
import { insertAll } from './insert';
import type { RoleCode } from './plan';

/**
 * Roles and the RBAC resource tree of a tenant (SPEC §6). The top menu is the children of
 * p2-front: administrators get 7 (so the header groups the last ones under 'More'), everyone
 * else 6. Live, Recorded and Search share a 'Courses' sub-menu so that those counts hold while
 * every kind of top item exists: plain routes, an external link (isLink), an inner site
 * (isInnerSite) and a sub-menu.
 */

type MenuNode = {
  sign: string;
  name: string;
  url?: string;
  fields?: { name: string; description: string }[];
  grants: RoleCode[];
  children?: MenuNode[];
};

const EVERYONE: RoleCode[] = ['administrator', 'teacher', 'student'];

export const RESOURCE_TREE: MenuNode[] = [
  {
    sign: SIGN.front,
    name: 'Lectern front',
    grants: EVERYONE,
    children: [
      { sign: 'p2-front-home', name: 'Home', url: '/home', grants: EVERYONE },
      {
        sign: 'p2-front-courses',
        name: 'Courses',
        grants: EVERYONE,
        children: [
          { sign: 'p2-front-live', name: 'Live', url: '/list-live', grants: EVERYONE },
          { sign: 'p2-front-video', name: 'Recorded', url: '/list-video', grants: EVERYONE },
          { sign: 'p2-front-search', name: 'Search', url: '/advance-search', grants: EVERYONE },
        ],
      },
      { sign: SIGN.classSchedule, name: 'Timetable', url: '/personal-center/my-schedule', grants: EVERYONE },
      { sign: 'p2-front-help', name: 'Help centre', url: '/help-center', grants: EVERYONE },
      {
        sign: 'p2-front-library',
        name: 'Library',
        url: 'https://lib.example.edu',
        fields: [{ name: 'isLink', description: 'true' }],
        grants: EVERYONE,
      },
      {
        sign: 'p2-front-mooc',
        name: 'MOOC',
        url: '/superstar-course',
        fields: [{ name: 'isInnerSite', description: 'true' }],
        grants: EVERYONE,
      },
      { sign: 'p2-front-report-center', name: 'Report centre', url: '/report-center', grants: ['administrator'] },
    ],
  },
  {
    sign: 'p2-individual-center',
    name: 'Personal centre',
    grants: EVERYONE,
    children: [
      { sign: SIGN.collect, name: 'My favourites', url: '/personal-center/my-collection', grants: EVERYONE },
      { sign: SIGN.message, name: 'My messages', url: '/personal-center/my-message', grants: EVERYONE },
      { sign: SIGN.viewingRecord, name: 'Viewing record', url: '/personal-center/my-record', grants: EVERYONE },
      { sign: SIGN.notes, name: 'My notes', url: '/personal-center/my-note', grants: EVERYONE },
      { sign: SIGN.schedule, name: 'My timetable', url: '/personal-center/my-schedule', grants: EVERYONE },
      { sign: SIGN.admin, name: 'Course management', url: '/admin/home', grants: ['administrator', 'teacher'] },
      { sign: SIGN.media, name: 'My media', url: '/clip-manage', grants: ['administrator', 'teacher'] },
      { sign: SIGN.dataBoard, name: 'Data board', url: '/data-board', grants: ['administrator'] },
    ],
  },
];

const ROLE_NAMES: Record<RoleCode, string> = {
  administrator: 'Administrator',
  teacher: 'Teacher',
  student: 'Student',
  nopriv: 'No privileges',
};

export const roleId = (tenantId: string, code: RoleCode) => seedId('role', tenantId, code);

export async function seedPermissions(ctx: SeedContext): Promise<void> {
  const { plan, db, log } = ctx;
  const roleRows = (Object.keys(ROLE_NAMES) as RoleCode[]).map((code) => ({
    id: roleId(plan.id, code),
    tenantId: plan.id,
    code,
    name: ROLE_NAMES[code],
  }));
  const resourceRows: (typeof resources.$inferInsert)[] = [];
  const grantRows: (typeof roleResources.$inferInsert)[] = [];
  const walk = (nodes: MenuNode[], parentId: string | null) =>
    nodes.forEach((node, i) => {
      const id = seedId('res', plan.id, node.sign);
      resourceRows.push({
        id,
        tenantId: plan.id,
        parentId,
        sign: node.sign,
        name: node.name,
        url: node.url ?? '',
        sortIndex: (i + 1) * 10,
        authority: node.sign,
        fields: node.fields ?? [],
      });
      for (const code of node.grants) grantRows.push({ roleId: roleId(plan.id, code), resourceId: id });
      walk(node.children ?? [], id);
    });
  walk(RESOURCE_TREE, null);
  await insertAll(db, roles, roleRows, `roles (tenant ${plan.id})`, log);
  await insertAll(db, resources, resourceRows, `resources (tenant ${plan.id})`, log);
  await insertAll(db, roleResources, grantRows, `role grants (tenant ${plan.id})`, log);
}
