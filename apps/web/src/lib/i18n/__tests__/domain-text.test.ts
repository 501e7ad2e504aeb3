import { afterEach, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { domainText, domainTextOf, setDomainLanguage } from '../domain-text';

describe("the domain's texts", () => {
  afterEach(() => setDomainLanguage('en'));

  it('are English as written until another language is set, then in it', async () => {
    expect(domainText(TASK_MESSAGES.taskUpdated)).toBe('Task updated successfully.');
    await setDomainLanguage('pl');
    expect(domainText(TASK_MESSAGES.taskUpdated)).toBe('Zadanie zostało zaktualizowane.');
    await setDomainLanguage('de');
    expect(domainText(TASK_MESSAGES.taskUpdated)).not.toBe('Task updated successfully.');
  });

  it('leave typed data and a missing message as they are', async () => {
    await setDomainLanguage('pl');
    expect(domainText('Pipe rack 4')).toBe('Pipe rack 4');
    expect(domainTextOf(undefined)).toBeUndefined();
    expect(domainTextOf(TASK_MESSAGES.taskUpdated)).toBe('Zadanie zostało zaktualizowane.');
  });
});
