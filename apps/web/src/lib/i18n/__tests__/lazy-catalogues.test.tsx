import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n, switchLanguage, useTranslation } from '../i18n';

function Customer() {
  const { t } = useTranslation('records');
  return <p>{t('header.customer')}</p>;
}

describe('catalogues fetched when a screen asks for them', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("waits under the screen's loading state for its catalogue in the language shown", async () => {
    // German shown without its catalogues fetched, as after a change of language elsewhere.
    expect(i18n.hasResourceBundle('de', 'records')).toBe(false);
    await i18n.changeLanguage('de');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Customer />
      </Suspense>,
    );
    expect(screen.getByText('loading').textContent).toBe('loading');
    expect((await screen.findByText('Kunde')).textContent).toBe('Kunde');
    expect(i18n.hasResourceBundle('de', 'records')).toBe(true);
  });
});
