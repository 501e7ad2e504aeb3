/** The scaffold-tags module's public surface: other modules and the app import only this file. */
export * from './qr-tag-pdf.ts';
export * from './qr-tag.service.ts';
export * from './router.ts';
export * from './scaffold-tags.repository.ts';
