import Dexie, { type Table } from 'dexie';
import { APP_NAME } from '../../constants';
import type { Rotation } from './rotation-record';

/** The IndexedDB store of rotation-record.ts, in its own module so Dexie loads on first use. */
export class RotationDatabase extends Dexie {
  rotations!: Table<Rotation & { key: string }, string>;

  constructor() {
    super(`${APP_NAME}.session`);
    this.version(1).stores({ rotations: 'key' });
  }
}
