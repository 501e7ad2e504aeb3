import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { generatePath, useNavigate } from 'react-router';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import type { TCreateTaskForm } from '@craftwork/domain/tasks/schemas';
import { paths } from '../../../config/paths';
import { isHttpClientError, reportError } from '../../../lib/errors';
import { domainText } from '../../../lib/i18n/domain-text';
import { errorText } from '../../../lib/i18n/error-text';
import { applyLiveMessage } from '../../../lib/live';
import { useNotify } from '../../../lib/notify';
import { uploadPhotos } from '../../../lib/photo-upload';
import { createTaskDraft } from '../../outbox/drafts';
import { newOutboxKey } from '../../outbox/outbox-types';
import { useOfflineWrite } from '../../outbox/use-offline-write';
import { useCreateTask } from '../api/create-task';

export type TSaveState =
  | { phase: 'idle' }
  | { phase: 'creating' }
  | { phase: 'uploading'; done: number; total: number }
  | { phase: 'done' };

export type TCreated = { craftRecordId: string; taskId: string };

/**
 * Saving the wizard: tasks.create, then the new record's images one by one (the record page's
 * upload). A failed image keeps the saved task: Retry Upload sends only the images not yet
 * saved, or the user continues without them. Once done, the queries a task write makes stale
 * (the live feed's keys for the topic) are refetched and the record opens. Offline (or when the
 * send never reached the server) the task and its images wait in the outbox instead, and the
 * record it goes on (else the dashboard) opens.
 */
export function useSaveTask({ customerSite }: { customerSite: boolean }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const createTask = useCreateTask();
  const offline = useOfflineWrite();
  const [state, setState] = useState<TSaveState>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<TCreated | null>(null);
  const [uploaded, setUploaded] = useState(0);

  const fail = (message: string) => {
    setState({ phase: 'idle' });
    setError(message);
    notify.error(message);
  };

  const finish = (result: TCreated) => {
    setState({ phase: 'done' });
    applyLiveMessage(queryClient, { topics: ['tasks'] });
    notify.success(TASK_MESSAGES.taskAdded);
    void navigate(
      customerSite
        ? generatePath(paths.workRecordAndTasks, { id: result.craftRecordId })
        : generatePath(paths.craftRecord, { id: result.craftRecordId, taskId: result.taskId }),
    );
    // The record opens at its top, not where the wizard's last step was scrolled to.
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  const uploadImages = async (result: TCreated, images: readonly File[], from: number) => {
    let done = from;
    try {
      await uploadPhotos(result.craftRecordId, images.slice(from), (progress) => {
        done = from + progress.done;
        if (done < images.length) setState({ phase: 'uploading', done, total: images.length });
      });
    } catch (failure) {
      if (!isHttpClientError(failure)) reportError(failure);
      setUploaded(done);
      fail(
        isHttpClientError(failure) ? errorText(failure) : domainText(TASK_MESSAGES.uploadFailed),
      );
      return;
    }
    setUploaded(images.length);
    finish(result);
  };

  /** Into the outbox (under the key it was sent with, if any); the record or dashboard opens. */
  const queueTask = async (
    input: TCreateTaskForm,
    images: readonly File[],
    recordTitle: string | null,
    key?: string,
  ) => {
    await offline.queue(createTaskDraft(input, images, recordTitle), key);
    setState({ phase: 'done' });
    const recordId = input.craftRecordId;
    void navigate(
      recordId === undefined
        ? paths.home
        : generatePath(customerSite ? paths.workRecordAndTasks : paths.craftRecord, {
            id: recordId,
          }),
    );
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  /** Creates the task (once) and uploads the images not yet saved. */
  const submit = async (
    input: TCreateTaskForm,
    images: readonly File[],
    recordTitle: string | null = null,
  ) => {
    setError(null);
    if (created) {
      await uploadImages(created, images, uploaded);
      return;
    }
    if (offline.isOffline) {
      await queueTask(input, images, recordTitle);
      return;
    }
    setState({ phase: 'creating' });
    const key = newOutboxKey();
    let result: TCreated;
    try {
      const answer = await createTask.mutateAsync({ input, key });
      result = { craftRecordId: answer.craftRecordId, taskId: answer.taskId };
    } catch (failure) {
      if (offline.shouldQueue(failure)) {
        await queueTask(input, images, recordTitle, key);
        return;
      }
      if (!isHttpClientError(failure)) reportError(failure);
      fail(
        isHttpClientError(failure) ? errorText(failure) : domainText(TASK_MESSAGES.taskSaveFailed),
      );
      return;
    }
    setCreated(result);
    await uploadImages(result, images, 0);
  };

  const isBusy = state.phase === 'creating' || state.phase === 'uploading';
  return {
    state,
    error,
    created,
    isBusy,
    /** Nothing may change once saving started or the task is saved. */
    isLocked: isBusy || created !== null,
    submit,
    continueWithoutImages: created ? () => finish(created) : undefined,
    clearError: () => setError(null),
  };
}
