import { PHOTO_LIMITS, photoRefusal, readPhotoHeader } from '@craftwork/domain/records/photos';

export type TCheckedPhotos = {
  /** Files that may be uploaded as photos. */
  accepted: File[];
  /** One sentence per refused file, naming it and saying why. */
  refused: string[];
};

/** The file's first bytes, or null when it cannot be read (moved or deleted since chosen). */
function headOf(file: File): Promise<Uint8Array | null> {
  // FileReader rather than Blob.arrayBuffer: the same in every browser and in jsdom.
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : null);
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(file.slice(0, PHOTO_LIMITS.headBytes));
  });
}

/**
 * Checks chosen files as the server will, from their content (never their name or declared
 * type), before anything is saved: empty files, non-images, SVG drawings, files over 20 MB and
 * images over 40 megapixels are refused, each by name. `room` caps how many are accepted.
 */
export async function checkPhotoFiles(
  files: readonly File[],
  room: number = Number.POSITIVE_INFINITY,
): Promise<TCheckedPhotos> {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const head = file.size === 0 ? null : await headOf(file);
    const refusal = photoRefusal(file, head ? readPhotoHeader(head) : null);
    if (refusal) refused.push(refusal);
    else if (accepted.length >= room)
      refused.push(`${file.name}: at most ${PHOTO_LIMITS.maxPerUpload} images.`);
    else accepted.push(file);
  }
  return { accepted, refused };
}
