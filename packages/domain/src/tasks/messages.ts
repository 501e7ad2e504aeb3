/** User-facing texts of tasks and craft records, as spec part 2 (sections 2, 5, 6 and 8) writes them. */
export const TASK_MESSAGES = {
  // Validation (section 5)
  required: 'This field is required',
  assignedCompanyRequired: 'Assigned Company is required',
  selectAssignedCompany: 'Please select an assigned company',
  selectTaskType: 'Please select a task type',
  selectCraftRecord: 'Please select a craft record from the list',
  selectCustomer: 'Please select a customer',
  customerLocationRequired: 'Please select a location of the customer',
  selectPersistence: 'Please select a craft record persistence option',
  checkFormValues: 'Please check the values in the form',
  barrierCommentsRequired:
    'Barrier Comments are required when there is a value for Barrier - Other',
  multiCraftRecordIds: 'Expected a list o parent record ids!',

  // Success (section 8)
  taskAdded: 'Task added successfully.',
  taskStatusChanged: 'Task status changed successfully.',
  taskDeleted: 'Task deleted successfully.',
  taskRestored: 'Task restored successfully.',
  taskUpdated: 'Task updated successfully.',
  craftRecordUpdated: 'Craft Record updated successfully.',
  imageUploaded: 'Image uploaded successfully.',
  imageDeleted: 'Image deleted successfully.',
  mapLocationChanged: 'Map location changed.',
  subscribed: 'You will receive notifications from this task.',
  unsubscribed: 'You will not receive notifications from this task.',

  // Errors (sections 6 and 8)
  taskSaveFailed: 'Error trying to save this task.',
  generic: 'An error has occurred. Please try again or contact administrator.',
  cannotDeleteCraftRecord:
    'You are unable to delete this craft record with your current user permissions.',
  cannotDeleteTask: 'You are unable to delete this task with your current user permissions.',
  // Section 6 gives QR tag generation's permission-denied answer the record-deletion text.
  cannotGenerateQrTag:
    'You are unable to delete this craft record with your current user permissions.',
  uploadFailed: 'Error uploading file.',

  // Task detail card (section 2)
  noSpecificDetails: 'There are no specific details for this Task',
  noEvents: 'No events for this Task',
} as const;

export type TTaskMessageKey = keyof typeof TASK_MESSAGES;
