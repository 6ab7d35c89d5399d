/** First cut of the page (spec §2). */
export function TermsConditionsPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Terms & Conditions</h1>
          <p>Last updated December 2024</p>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <h2>1. Acceptance of Terms</h2>
          <h2>2. Booking and Payment Terms</h2>
          <h2>3. Cancellation and Refund Policy</h2>
          <h2>4. Traveler Responsibilities</h2>
          <h2>5. Company Liabilities and Limitations</h2>
          <h2>6. Health and Safety Requirements</h2>
        </div>
      </section>
    </>
  );
}
