/** The billing module's public surface: other modules and the app import only this file. */
export * from './billing-pdf.ts';
export * from './document-numbers.ts';
