/** The detail-field editors' procedures (site settings: craft and task detail fields). */
export const detailFieldsRouter = {};
