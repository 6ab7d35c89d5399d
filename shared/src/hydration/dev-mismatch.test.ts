import { describe, expect, it } from 'vitest';
import { firstDifference } from './dev-mismatch';

// React 19's development message for a text mismatch, as a composed page showed it (trimmed).
const reactMessage = `Hydration failed because the server rendered text didn't match the client. As a result this tree will be regenerated on the client. This can happen if a SSR-ed Client Component used:

- A server/client branch \`if (typeof window !== 'undefined')\`.
- Variable input such as \`Date.now()\` or \`Math.random()\` which changes each time it's called.

https://react.dev/link/hydration-mismatch

  <Router location={{...}} navigator={{...}}>
    <Routes>
          <BecomePartnerPage slots={{...}}>
            <PartnerHero>
            <BenefitsSection>
              <section id="partnershi..." className="ui-section">
                <div className="ui-container">
                  <SectionHeading id="partnershi..." focusable={true}>
                    <div className="_heading_y...">
                      <p>
                      <h2 id="partnership-benefits-heading" tabIndex={-1}>
+                       Partnership Benefits (client)
-                       Partnership Benefits
                      ...
`;

describe('the first difference of a hydration mismatch', () => {
  it('names the element, the component holding it, and what each side rendered', () => {
    expect(firstDifference(new Error(reactMessage))).toBe(
      '<h2> in <SectionHeading>: client "Partnership Benefits (client)", server "Partnership Benefits"',
    );
  });

  it('falls back to the first line of a message without a diff', () => {
    expect(firstDifference(new Error('Hydration failed.\nMore.'))).toBe('Hydration failed.');
  });
});
