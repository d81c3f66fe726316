import type { OrgaRow } from '../lists/filters/orga-tree';

/** The organisation tree as a select's options, each indented by its depth. */
export function OrganisationOptions({ rows }: { rows: readonly OrgaRow[] }) {
  return rows.map((row) => (
    <option key={row.orgaId} value={row.orgaId}>
      {'\u00a0\u00a0'.repeat(row.depth)}
      {row.orgaName}
    </option>
  ));
}
