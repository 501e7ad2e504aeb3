/**
 * The first bytes of a PNG of the given size: enough for the content check made when a file
 * is picked (the RPC stubs never decode).
 */
export function pngFile(name: string, width = 4, height = 3): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return new File([bytes], name, { type: 'image/png' });
}
