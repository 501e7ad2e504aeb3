import { rpc } from '../../../lib/rpc';

/** craftRecords.addPhotos: the server re-encodes each file into full, reduced and thumbnail JPEGs. */
export function addPhotos(craftRecordId: string, files: File[]) {
  return rpc.craftRecords.addPhotos({ craftRecordId, files });
}
