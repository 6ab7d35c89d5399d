/** First cut of the page (spec §2). */
export function CustomerSupportPage() {
  return (
    <>
      <header className="ui-page-header">
        <div className="ui-container">
          <h1>Customer Support</h1>
          <p>We are here for you</p>
        </div>
      </header>
      <section className="ui-section">
        <div className="ui-container">
          <h2>Frequently Asked Questions</h2>
          <h2>Visit Our Office</h2>
          <h2>Why Choose Our Support</h2>
        </div>
      </section>
    </>
  );
}
