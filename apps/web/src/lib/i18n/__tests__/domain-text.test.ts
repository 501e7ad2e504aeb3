import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { USER_MESSAGES } from '@craftwork/domain/admin/users';
import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import { WAITING_TEXTS } from '@craftwork/domain/compliance/waiting';
import { DETAIL_MESSAGES } from '@craftwork/domain/details/fields';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { TEXT_MESSAGES } from '@craftwork/domain/text/rules';
import { domainText, domainTextOf, setDomainLanguage, useDomainText } from '../domain-text';

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

  it('write a text the domain filled with values from the language’s own template', async () => {
    await setDomainLanguage('pl');
    expect(domainText(USER_MESSAGES.approved('Zoë Łukasiewicz'))).toBe(
      'Zatwierdzono: Zoë Łukasiewicz.',
    );
    // The site admin's label stays as typed, in Japanese here.
    expect(domainText(DETAIL_MESSAGES.tooLong('足場の番号', 20))).toBe(
      '足場の番号: wymagane mniej niż 20 znaków',
    );
  });

  it('prefer the template with the most fixed words when two could have filled a text', async () => {
    await setDomainLanguage('pl');
    expect(domainText(TEXT_MESSAGES.tooLong(200))).toBe(
      'Ta wartość musi mieć mniej niż 200 znaków',
    );
  });

  it('fill a placeholder used twice only with the same value twice', async () => {
    await setDomainLanguage('de');
    expect(domainText(SSO_MESSAGES.ssoRequired('Okta'))).toBe(
      'Ihre Organisation meldet sich mit Okta an. Verwenden Sie „Weiter mit Okta“.',
    );
    const mixed = 'Your organization signs in with Okta. Use "Continue with Entra ID".';
    expect(domainText(mixed)).toBe(mixed);
  });

  it('translate a value that is itself a domain text', async () => {
    await setDomainLanguage('pl');
    const refusal = domainText(WAITING_TEXTS.refusal('onHold'));
    expect(refusal.startsWith('To zadanie czeka na swoje rusztowanie: ')).toBe(true);
    expect(refusal).not.toMatch(/[Ss]caffold/);
  });

  it('render a component again when the language changes and when its catalogue comes in', async () => {
    const { result } = renderHook(() => useDomainText()(TASK_MESSAGES.taskUpdated));
    expect(result.current).toBe('Task updated successfully.');
    // Arabic's catalogue is fetched here for the first time: the text changes once it is in.
    await act(() => setDomainLanguage('ar'));
    expect(result.current).toBe('تم تحديث المهمة بنجاح.');
    await act(() => setDomainLanguage('en'));
    expect(result.current).toBe('Task updated successfully.');
  });
});
