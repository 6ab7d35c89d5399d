import { englishWords, privacyPolicyLatin, visibleText } from '@chardham/shared/testing/english';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('Privacy Policy', () => {
  it('reads in English at its English address, as before', () => {
    renderRoute('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Response within 48 hours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.com?subject=Personal%20data%20request',
    );
    expect(screen.getByRole('link', { name: 'privacy@example.com' }).parentElement).toHaveTextContent(
      /^To see, correct or delete your information, write to our Data Protection Officer at privacy@example\.com\.$/,
    );
  });

  it('reads in Hindi under /hi/, with no English left but its proper names', () => {
    const { container } = renderRoute('/hi/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible();
    for (const name of ['हम कौन-सी जानकारी लेते हैं', 'आपके अधिकार', 'डेटा संरक्षण अधिकारी', 'नीति में बदलाव']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    }
    expect(screen.getByText('48 घंटे के भीतर जवाब मिलेगा।')).toBeVisible();
    expect(
      screen.getByText(
        /डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 \(Digital Personal Data Protection Act, 2023\)/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@example.com' }).parentElement).toHaveTextContent(
      /डेटा संरक्षण अधिकारी को privacy@example\.com पर लिखें।$/,
    );
    // Supabase: the database host's name, which the policy must name as it is; HTTPS: the protocol's
    // name as a browser shows it; and the Act's and the Board's official English titles, once each.
    expect(englishWords(visibleText(container), privacyPolicyLatin)).toEqual([]);
  });
});
