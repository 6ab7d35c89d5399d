/** First cut of the page (spec §2). */
export function BecomePartnerPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Become Our Partner</h1>
          <p>Coming Soon</p>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <h2>Partnership Benefits</h2>
          <h2>What's Coming</h2>
          <h2>Join the Waitlist</h2>
        </div>
      </section>
    </>
  );
}
