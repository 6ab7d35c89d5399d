import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { TermsConditionsPage } from './terms-conditions-page';

describe('Terms & Conditions', () => {
  it('reads in English at its English address, as before', () => {
    renderRoute('/terms-conditions', <TermsConditionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(screen.getByText('Last updated December 2024')).toBeVisible();
    expect(
      screen.getByText(
        'These terms are governed by the laws of India. Any dispute arising from a booking is subject to the exclusive jurisdiction of the courts at Haridwar, Uttarakhand.',
      ),
    ).toBeVisible();
  });

  it('reads in Hindi under /hi/, with the same rules and no English left', () => {
    const { container } = renderRoute('/hi/terms-conditions', <TermsConditionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
    expect(screen.getByText('अंतिम संशोधन: दिसंबर 2024')).toBeVisible();
    for (const name of ['बुकिंग और भुगतान की शर्तें', 'रद्दीकरण और रिफ़ंड नीति', 'यात्रा से जुड़ी ज़रूरी बातें']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    }
    expect(
      screen.getByText(/यह इस पर निर्भर है कि यात्रा शुरू होने से कितने दिन पहले आपकी लिखित सूचना हमें मिलती है:$/),
    ).toBeVisible();
    expect(screen.getByText('15 से 29 दिन पहले: यात्रा मूल्य का 25%।')).toBeVisible();
    expect(screen.getByText(/केवल हरिद्वार, उत्तराखंड के न्यायालयों में होगी/)).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'संपर्क और ज़रूरी बातें' })).toBeVisible();
    expect(screen.getByText('हरिद्वार, उत्तराखंड, भारत - 249401')).toBeVisible();
    expect(englishWords(visibleText(container))).toEqual([]);
  });
});
