/**
 * Texts of the craft record page the spec names without giving them (decision record
 * 005 lists the product's others). The spec's own texts come from TASK_MESSAGES.
 */
export const RECORD_TEXT = {
  /** `record`: the site's word for it (`siteWording().wizardRecord`: Craft Record, or Job). */
  deleted: (record: string) => `${record} deleted successfully.`,
  deleteRecord: {
    title: (record: string) => `Delete ${record}?`,
    message: (record: string) => `This ${record} and its tasks will be deleted. Continue?`,
    okText: 'Delete',
  },
  editRecord: (record: string) => `Edit ${record}`,
  deletePhoto: {
    title: 'Delete Photo?',
    message: 'This photo will be deleted. Continue?',
    okText: 'Delete',
  },
  deleteAttachment: {
    title: 'Delete Attachment?',
    message: (filename: string) => `${filename} will be deleted. Continue?`,
    okText: 'Delete',
  },
  noPhotos: 'No photos yet',
  noAttachments: 'No attachments',
  noLocation: '[No location]',
  noTag: '[N/A]',
  unavailable: '[Unavailable]',
  noLocationSelected: 'No Location Selected',
  noAssetSelected: 'No Asset Selected',
} as const;
