import type { AdminLookups } from '../../schemas/admin-lookups';

/** The school's classrooms as a select's options, each named with its building. */
export function ClassroomOptions({ classrooms }: { classrooms: AdminLookups['classrooms'] }) {
  return classrooms.map((room) => (
    <option key={room.clroId} value={room.clroId}>
      {room.building} {room.clroName}
    </option>
  ));
}
