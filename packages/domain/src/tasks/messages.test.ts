import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from './messages.ts';

describe('TASK_MESSAGES', () => {
  it.each<[keyof typeof TASK_MESSAGES, string]>([
    ['required', 'This field is required'],
    ['assignedCompanyRequired', 'Assigned Company is required'],
    ['selectAssignedCompany', 'Please select an assigned company'],
    ['selectTaskType', 'Please select a task type'],
    ['selectCraftRecord', 'Please select a craft record from the list'],
    ['selectPersistence', 'Please select a craft record persistence option'],
    ['checkFormValues', 'Please check the values in the form'],
    [
      'barrierCommentsRequired',
      'Barrier Comments are required when there is a value for Barrier - Other',
    ],
    ['multiCraftRecordIds', 'Expected a list o parent record ids!'],
    ['taskAdded', 'Task added successfully.'],
    ['taskStatusChanged', 'Task status changed successfully.'],
    ['taskDeleted', 'Task deleted successfully.'],
    ['taskRestored', 'Task restored successfully.'],
    ['taskUpdated', 'Task updated successfully.'],
    ['craftRecordUpdated', 'Craft Record updated successfully.'],
    ['imageUploaded', 'Image uploaded successfully.'],
    ['imageDeleted', 'Image deleted successfully.'],
    ['mapLocationChanged', 'Map location changed.'],
    ['subscribed', 'You will receive notifications from this task.'],
    ['unsubscribed', 'You will not receive notifications from this task.'],
    ['taskSaveFailed', 'Error trying to save this task.'],
    ['generic', 'An error has occurred. Please try again or contact administrator.'],
    [
      'cannotDeleteCraftRecord',
      'You are unable to delete this craft record with your current user permissions.',
    ],
    ['cannotDeleteTask', 'You are unable to delete this task with your current user permissions.'],
    [
      'cannotGenerateQrTag',
      'You are unable to delete this craft record with your current user permissions.',
    ],
    ['uploadFailed', 'Error uploading file.'],
    ['noSpecificDetails', 'There are no specific details for this Task'],
    ['noEvents', 'No events for this Task'],
  ])('%s reads %j', (key, text) => {
    expect(TASK_MESSAGES[key]).toBe(text);
  });
});
