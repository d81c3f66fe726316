import { writeStored } from '../../services/storage';

/** Marks that the user is searching (SPEC §4 "A flag is set when searching"); logout clears it. */
export function setSearchingFlag(): void {
  writeStored('searchFlag', 'true');
}
